import { Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { useCurrentUser } from '../features/auth/api';
import { isOfflineError } from '../lib/current-user';
import { signInState, withoutPushMarker } from '../lib/return-path';
import { OfflineGate } from './offline-gate';
import { AppShell } from './shell/app-shell';
import { PublicLayout } from './shell/public-layout';
import { UserState } from './user-state';

// The gates that bring a frame (the shell or the public frame). Loaded lazily (routes.tsx), so the
// first screen (/login, gated by public-only.tsx) ships without the shell.

/**
 * Signed-in-only pages: 'Loading...' while the user loads, /login when signed out, else the shell.
 * Only a link a notification click opened (marked `from=push`) goes to /login as the page to come
 * back to; once signed in the marker leaves the URL, so a session ending later on that page hands
 * nothing to whoever signs in next (lib/return-path.ts).
 */
export function RequireAuth() {
  const { data: user, isPending, error } = useCurrentUser();
  const location = useLocation();
  if (isPending) return <LoadingScreen />;
  if (user === undefined && isOfflineError(error)) return <OfflineGate />;
  if (!user) return <Navigate to="/login" replace state={signInState(location)} />;
  const unmarked = withoutPushMarker(location);
  if (unmarked !== null) return <Navigate to={unmarked} replace />;
  return (
    <UserState owner={user.id}>
      <AppShell user={user} />
    </UserState>
  );
}

/** Public pages (calculators, guidelines): inside the shell when signed in, a light frame when not. */
export function OpenToAll() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <LoadingScreen />;
  return <UserState owner={user?.id ?? null}>{user ? <AppShell user={user} /> : <PublicLayout />}</UserState>;
}
