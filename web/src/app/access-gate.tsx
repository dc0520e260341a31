import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { useCurrentUser } from '../features/auth/api';
import { AppShell } from './shell/app-shell';
import { PublicLayout } from './shell/public-layout';

/** Signed-in-only pages: 'Loading...' while the user loads, /login when signed out, else the shell. */
export function RequireAuth() {
  const { data: user, isPending } = useCurrentUser();
  const location = useLocation();
  if (isPending) return <LoadingScreen />;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <AppShell user={user} />;
}

/** Login and register: a signed-in user is sent to the dashboard. */
export function PublicOnly() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <LoadingScreen />;
  if (user) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/** Public pages (calculators, guidelines): inside the shell when signed in, a light frame when not. */
export function OpenToAll() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <LoadingScreen />;
  return user ? <AppShell user={user} /> : <PublicLayout />;
}
