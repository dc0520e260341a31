import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '../app';
import { ORIGIN, signedInDoctor } from '../test/helpers';
import { isTransientDbError } from './transient';

const OVERLOADED = new Error('D1_ERROR: D1 DB is overloaded. Too many requests queued.');

/** The real database, except that every query through a D1 session fails as an overloaded D1 does. */
function overloaded(d1: D1Database): D1Database {
  const failing = { prepare: () => { throw OVERLOADED; }, batch: () => Promise.reject(OVERLOADED), getBookmark: () => null };
  return new Proxy(d1, { get: (target, prop) => (prop === 'withSession' ? () => failing : Reflect.get(target, prop)) });
}

describe('transient D1 errors', () => {
  it('recognises the retryable D1 messages, also when wrapped', () => {
    expect(isTransientDbError(OVERLOADED)).toBe(true);
    expect(isTransientDbError(new Error('query failed', { cause: new Error('Network connection lost.') }))).toBe(true);
    expect(isTransientDbError(new Error('UNIQUE constraint failed: users.email'))).toBe(false);
  });

  it('answer 503 with Retry-After, never a success, and nothing is stored', async () => {
    const { client, user } = await signedInDoctor();
    const busyEnv = { ...env, DB: overloaded(env.DB), DB_EU: overloaded(env.DB_EU) };
    const send = (method: string, path: string, body?: unknown) =>
      app.fetch(
        new Request(`${ORIGIN}${path}`, {
          method,
          headers: { Cookie: client.cookie, 'Content-Type': 'application/json', Origin: ORIGIN },
          ...(body ? { body: JSON.stringify(body) } : {}),
        }),
        busyEnv,
        { waitUntil: () => {}, passThroughOnException: () => {}, props: {} } as unknown as ExecutionContext,
      );
    const write = await send('POST', '/api/patients', { fullName: 'Lost Write', age: 30, gender: 'Female', condition: '', contactNumber: '', email: '' });
    expect(write.status).toBe(503);
    expect(write.headers.get('Retry-After')).toBe('2');
    expect(((await write.json()) as { message: string }).message).toBe('The database is busy right now. Please try again in a moment.');
    expect((await send('GET', '/api/patients')).status).toBe(503);
    const stored = await env.DB.prepare('SELECT count(*) AS n FROM patients WHERE clinic_id = ?').bind(user.clinicId).first<{ n: number }>();
    expect(stored!.n).toBe(0);
  });
});
