import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { useCurrentUser } from '../features/auth/api';
import { useInSlices } from '../lib/in-slices';
import { afterSignIn } from '../lib/return-path';

/**
 * Login and register: a signed-in user is sent to the dashboard, or to the notification link that
 * brought them to sign in (lib/return-path.ts). Kept apart from the other gates
 * (access-gate.tsx), which bring the app shell: the first screen (/login) must not load the shell.
 */
export function PublicOnly() {
  const { data: user, isPending } = useCurrentUser();
  // The session's answer arrives as an urgent update, which would render the whole login page in
  // one task: the page follows it in slices (lib/in-slices.ts), the loading screen staying
  // meanwhile. A user signing in goes on at once (a cheap redirect).
  const { catchingUp } = useInSlices(user);
  const location = useLocation();
  if (isPending || (catchingUp && !user)) return <LoadingScreen />;
  if (user) return <Navigate to={afterSignIn(location.state, window.location.origin)} replace />;
  return <Outlet />;
}
