import { msg } from '../../core/i18n/msg';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { LoginSchema } from '../../core/schemas/auth';
import { sealAuditAfterRequest } from '../audit/seal-middleware';
import { endSessions, loadSession } from '../auth/sessions';
import { signIn } from '../auth/sign-in';
import { getPublicUser } from '../db/queries/users';
import { clinicDb } from '../db/request-db';
import type { AppEnv } from '../env';
import { ApiException } from '../errors';
import { apiSecurityHeaders, csrfGuard, fetchMetadataGuard } from '../middleware/security';
import { clearFrameSessionCookie, frameSessionIdFrom, setFrameSessionCookie, smartSession } from '../smart-app/frame-session';
import { validate } from '../validation';
import { smartAiRoutes } from './ai';
import { smartLaunchRoutes } from './smart-launches';
import { smartUserLinkRoutes } from './smart-user-link';

// /smart/api: the SMART workspace's own calls (DESIGN.md §9 "SMART app"), under /smart so that the
// framed session's cookie (Path=/smart, smart-app/frame-session.ts) reaches them, and answering to
// either cookie. The same guards as /api (fetch metadata, CSRF, no caching or framing, body limit):
// the framed cookie is SameSite=None, so only the Origin and Sec-Fetch-Site checks keep another
// site's page from using it.

/** Largest body these routes take (a sign-in; the rest have none). */
export const SMART_API_MAX_BODY_BYTES = 16 * 1024;

export const smartApiRoutes = new Hono<AppEnv>()
  .use(apiSecurityHeaders)
  .use(fetchMetadataGuard)
  .use(csrfGuard)
  .use(sealAuditAfterRequest)
  // The workspace's AI assistant before the 16 KB limit: it has its own (an image), as under /api.
  .route('/ai', smartAiRoutes)
  .use(bodyLimit({ maxSize: SMART_API_MAX_BODY_BYTES, onError: () => { throw new ApiException(413, msg('Request body is too large.')); } }))
  // Sign-in inside the EHR's frame: the one sign-in of /api/login (auth/sign-in.ts), its session in the framed cookie.
  .post('/login', validate('json', LoginSchema), async (c) => {
    const { username, password } = c.req.valid('json');
    const session = await signIn(c, username, password, frameSessionIdFrom(c));
    setFrameSessionCookie(c, session);
    return c.json((await getPublicUser(clinicDb(c, session.clinicId), session.userId, session.clinicId))!, 200);
  })
  // Ends the framed session (the hub's, everywhere at once) and clears its cookie.
  .post('/logout', async (c) => {
    const id = frameSessionIdFrom(c);
    const session = id ? await loadSession(c.env, id) : null;
    if (session) await endSessions(c.env, session.userId, 'logged out', { only: session.handle });
    clearFrameSessionCookie(c);
    return c.json({ message: 'You have been successfully logged out' }, 200);
  })
  // Who the workspace's window is signed in as (either cookie): `{ user: null }` when nobody.
  .get('/session', async (c) => {
    const session = await smartSession(c);
    if (!session) return c.json({ user: null }, 200);
    c.set('session', session);
    return c.json({ user: (await getPublicUser(clinicDb(c, session.clinicId), session.userId, session.clinicId)) ?? null }, 200);
  })
  .route('/launches', smartLaunchRoutes)
  .route('/user-links', smartUserLinkRoutes);

export type SmartApiType = typeof smartApiRoutes;
