import { describe, expect, it } from 'vitest';
import { SEAL_MAX_PASSES, sealCoalesced } from './seal-middleware';

/** A seal pass the test finishes by hand, counting how many passes started. */
function controlledSeal() {
  let passes = 0;
  let finish: () => void = () => {};
  const seal = () => {
    passes++;
    return new Promise<void>((resolve) => (finish = resolve));
  };
  return { seal, passes: () => passes, finishPass: () => finish() };
}

describe('sealCoalesced', () => {
  it('runs one pass, plus one more for every burst of requests that came during it, never one per request', async () => {
    const s = controlledSeal();
    const first = sealCoalesced(1, s.seal, 0);
    for (let i = 0; i < 49; i++) void sealCoalesced(1, s.seal, 0);
    expect(s.passes()).toBe(1);
    s.finishPass();
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    // The 49 requests that came during the first pass get exactly one pass after it, which sees their rows.
    expect(s.passes()).toBe(2);
    s.finishPass();
    await first;
    expect(s.passes()).toBe(2);
  });

  it('keeps clinics apart and starts afresh once a pass is over', async () => {
    const a = controlledSeal();
    const b = controlledSeal();
    const pa = sealCoalesced(10, a.seal);
    const pb = sealCoalesced(11, b.seal);
    expect([a.passes(), b.passes()]).toEqual([1, 1]);
    a.finishPass();
    b.finishPass();
    await Promise.all([pa, pb]);
    const again = sealCoalesced(10, a.seal);
    expect(a.passes()).toBe(2);
    a.finishPass();
    await again;
  });

  it('starts the pass asked for during a running one only the spacing after that one started', async () => {
    const s = controlledSeal();
    const started = Date.now();
    const first = sealCoalesced(2, s.seal, 120);
    void sealCoalesced(2, s.seal, 120);
    s.finishPass();
    await new Promise((r) => setTimeout(r, 40));
    expect(s.passes()).toBe(1); // still waiting: rows arriving meanwhile join this next pass
    await new Promise((r) => setTimeout(r, 150));
    expect(s.passes()).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(120);
    s.finishPass();
    await first;
  });

  it('stops after its last allowed pass under endless load, freeing the clinic for a fresh sealer', async () => {
    let passes = 0;
    const seal = async () => {
      passes++;
      void sealCoalesced(30, seal, 0); // every pass sees another request arrive
    };
    await sealCoalesced(30, seal, 0);
    expect(passes).toBe(SEAL_MAX_PASSES);
    const next = controlledSeal();
    const fresh = sealCoalesced(30, next.seal);
    expect(next.passes()).toBe(1);
    next.finishPass();
    await fresh;
  });

  it('a failed pass frees the clinic for the next request', async () => {
    await expect(sealCoalesced(20, () => Promise.reject(new Error('D1 reset')))).rejects.toThrow('D1 reset');
    const s = controlledSeal();
    const next = sealCoalesced(20, s.seal);
    expect(s.passes()).toBe(1);
    s.finishPass();
    await next;
  });
});
