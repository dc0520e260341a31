import { and, eq, isNull } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { can, type Membership, type Permission, type StaffRole } from '../../core/permissions';
import type { Db } from '../db/client';
import { sessionDb } from '../db/request-db';
import { users } from '../db/schema';
import type { AppEnv } from '../env';
import { ApiException } from '../errors';

/** A route's permission middleware, carrying the permission so the route table can be checked against the matrix. */
export type PermissionGuard = MiddlewareHandler<AppEnv> & { readonly permission: Permission };

/** The signed-in user's membership in a clinic (role and owner flag), or undefined when they have none there. */
export async function membershipOf(db: Db, userId: number, clinicId: number): Promise<Membership | undefined> {
  const row = await db
    .select({ role: users.role, clinicRole: users.clinicRole })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.clinicId, clinicId), isNull(users.disabledAt), isNull(users.removedAt)))
    .get();
  return row ? { role: row.role as StaffRole, owner: row.clinicRole === 'owner' } : undefined;
}

/**
 * Every route declares the permission it needs (core/permissions.ts): 403 unless the session's
 * membership holds it, read from the database on each request so a role change applies at once.
 * Sets `member` for routes that shape their answer by role. A lab system's API key (no session,
 * routes/lab-results.ts) is the clinic's integration, not a member: its scope is the route itself.
 */
export function allow(permission: Permission): PermissionGuard {
  const guard: MiddlewareHandler<AppEnv> = async (c, next) => {
    const session = c.get('session') as AppEnv['Variables']['session'] | undefined;
    if (!session) {
      if (c.get('author')?.userId === null) return next();
      throw new ApiException(401, 'Not authenticated.');
    }
    const member = await membershipOf(sessionDb(c), session.userId, session.clinicId);
    if (!can(member, permission)) throw new ApiException(403, forbiddenMessage(permission));
    c.set('member', member!);
    await next();
  };
  return Object.assign(guard, { permission });
}

function forbiddenMessage(permission: Permission): string {
  if (permission === 'clinic:admin' || permission === 'patients:restore' || permission === 'clinic:export') return 'Only the clinic owner can do this.';
  return 'Your role in this clinic does not allow this.';
}
