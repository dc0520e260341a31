import { Outlet } from 'react-router';
import { PERMISSIONS, STAFF_ROLE_LABELS, type Permission } from '../../../core/permissions';
import { NotAllowedPage } from '../components/not-allowed-page';
import { t } from '../i18n';
import { useCurrentUser } from '../lib/current-user';
import { useCan } from '../lib/permissions';

/**
 * A layout route around pages that need `permission` (core/permissions.ts, the matrix the server
 * enforces): a role without it gets the "Not allowed for your role" page instead of the page and its
 * refused requests. It sits inside RequireAuth, so the user is known; a role changed meanwhile
 * reaches it with the reloaded user (a 403 reloads it, lib/user-scope.ts).
 */
export function RequirePermission({ permission }: { permission: Permission }) {
  const { data: user } = useCurrentUser();
  const allowed = useCan(permission);
  if (!user) return null;
  if (allowed) return <Outlet />;
  const roles: readonly string[] = PERMISSIONS[permission].roles;
  return <NotAllowedPage roleLabel={t(STAFF_ROLE_LABELS[user.role])} ownersOnly={roles.includes(user.role)} />;
}
