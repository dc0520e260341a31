import { Navigate, useLocation } from 'react-router';
import type { PublicUser } from '../../../core/schemas/user';
import { LoadingScreen } from '../components/loading-screen';
import { useCurrentUser } from '../features/auth/api';
import { isOfflineError } from '../lib/current-user';
import { useInSlices } from '../lib/in-slices';
import { signInState, withoutPushMarker } from '../lib/return-path';
import { userScopeKey } from '../lib/user-scope';
import { OfflineGate } from './offline-gate';
import { AppShell } from './shell/app-shell';
import { PublicLayout } from './shell/public-layout';
import { UserState } from './user-state';

// The gates that bring a frame (the shell or the public frame). Loaded lazily (routes.tsx), so the
// first screen (/login, gated by public-only.tsx) ships without the shell.

/**
 * The signed-in user as a gate shows it. The frame and page that follow the session's answer (the
 * largest render of a start: shell, menus, the page's first state) render in slices
 * (lib/in-slices.ts) while the gate keeps 'Loading...'. Being signed out, or another user, shows at
 * once: no page of a user outlives that user.
 */
function useGateUser(): { user: PublicUser | null | undefined; isPending: boolean; error: Error | null } {
  const { data, isPending, error } = useCurrentUser();
  const shown = useInSlices(data).value;
  if (!data) return { user: data, isPending, error };
  const caughtUp = shown?.id === data.id;
  return { user: caughtUp ? data : undefined, isPending: isPending || !caughtUp, error };
}

/**
 * Signed-in-only pages: 'Loading...' while the user loads, /login when signed out, else the shell.
 * Only a link a notification click opened (marked `from=push`) goes to /login as the page to come
 * back to; once signed in the marker leaves the URL, so a session ending later on that page hands
 * nothing to whoever signs in next (lib/return-path.ts).
 */
export function RequireAuth() {
  const { user, isPending, error } = useGateUser();
  const location = useLocation();
  if (isPending) return <LoadingScreen />;
  if (user === undefined && isOfflineError(error)) return <OfflineGate />;
  if (!user) return <Navigate to="/login" replace state={signInState(location)} />;
  const unmarked = withoutPushMarker(location);
  if (unmarked !== null) return <Navigate to={unmarked} replace />;
  return (
    <UserState owner={userScopeKey(user)}>
      <AppShell user={user} />
    </UserState>
  );
}

/** Public pages (calculators, guidelines): inside the shell when signed in, a light frame when not. */
export function OpenToAll() {
  const { user, isPending } = useGateUser();
  if (isPending) return <LoadingScreen />;
  return <UserState owner={user ? userScopeKey(user) : null}>{user ? <AppShell user={user} /> : <PublicLayout />}</UserState>;
}
