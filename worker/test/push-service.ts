import { vi } from 'vitest';
import { toBase64Url } from '../../core/web-push/base64url';
import { decryptPayload } from '../../core/web-push/encryption';
import { generateRawKeyPair, type RawKeyPair } from '../../core/web-push/p256';
import { verifyVapidAuthorization, type VerifiedVapid } from '../../core/web-push/vapid';

export interface ReceivedPush {
  endpoint: string;
  headers: Headers;
  vapid: VerifiedVapid | null;
  payload: Record<string, unknown>;
}

/**
 * A stand-in push service at http://127.0.0.1:<port>: the Worker's (and its hubs') outbound fetch
 * to that origin lands here with the real request bytes. It does what a push service and the
 * browser do together: checks the VAPID JWT against its key, decrypts the body with the
 * subscription's private key, and answers 201 — or 410 for subscriptions marked gone.
 */
export async function startPushService(port = 9 + Math.floor(Math.random() * 50_000) + 10_000) {
  const origin = `http://127.0.0.1:${port}`;
  const subscribers = new Map<string, { keys: RawKeyPair; auth: string }>();
  const gone = new Set<string>();
  const received: ReceivedPush[] = [];
  const waiters: (() => void)[] = [];
  const realFetch = globalThis.fetch;

  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(`${origin}/`)) return realFetch(input, init);
    if (gone.has(request.url)) return new Response('gone', { status: 410 });
    const subscriber = subscribers.get(request.url);
    if (!subscriber) return new Response('unknown', { status: 404 });
    const body = new Uint8Array(await request.arrayBuffer());
    const vapid = await verifyVapidAuthorization(request.headers.get('Authorization') ?? '');
    const plain = await decryptPayload(body, subscriber.keys, subscriber.auth);
    received.push({ endpoint: request.url, headers: request.headers, vapid, payload: JSON.parse(new TextDecoder().decode(plain)) as Record<string, unknown> });
    waiters.splice(0).forEach((w) => w());
    return new Response(null, { status: 201 });
  });

  let counter = 0;
  return {
    origin,
    received,
    /** A new browser subscription: its endpoint here and its keys, as PushSubscription.toJSON() gives them. */
    async subscription() {
      counter += 1;
      const keys = await generateRawKeyPair();
      const auth = toBase64Url(crypto.getRandomValues(new Uint8Array(16)));
      const endpoint = `${origin}/push/${counter}-${crypto.randomUUID()}`;
      subscribers.set(endpoint, { keys, auth });
      return { endpoint, expirationTime: null, keys: { p256dh: keys.publicKey, auth } };
    },
    /** From now on the push service answers 410 Gone for this endpoint (the browser unsubscribed). */
    expire(endpoint: string) {
      gone.add(endpoint);
    },
    /** Resolves once `count` pushes have arrived in total, or rejects after `timeoutMs`. */
    async waitFor(count: number, timeoutMs = 3000): Promise<ReceivedPush[]> {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`only ${received.length} of ${count} pushes arrived`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return received;
    },
    stop() {
      spy.mockRestore();
    },
  };
}
