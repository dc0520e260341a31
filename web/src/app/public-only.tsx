import { Navigate, Outlet } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { useCurrentUser } from '../features/auth/api';

/**
 * Login and register: a signed-in user is sent to the dashboard. Kept apart from the other gates
 * (access-gate.tsx), which bring the app shell: the first screen (/login) must not load the shell.
 */
export function PublicOnly() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <LoadingScreen />;
  if (user) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
