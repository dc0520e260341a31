import { msg } from '../../core/i18n/msg';
import type { MiddlewareHandler } from 'hono';
import { ApiException } from '../errors';
import type { AppEnv } from '../env';
import { loadSession, sessionIdFrom } from './sessions';

/** Every protected route: a live session (asked of the user's hub: one call) or 401. Sets `session`. */
export const requireSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const id = sessionIdFrom(c);
  const session = id ? await loadSession(c.env, id) : null;
  if (!session) throw new ApiException(401, msg('Not authenticated.'));
  c.set('session', session);
  await next();
};
