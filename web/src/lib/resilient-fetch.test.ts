import { describe, expect, it } from 'vitest';
import { resilientFetch } from './resilient-fetch';

function fakeServer(answers: (number | 'drop')[]) {
  const seen: { method: string; key: string | null }[] = [];
  const base = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    seen.push({ method: init?.method ?? 'GET', key: headers.get('Idempotency-Key') });
    const next = answers.shift() ?? 200;
    if (next === 'drop') throw new TypeError('Failed to fetch');
    return new Response('{}', { status: next, headers: next === 503 ? { 'Retry-After': '0' } : {} });
  }) as typeof fetch;
  return { base, seen };
}

describe('resilientFetch', () => {
  it('retries a POST whose answer was lost with the same Idempotency-Key', async () => {
    const { base, seen } = fakeServer(['drop', 201]);
    const res = await resilientFetch(base, [0, 0])('/api/patients', { method: 'POST', body: '{}' });
    expect(res.status).toBe(201);
    expect(seen).toHaveLength(2);
    expect(seen[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[1]!.key).toBe(seen[0]!.key);
  });

  it('retries a 503 and gives up after the last delay, returning the last answer', async () => {
    const { base, seen } = fakeServer([503, 503, 503, 200]);
    const res = await resilientFetch(base, [0, 0])('/api/patients');
    expect(res.status).toBe(503);
    expect(seen).toHaveLength(3);
    expect(seen[0]!.key).toBeNull(); // reads carry no key
  });

  it('never retries a PATCH or DELETE that failed on the network (the server may have applied it)', async () => {
    const { base, seen } = fakeServer(['drop', 200]);
    await expect(resilientFetch(base, [0, 0])('/api/patients/1', { method: 'PATCH', body: '{}' })).rejects.toThrow('Failed to fetch');
    expect(seen).toHaveLength(1);
  });

  it('keeps a caller’s own key and does not retry other errors', async () => {
    const { base, seen } = fakeServer([409, 200]);
    const res = await resilientFetch(base, [0, 0])('/api/messages', { method: 'POST', headers: { 'Idempotency-Key': 'mine' } });
    expect(res.status).toBe(409);
    expect(seen).toEqual([{ method: 'POST', key: 'mine' }]);
  });
});
