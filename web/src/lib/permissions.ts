import { can, type Membership, type Permission } from '../../../core/permissions';
import type { PublicUser } from '../../../core/schemas/user';
import { useCurrentUser } from './current-user';

/** The signed-in user's membership in the active clinic, as the permission matrix reads it. */
export function membershipOf(user: Pick<PublicUser, 'role' | 'clinicRole'> | null | undefined): Membership | null {
  return user ? { role: user.role, owner: user.clinicRole === 'owner' } : null;
}

/**
 * Whether the signed-in user holds `permission` (core/permissions.ts, the matrix the server enforces):
 * what a role cannot do is not offered. False while the user is still loading.
 */
export function useCan(permission: Permission): boolean {
  const { data } = useCurrentUser();
  return can(membershipOf(data), permission);
}

/** The user's permission check as a function, for lists of items each naming a permission. */
export function useCanCheck(): (permission: Permission | undefined) => boolean {
  const { data } = useCurrentUser();
  const member = membershipOf(data);
  return (permission) => permission === undefined || can(member, permission);
}
