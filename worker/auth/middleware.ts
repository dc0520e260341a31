import { and, eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { sessionDb } from '../db/request-db';
import { users } from '../db/schema';
import { ApiException } from '../errors';
import type { AppEnv } from '../env';
import { loadSession, sessionIdFrom } from './sessions';

/** Every protected route: a live session (asked of the user's hub: one call) or 401. Sets `session`. */
export const requireSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const id = sessionIdFrom(c);
  const session = id ? await loadSession(c.env, id) : null;
  if (!session) throw new ApiException(401, 'Not authenticated.');
  c.set('session', session);
  await next();
};

/** Owner-only routes (clinic settings, invites, API keys, audit): 403 for members. Runs after requireSession. */
export const requireOwner: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { userId, clinicId } = c.get('session');
  const row = await sessionDb(c)
    .select({ role: users.clinicRole })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.clinicId, clinicId)))
    .get();
  if (row?.role !== 'owner') throw new ApiException(403, 'Only the clinic owner can do this.');
  await next();
};
