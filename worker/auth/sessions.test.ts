import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInDoctor, sessionIdOf } from '../test/helpers';
import { loadSession, sessionHandle } from './sessions';

// The per-request cost of a session check (issue 16's budget): one call to the user's hub, and
// nothing recomputed that cannot have changed.
afterEach(() => {
  vi.restoreAllMocks();
});

describe('loadSession', () => {
  it('digests a session id into its handle once per isolate, not on every request', async () => {
    const { client, user } = await signedInDoctor();
    const id = sessionIdOf(client.cookie);
    expect((await loadSession(env, id))?.userId).toBe(user.id);
    const digest = vi.spyOn(crypto.subtle, 'digest');
    const again = await loadSession(env, id);
    expect(again?.handle).toBe(await sessionHandle(id));
    // The one digest counted is sessionHandle's own call just above.
    expect(digest).toHaveBeenCalledTimes(1);
  });
});
