import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../env';
import { handleError } from '../http/handle-error';
import { ORIGIN, signedInDoctor, TestClient } from '../test/helpers';
import { requireApiKey } from './api-key';

// Made-up API keys (issue 32): a key is looked up with reads only, `last_used_at` is rewritten at
// most every few minutes, and an address that keeps presenting unknown keys gets 429.

/** A D1 binding that records the SQL of every statement the Worker prepares on it (the real database answers). */
function recording(d1: D1Database, seen: string[]): D1Database {
  const wrap = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(t, prop) {
        const value = Reflect.get(t, prop, t) as unknown;
        if (prop === 'prepare') return (sql: string) => (seen.push(sql), (t as unknown as D1Database).prepare(sql));
        if (prop === 'withSession') return (...args: unknown[]) => wrap((t as unknown as D1Database).withSession(...(args as [string])));
        return typeof value === 'function' ? value.bind(t) : value;
      },
    });
  return wrap(d1);
}

const writes = (sql: string[]) => sql.filter((s) => /^\s*(insert|update|delete|replace)\b/i.test(s));

const app = new Hono<AppEnv>().post('/lab', requireApiKey('lab:write'), (c) => c.json(c.get('author')));
app.onError(handleError);

async function call(key: string, address: string) {
  const seen: string[] = [];
  const res = await app.request(
    `${ORIGIN}/lab`,
    { method: 'POST', headers: { Authorization: `Bearer ${key}`, 'CF-Connecting-IP': address } },
    { ...env, DB: recording(env.DB, seen), DB_EU: recording(env.DB_EU, seen) },
  );
  return { status: res.status, retryAfter: res.headers.get('Retry-After'), sql: seen };
}

let addresses = 0;
/** An address of its own per test (the limiter counts per address for a minute). */
const address = () => `203.0.113.${(addresses += 1)}`;

async function labKey() {
  const owner = await signedInDoctor();
  const key = (await (await owner.client.post('/api/clinic/api-keys', { name: 'Lab' })).json()) as { id: number; key: string };
  const lastUsed = async () =>
    (await env.DB.prepare('SELECT last_used_at AS t FROM api_keys WHERE id = ?').bind(key.id).first<{ t: number | null }>())!.t;
  return { owner, key, lastUsed };
}

describe('API key lookup', () => {
  it('an unknown, malformed or revoked key is refused 401 with reads only: not one write in either region', async () => {
    const { owner, key } = await labKey();
    const from = address();
    for (const presented of ['mak_madeUpButWellFormed0000000000000000', 'not-even-a-key']) {
      const refused = await call(presented, from);
      expect(refused.status).toBe(401);
      expect(writes(refused.sql)).toEqual([]);
    }
    expect((await owner.client.delete(`/api/clinic/api-keys/${key.id}`)).status).toBe(200);
    const revoked = await call(key.key, from);
    expect(revoked.status).toBe(401);
    expect(revoked.sql.length).toBeGreaterThan(0);
    expect(writes(revoked.sql)).toEqual([]);
  });

  it('marks a key used at most every five minutes: no write within the window, one after it', async () => {
    const { key, lastUsed } = await labKey();
    const from = address();
    const first = await call(key.key, from);
    expect(first.status).toBe(200);
    expect(writes(first.sql)).toHaveLength(1);
    const marked = await lastUsed();
    expect(marked).not.toBeNull();

    const again = await call(key.key, from);
    expect(again.status).toBe(200);
    expect(writes(again.sql)).toEqual([]);
    expect(await lastUsed()).toBe(marked);

    const sixMinutesAgo = Date.now() - 6 * 60_000;
    await env.DB.prepare('UPDATE api_keys SET last_used_at = ? WHERE id = ?').bind(sixMinutesAgo, key.id).run();
    expect((await call(key.key, from)).status).toBe(200);
    expect(await lastUsed()).toBeGreaterThan(sixMinutesAgo + 5 * 60_000);
  });
});

describe('failed API key authentications are throttled per client address', () => {
  it('after 10 failures a minute the address gets 429 with Retry-After, even with a real key; other addresses are not affected', async () => {
    const { key } = await labKey();
    const attacker = address();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await call(`mak_guess${i}xxxxxxxxxxxxxxxxxxxxxxxxxxxxx`, attacker)).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    const locked = await call(key.key, attacker);
    expect(locked).toMatchObject({ status: 429, retryAfter: '60' });
    expect((await call(key.key, address())).status).toBe(200);
  });

  it('takes the address from Cloudflare (CF-Connecting-IP), not from a forwarding header the client sets', async () => {
    const attacker = address();
    for (let i = 0; i < 11; i++) {
      await new TestClient(attacker).request('/api/lab-results', {
        method: 'POST', headers: { Authorization: `Bearer mak_guess${i}yyyyyyyyyyyyyyyyyyyyyyyy`, 'X-Forwarded-For': `192.0.2.${i}` }, json: {},
      });
    }
    const res = await new TestClient(attacker).request('/api/lab-results', { method: 'POST', headers: { Authorization: 'Bearer mak_another', 'X-Forwarded-For': '192.0.2.99' }, json: {} });
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBe('60');
  });

  it('a real key used without its scope is a 403 that does not count as a failure', async () => {
    const owner = await signedInDoctor();
    const reader = (await (await owner.client.post('/api/clinic/api-keys', { name: 'Reader', scopes: ['fhir:read'] })).json()) as { key: string };
    const from = address();
    for (let i = 0; i < 12; i++) expect((await call(reader.key, from)).status).toBe(403);
  });
});
