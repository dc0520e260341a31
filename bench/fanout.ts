/** Registers a doctor and returns their id and session cookie. */
async function register(baseURL: string, tag: string, inviteCode?: string): Promise<{ id: number; cookie: string }> {
  const email = `${tag}${Date.now().toString(36)}@bench.example`;
  const res = await fetch(`${baseURL}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, name: `Dr ${tag}`, country: 'us', specialty: 'cardiology', password: 'bench-password', ...(inviteCode ? { inviteCode } : {}) }),
  });
  if (res.status !== 201) throw new Error(`register ${res.status}`);
  const user = (await res.json()) as { id: number };
  return { id: user.id, cookie: /sid=[^;]+/.exec(res.headers.get('set-cookie') ?? '')![0] };
}

/** Node 22's WebSocket client (undici), which — unlike a browser's — accepts request headers. */
interface ClientSocket {
  onopen: (() => void) | null;
  onmessage: ((e: { data: unknown }) => void) | null;
  onerror: (() => void) | null;
  send(data: string): void;
  close(): void;
}
const NodeWebSocket = (globalThis as unknown as { WebSocket: new (url: string, init: { headers: Record<string, string> }) => ClientSocket }).WebSocket;

/**
 * One user with `sockets` open connections (phone, tablets, tabs…); a colleague sends messages and
 * we time, per socket, from the send to the live frame's arrival. Returns all delivery times.
 */
export async function measureFanout(baseURL: string, sockets: number, rounds: number): Promise<number[]> {
  const sender = await register(baseURL, 'sender');
  const invite = (await (await fetch(`${baseURL}/api/clinic/invites`, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: sender.cookie }, body: '{}' })).json()) as { code: string };
  const receiver = await register(baseURL, 'receiver', invite.code);
  const wsURL = baseURL.replace('http', 'ws') + '/ws';

  let pending: { started: number; got: number; resolve: () => void } | null = null;
  const times: number[] = [];
  const open: ClientSocket[] = [];
  await Promise.all(
    Array.from({ length: sockets }, () => new Promise<void>((resolve, reject) => {
      const ws = new NodeWebSocket(wsURL, { headers: { Cookie: receiver.cookie, Origin: baseURL } });
      ws.onopen = () => ws.send(JSON.stringify({ type: 'auth', userId: receiver.id }));
      ws.onmessage = (e) => {
        const frame = JSON.parse(String(e.data)) as { type: string };
        if (frame.type === 'auth_success') return resolve();
        if (frame.type === 'message' && pending) {
          times.push(performance.now() - pending.started);
          if (++pending.got === sockets) pending.resolve();
        }
      };
      ws.onerror = () => reject(new Error('socket error'));
      open.push(ws);
    })),
  );
  for (let i = 0; i < rounds; i++) {
    await new Promise<void>((resolve) => {
      pending = { started: performance.now(), got: 0, resolve };
      void fetch(`${baseURL}/api/messages`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: sender.cookie },
        body: JSON.stringify({ toId: receiver.id, content: `bench ${i}` }),
      });
    });
  }
  for (const ws of open) ws.close();
  return times;
}
