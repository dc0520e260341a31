import { exports } from 'cloudflare:workers';
import { ORIGIN, type TestClient } from './helpers';

/** A test WebSocket client on /ws that collects the frames it receives. */
export async function openSocket(
  client: TestClient,
  origin: string | null = ORIGIN,
  extraHeaders: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; ws?: WebSocket; frames: Record<string, unknown>[]; next: (type: string, timeoutMs?: number) => Promise<Record<string, unknown>> }> {
  const headers = new Headers({ Upgrade: 'websocket', ...extraHeaders });
  if (client.cookie) headers.set('Cookie', client.cookie);
  if (origin) headers.set('Origin', origin);
  const res = await exports.default.fetch(new Request(`${ORIGIN}/ws`, { headers }));
  const frames: Record<string, unknown>[] = [];
  const waiters: { type: string; resolve: (f: Record<string, unknown>) => void }[] = [];
  const ws = res.webSocket ?? undefined;
  if (ws) {
    ws.accept();
    ws.addEventListener('message', (e) => {
      const frame = JSON.parse(String(e.data)) as Record<string, unknown>;
      frames.push(frame);
      const i = waiters.findIndex((w) => w.type === frame.type);
      if (i >= 0) waiters.splice(i, 1)[0]!.resolve(frame);
    });
  }
  const seen = new Set<Record<string, unknown>>();
  const next = (type: string, timeoutMs = 2000) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const already = frames.find((f) => f.type === type && !seen.has(f));
      if (already) {
        seen.add(already);
        return resolve(already);
      }
      const timer = setTimeout(() => reject(new Error(`no ${type} frame within ${timeoutMs} ms`)), timeoutMs);
      waiters.push({ type, resolve: (f) => { clearTimeout(timer); seen.add(f); resolve(f); } });
    });
  return { status: res.status, headers: res.headers, ...(ws ? { ws } : {}), frames, next };
}

/** Sends the auth frame and waits for auth_success. */
export async function authenticate(sock: Awaited<ReturnType<typeof openSocket>>, userId: number, lastEventId?: number) {
  sock.ws!.send(JSON.stringify({ type: 'auth', userId, ...(lastEventId !== undefined ? { lastEventId } : {}) }));
  return sock.next('auth_success');
}

export const settle = (ms = 50) => new Promise((r) => setTimeout(r, ms));
