import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { useLiveChannel } from './use-live-channel';

// Issue 22: the socket opens in a task after the shell's effects, not inside them (the effect runs
// with every query of the page starting, one long task on a phone).
const opened: string[] = [];
class RecordingSocket {
  onopen: (() => void) | null = null;
  onmessage: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(url: string) {
    opened.push(url);
  }
  send() {}
  close() {}
}

function Live({ userId }: { userId: number }) {
  useLiveChannel(userId);
  return null;
}

describe('the live channel', () => {
  afterEach(() => {
    opened.length = 0;
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('opens its socket in a task of its own after the effects', () => {
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', RecordingSocket);
    renderWithProviders(<Live userId={7} />);
    expect(opened).toEqual([]);
    vi.runOnlyPendingTimers();
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatch(/\/ws$/);
  });
});
