// Critical result → Web Push latency (issue 20, DESIGN.md §7 second stage): from a lab result's
// POST to the push service receiving the encrypted request, for a doctor with one subscription and
// with 100. The push service is a stand-in HTTP server on 127.0.0.1 (the server under test runs
// with PUSH_ALLOW_LOCAL_HTTP=on): it takes what a real one takes (a VAPID-signed aes128gcm POST)
// and answers 201, recording when each request arrived.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const CRITICAL = [{ name: 'Potassium', value: '6.9', unit: 'mmol/L', referenceRange: '3.5-5.1', status: 'critical' }];

/** `wrangler dev` flags that switch Web Push on for a throwaway server: a fresh VAPID pair and the local-endpoint switch. */
export async function pushVarFlags(): Promise<string[]> {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const publicKey = Buffer.from(await crypto.subtle.exportKey('raw', pair.publicKey)).toString('base64url');
  const { d } = (await crypto.subtle.exportKey('jwk', pair.privateKey)) as JsonWebKey;
  return ['--var', `VAPID_PUBLIC_KEY:${publicKey}`, '--var', `VAPID_PRIVATE_KEY:${d}`, '--var', 'VAPID_SUBJECT:mailto:bench@medassist.invalid', '--var', 'PUSH_ALLOW_LOCAL_HTTP:on'];
}

/** A browser-side subscription's keys: a P-256 public key (uncompressed point) and a 16-byte auth secret, base64url. */
async function subscriptionKeys(): Promise<{ p256dh: string; auth: string }> {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])) as CryptoKeyPair;
  return {
    p256dh: Buffer.from(await crypto.subtle.exportKey('raw', pair.publicKey)).toString('base64url'),
    auth: Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64url'),
  };
}

function startStandInPushService(onPush: (path: string, at: number) => void): Promise<{ origin: string; close(): Promise<void> }> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const at = performance.now();
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      // What a push service insists on before it accepts: an encrypted body and a VAPID authorization.
      const valid = req.method === 'POST' && req.headers['content-encoding'] === 'aes128gcm' && /^vapid t=.+, k=.+/.test(req.headers.authorization ?? '') && Buffer.concat(chunks).length > 86;
      res.writeHead(valid ? 201 : 400).end();
      if (valid) onPush(req.url ?? '', at);
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ origin: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

let registrations = 0;
async function registerDoctor(baseURL: string): Promise<string> {
  const email = `push${Date.now().toString(36)}${++registrations}@bench.example`;
  const res = await fetch(`${baseURL}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': `198.19.1.${registrations % 250}` },
    body: JSON.stringify({ email, name: 'Dr Push Bench', country: 'us', specialty: 'cardiology', password: 'bench-password' }),
  });
  if (res.status !== 201) throw new Error(`register ${res.status}`);
  return /(?:__Host-)?sid=[^;]+/.exec(res.headers.get('set-cookie') ?? '')![0];
}

async function post(baseURL: string, cookie: string, path: string, body: unknown): Promise<Response> {
  const res = await fetch(`${baseURL}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: cookie }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return res;
}

/**
 * A doctor (alone in a new clinic) with `subscriptions` push subscriptions; per round one critical
 * result is posted and every subscription's push awaited. Returns, per round, each push's time from
 * the POST being sent to its arrival, in ms.
 */
export async function measurePush(baseURL: string, subscriptions: number, rounds: number): Promise<number[][]> {
  let round: { started: number; arrivals: number[]; resolve: () => void } | null = null;
  const service = await startStandInPushService((_path, at) => {
    if (!round) return;
    round.arrivals.push(at - round.started);
    if (round.arrivals.length === subscriptions) round.resolve();
  });
  try {
    const cookie = await registerDoctor(baseURL);
    for (let i = 0; i < subscriptions; i++) {
      await post(baseURL, cookie, '/api/push/subscriptions', { endpoint: `${service.origin}/push/${i}`, expirationTime: null, keys: await subscriptionKeys() });
    }
    const patient = (await (await post(baseURL, cookie, '/api/patients', { fullName: 'Bench Critical', age: 70, gender: 'Female' })).json()) as { id: number };
    const results: number[][] = [];
    for (let r = -2; r < rounds; r++) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const done = new Promise<void>((resolve, reject) => {
        round = { started: performance.now(), arrivals: [], resolve };
        timer = setTimeout(() => reject(new Error(`only ${round?.arrivals.length} of ${subscriptions} pushes arrived`)), 30_000);
      });
      await post(baseURL, cookie, '/api/lab-results', { patientId: patient.id, labName: 'Potassium panel', tests: CRITICAL });
      await done.finally(() => clearTimeout(timer));
      // The first two rounds warm the Worker and the doctor's hub up; they are not counted.
      if (r >= 0) results.push(round!.arrivals);
      round = null;
    }
    return results;
  } finally {
    await service.close();
  }
}
