import { msg } from '../../core/i18n/msg';
import type { MiddlewareHandler } from 'hono';
import { can, type Permission } from '../../core/permissions';
import type { AppEnv } from '../env';
import { ApiException } from '../errors';

/** A route's permission middleware, carrying the permission so the route table can be checked against the matrix. */
export type PermissionGuard = MiddlewareHandler<AppEnv> & { readonly permission: Permission };

/**
 * Every route declares the permission it needs (core/permissions.ts): 403 unless the session's
 * membership in its ACTIVE clinic (issue 21) holds it. The role and owner flag come with the session
 * from the user's hub, which every role change updates at once (auth/session-registry.ts): no
 * database read per request.
 * Sets `member` for routes that shape their answer by role. A lab system's API key (no session,
 * routes/lab-results.ts) is the clinic's integration, not a member: its scope is the route itself.
 * A SMART app's access token acts for its user: that user's live role is checked as a session's is.
 */
export function allow(permission: Permission): PermissionGuard {
  const guard: MiddlewareHandler<AppEnv> = async (c, next) => {
    const session = c.get('session') as AppEnv['Variables']['session'] | undefined;
    // A SMART app's token carries its user's membership, read from D1 on this request (worker/oauth/access-token.ts).
    const smart = (c.get('fhirReader') as AppEnv['Variables']['fhirReader'] | undefined)?.smart;
    if (!session && smart) {
      if (!can(smart.member, permission)) throw new ApiException(403, forbiddenMessage(permission));
      c.set('member', smart.member);
      return next();
    }
    if (!session) {
      if (c.get('author')?.userId === null) return next();
      throw new ApiException(401, msg('Not authenticated.'));
    }
    if (!can(session.member, permission)) throw new ApiException(403, forbiddenMessage(permission));
    c.set('member', session.member);
    await next();
  };
  return Object.assign(guard, { permission });
}

function forbiddenMessage(permission: Permission): string {
  if (permission === 'clinic:admin' || permission === 'patients:restore' || permission === 'clinic:export') return msg('Only the clinic owner can do this.');
  return msg('Your role in this clinic does not allow this.');
}
