import { describe, expect, it } from 'vitest';
import { dropUnparsableSseEvents } from './sse-guard';

async function filter(pieces: string[]): Promise<string> {
  const enc = new TextEncoder();
  const source = new ReadableStream<Uint8Array>({
    start(c) {
      for (const p of pieces) c.enqueue(enc.encode(p));
      c.close();
    },
  });
  return new Response(source.pipeThrough(dropUnparsableSseEvents())).text();
}

describe('dropUnparsableSseEvents', () => {
  it('passes JSON events and [DONE] through unchanged, even when split across chunks', async () => {
    const out = await filter(['data: {"response":"Hel', 'lo"}\n\n', 'data: {"response":" there"}\n\ndata: [DONE]\n\n']);
    expect(out).toBe('data: {"response":"Hello"}\n\ndata: {"response":" there"}\n\ndata: [DONE]\n\n');
  });

  it('drops an event whose data is not JSON (it would otherwise be printed by the provider)', async () => {
    const out = await filter(['data: {"response":"a"}\n\n', 'data: patient text that is not json\n\n', 'data: {"response":"b"}']);
    expect(out).toBe('data: {"response":"a"}\n\ndata: {"response":"b"}\n\n');
  });
});
