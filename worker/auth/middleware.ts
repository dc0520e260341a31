import type { MiddlewareHandler } from 'hono';
import { ApiException } from '../errors';
import type { AppEnv } from '../env';
import { loadSession, sessionIdFrom } from './sessions';

/** Every protected route: a live session or 401. Sets `session` (user id and clinic id). */
export const requireSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const id = sessionIdFrom(c);
  const session = id ? await loadSession(c.env.SESSIONS, id) : null;
  if (!session) throw new ApiException(401, 'Not authenticated.');
  c.set('session', session);
  await next();
};
