import WebSocket from 'ws';

let registrations = 0;
/** Registers a doctor (from an address of their own: sign-ups are limited per address) and returns their id and session cookie. */
async function register(baseURL: string, tag: string, inviteCode?: string): Promise<{ id: number; cookie: string }> {
  const email = `${tag}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@bench.example`;
  const res = await fetch(`${baseURL}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': `198.19.0.${++registrations % 250}` },
    body: JSON.stringify({ email, name: `Dr ${tag}`, country: 'us', specialty: 'cardiology', password: 'bench-password', ...(inviteCode ? { inviteCode } : {}) }),
  });
  if (res.status !== 201) throw new Error(`register ${res.status}: ${await res.text()}`);
  const user = (await res.json()) as { id: number };
  return { id: user.id, cookie: /(?:__Host-)?sid=[^;]+/.exec(res.headers.get('set-cookie') ?? '')![0] };
}

export interface FanoutResult {
  /** Per socket and warm round: from the send request to the frame's arrival, ms. */
  times: number[];
  /** The first round, on a hub that had been idle since the sockets opened: its slowest socket, ms. */
  coldLast: number;
  /** Per warm round: where its time went (one slow round of 20 decides the p95 of the 1 000-socket row). */
  rounds: RoundTiming[];
}

export interface RoundTiming {
  /** ms from the send request's start to its answer (the route answers after the hub's `notify` returns). */
  send: number;
  /** ms from the send to the first and to the last socket's frame. */
  first: number;
  last: number;
  /** CPU ms this (client) process spent in the round: reading the sockets, and a GC if one fell into it. */
  clientCpu: number;
}

/**
 * One user with `sockets` open connections (phone, tablets, tabs…); a colleague sends messages and
 * we time, per socket, from the send to the live frame's arrival.
 *
 * The first message after the sockets opened is timed apart (`coldLast`) and not counted with the
 * others: it wakes the hub (hibernated while the sockets were quiet) and pays its start-up, up to
 * ~1.5 s for 1 000 sockets on a loaded machine. Counted in, it was 20 % of the samples at 1 000
 * sockets × 5 rounds and alone set the p95 (80–205 ms from run to run). `rounds` warm rounds follow,
 * each after a short pause so one round's tail (closing buffers, the client's GC) does not run into
 * the next. The arrival time is taken before the frame is parsed.
 *
 * The clients are `ws` sockets that do not offer permessage-deflate. The Worker declines it
 * (wrangler.toml `no_web_socket_compression`, tested in worker/routes/live.test.ts), so a browser
 * in production gets plain frames; locally, though, miniflare's entry layer in front of the Worker
 * accepts the offer itself and would deflate every frame for every socket, a cost production
 * does not pay. `offerDeflate` measures that local-only case for comparison.
 */
export async function measureFanout(baseURL: string, sockets: number, rounds: number, { offerDeflate = false, critical = false } = {}): Promise<FanoutResult> {
  const sender = await register(baseURL, 'sender');
  const post = (path: string, body: unknown) => fetch(`${baseURL}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: sender.cookie }, body: JSON.stringify(body) });
  const invite = (await (await post('/api/clinic/invites', {})).json()) as { code: string };
  const receiver = await register(baseURL, 'receiver', invite.code);
  // With `critical`, each round is a critical lab result of one patient (the alert path: the result
  // and its pending alert stored, then every doctor's hub told), timed to its `critical_lab_result` frame.
  const patientId = critical ? ((await (await post('/api/patients', { fullName: 'Bench Critical', age: 60, gender: 'Female' })).json()) as { id: number }).id : 0;
  const frameType = critical ? 'critical_lab_result' : 'message';
  const wsURL = baseURL.replace('http', 'ws') + '/ws';

  let pending: { started: number; got: number; times: number[]; resolve: () => void } | null = null;
  const open: WebSocket[] = [];
  await Promise.all(
    Array.from({ length: sockets }, () => new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(wsURL, { headers: { Cookie: receiver.cookie, Origin: baseURL }, perMessageDeflate: offerDeflate });
      ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', userId: receiver.id })));
      ws.on('message', (data: Buffer) => {
        const arrived = performance.now();
        const frame = JSON.parse(data.toString()) as { type: string };
        if (frame.type === 'auth_success') return resolve();
        if (frame.type === frameType && pending) {
          pending.times.push(arrived - pending.started);
          if (++pending.got === sockets) pending.resolve();
        }
      });
      ws.on('error', () => reject(new Error('socket error')));
      open.push(ws);
    })),
  );
  const round = async (i: number): Promise<{ times: number[]; timing: RoundTiming }> => {
    const times: number[] = [];
    const cpu0 = process.cpuUsage();
    const started = performance.now();
    const arrived = new Promise<void>((resolve) => (pending = { started, got: 0, times, resolve }));
    const request = critical
      ? post('/api/lab-results', { patientId, labName: `bench ${i}`, tests: [{ name: 'Potassium', value: '6.9', unit: 'mmol/L', referenceRange: '3.5-5.1', status: 'critical' }] })
      : post('/api/messages', { toId: receiver.id, content: `bench ${i}` });
    const sent = request.then(async (res) => {
      await res.arrayBuffer();
      return performance.now() - started;
    });
    const [send] = await Promise.all([sent, arrived]);
    const cpu = process.cpuUsage(cpu0);
    return { times, timing: { send, first: Math.min(...times), last: Math.max(...times), clientCpu: (cpu.user + cpu.system) / 1000 } };
  };
  const cold = await round(0);
  const times: number[] = [];
  const timings: RoundTiming[] = [];
  for (let i = 1; i <= rounds; i++) {
    await new Promise((r) => setTimeout(r, 100));
    const warm = await round(i);
    times.push(...warm.times);
    timings.push(warm.timing);
  }
  for (const ws of open) ws.close();
  return { times, coldLast: cold.timing.last, rounds: timings };
}
