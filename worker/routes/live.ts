import { Hono } from 'hono';
import { loadSession, sessionIdFrom } from '../auth/sessions';
import type { AppEnv } from '../env';
import { isSameOrigin } from '../middleware/security';
import { locationHintFromRequest } from '../db/regions';
import { hubOf } from '../notifications/publish';

/** GET /ws: upgrades only with a live session and a same-origin Origin, into the user's own hub. */
export const liveRoutes = new Hono<AppEnv>().get('/ws', async (c) => {
  if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket') {
    return c.json({ message: 'Expected a WebSocket upgrade.' }, 426);
  }
  // A browser always sends Origin on a WebSocket handshake; a foreign page must not ride our cookie.
  if (!c.req.header('Origin') || !isSameOrigin(c.req.raw)) return c.json({ message: 'Cross-origin WebSocket refused.' }, 403);
  const id = sessionIdFrom(c);
  const session = id ? await loadSession(c.env, id) : null;
  if (!session) return c.json({ message: 'Not authenticated.' }, 401);

  const headers = new Headers(c.req.raw.headers);
  headers.set('X-MedAssist-User-Id', String(session.userId));
  headers.set('X-MedAssist-Session', session.handle);
  // The user's socket is the hub's first and main client: create it near them.
  return hubOf(c.env, session.userId, locationHintFromRequest(c.req.raw)).fetch(new Request(c.req.raw.url, { headers }));
});
