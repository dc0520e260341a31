import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PATIENT_RECORD_HEADER } from '../../worker/ai/prompts.ts';

/**
 * A tiny, deterministic OpenAI-compatible chat-completions endpoint for the browser tests, so the
 * app's real provider path (openai-compatible through the ai SDK) runs end to end offline.
 *
 * Prompts it understands (in the last user message):
 * - FAKE_INVALID_KEY: answers HTTP 401 invalid_api_key, as a provider does for a wrong key.
 * - FAKE_SLOW: waits 1.5 s before answering (to see 'Thinking...' and the blocked send).
 * - FAKE_RECORD_MEDICATIONS: lists the patient record's source and active medications (what the
 *   model was given), so a test sees the record reach the model.
 * - CHA2DS2-VASc (with the calculator tools offered): calls calculator_chads2vasc for a
 *   72-year-old woman with hypertension, then reports the calculator's result.
 * Anything else gets an echo answer (saying so when a patient record message came with it); an analysis (system prompt with its sections) gets a
 * sectioned answer; a message with an image says it saw one.
 */
export const FAKE_AI_MAGIC = { invalidKey: 'FAKE_INVALID_KEY', slow: 'FAKE_SLOW', recordMedications: 'FAKE_RECORD_MEDICATIONS' } as const;
export const FAKE_AI_KEY = 'fake-test-key';

interface ChatRequest {
  model: string;
  stream?: boolean;
  messages: Array<{ role: string; content: unknown }>;
  tools?: Array<{ function: { name: string } }>;
}

type Reply = { kind: 'text'; text: string } | { kind: 'tool'; name: string; args: string } | { kind: 'error'; status: number; body: unknown };

const textOf = (content: unknown): string =>
  typeof content === 'string'
    ? content
    : Array.isArray(content)
      ? content.map((p: { type?: string; text?: string }) => (p.type === 'text' ? (p.text ?? '') : '')).join(' ')
      : '';

const hasImage = (content: unknown) => Array.isArray(content) && content.some((p: { type?: string }) => p.type === 'image_url');

function reply(req: ChatRequest): Reply {
  const last = req.messages.at(-1);
  const lastUser = [...req.messages].reverse().find((m) => m.role === 'user');
  const question = textOf(lastUser?.content);
  const system = textOf(req.messages.find((m) => m.role === 'system')?.content);

  if (question.includes(FAKE_AI_MAGIC.invalidKey)) {
    return { kind: 'error', status: 401, body: { error: { message: 'Incorrect API key provided.', type: 'invalid_request_error', code: 'invalid_api_key' } } };
  }
  if (last?.role === 'tool') {
    let display = '?';
    try {
      const parsed = JSON.parse(textOf(last.content)) as { result?: { display?: string; category?: string } };
      display = `${parsed.result?.display ?? '?'} (${parsed.result?.category ?? '?'})`;
    } catch {
      // keep '?'
    }
    return { kind: 'text', text: `The CHA2DS2-VASc score is ${display}, from MedAssist's calculator.\n\nThis supports, and does not replace, your clinical judgement.` };
  }
  if (/CHA2DS2-VASc/i.test(question) && req.tools?.some((t) => t.function.name === 'calculator_chads2vasc')) {
    return { kind: 'tool', name: 'calculator_chads2vasc', args: JSON.stringify({ female: true, ageBand: '65-74', hypertension: true }) };
  }
  if (system.includes('## Flagged values')) {
    return {
      kind: 'text',
      text: '## Summary\nFake analysis of the results.\n\n## Flagged values\n- Potassium 6.1 mmol/L: **high** (reference 3.5-5.1)\n\n## Possible causes\n- ACE inhibitor effect\n\n## Suggested follow-up\n1. Repeat potassium today\n\n## Limitations\n- Fake model.',
    };
  }
  if (question.includes(FAKE_AI_MAGIC.recordMedications)) {
    const message = req.messages.find((m) => m.role === 'user' && textOf(m.content).startsWith(PATIENT_RECORD_HEADER));
    if (!message) return { kind: 'text', text: 'No patient record was given.' };
    const record = JSON.parse(textOf(message.content).slice(PATIENT_RECORD_HEADER.length + 1)) as { source?: string; activeMedications: { medication: string }[] };
    return { kind: 'text', text: `Record ${record.source ?? 'from the clinic chart'}. Active medications: ${record.activeMedications.map((m) => m.medication).join('; ')}.` };
  }
  if (hasImage(lastUser?.content)) return { kind: 'text', text: 'I can see the attached image (fake vision model).' };
  const record = req.messages.some((m) => m.role === 'user' && textOf(m.content).startsWith(PATIENT_RECORD_HEADER));
  const context = record ? ' (patient record received)' : '';
  return { kind: 'text', text: `Fake answer${context} to: ${question.slice(0, 80)}\n\n- First point\n- Second point\n\nThis supports, and does not replace, your clinical judgement.` };
}

const chunk = (model: string, delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 1, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

async function handle(req: IncomingMessage, res: ServerResponse) {
  if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
    res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
    return;
  }
  if (req.headers.authorization !== `Bearer ${FAKE_AI_KEY}`) {
    res.writeHead(401, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { message: 'Missing or wrong API key.', code: 'invalid_api_key' } }));
    return;
  }
  let raw = '';
  for await (const piece of req) raw += String(piece);
  const body = JSON.parse(raw) as ChatRequest;
  const out = reply(body);
  if (textOf(body.messages.at(-1)?.content).includes(FAKE_AI_MAGIC.slow)) await new Promise((r) => setTimeout(r, 1500));

  if (out.kind === 'error') {
    res.writeHead(out.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(out.body));
    return;
  }
  const toolCall = out.kind === 'tool' ? { index: 0, id: 'call_fake_1', type: 'function', function: { name: out.name, arguments: out.args } } : null;

  if (!body.stream) {
    const message = toolCall ? { role: 'assistant', content: null, tool_calls: [{ ...toolCall, index: undefined }] } : { role: 'assistant', content: out.kind === 'text' ? out.text : '' };
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(
      JSON.stringify({
        id: 'chatcmpl-fake',
        object: 'chat.completion',
        created: 1,
        model: body.model,
        choices: [{ index: 0, message, finish_reason: toolCall ? 'tool_calls' : 'stop' }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      }),
    );
    return;
  }

  res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
  if (toolCall) {
    res.write(chunk(body.model, { role: 'assistant', tool_calls: [toolCall] }));
    res.write(chunk(body.model, {}, 'tool_calls'));
  } else if (out.kind === 'text') {
    // A few pieces with short pauses, so the page really receives the answer as it is written.
    const pieces = out.text.match(/[\s\S]{1,24}/g) ?? [];
    res.write(chunk(body.model, { role: 'assistant', content: '' }));
    for (const piece of pieces) {
      res.write(chunk(body.model, { content: piece }));
      await new Promise((r) => setTimeout(r, 15));
    }
    res.write(chunk(body.model, {}, 'stop'));
  }
  res.end('data: [DONE]\n\n');
}

/** Starts the fake on a free local port; `vars` are the wrangler --var flags that point the app at it. */
export async function startFakeAi(): Promise<{ url: string; vars: string[]; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
      else res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  const vars = [
    `AI_PROVIDER:openai-compatible`,
    `AI_BASE_URL:${url}`,
    `AI_API_KEY:${FAKE_AI_KEY}`,
    'AI_TEXT_MODEL:fake-text',
    'AI_VISION_MODEL:fake-vision',
  ].flatMap((v) => ['--var', v]);
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { url, vars, close };
}
