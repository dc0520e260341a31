import { useCurrentUser } from '../../lib/current-user';

/** Whether the signed-in user owns the clinic. */
export function useCurrentOwner() {
  const user = useCurrentUser();
  return { isPending: user.isPending, isOwner: user.data?.clinicRole === 'owner' };
}
