import { Navigate, type RouteObject } from 'react-router';
import { OpenToAll, PublicOnly, RequireAuth } from './access-gate';
import { publicCalculatorRoutes, signedInCalculatorRoutes } from './calculator-routes';
import { guidelineRedirects, publicGuidelineRoutes, signedInGuidelineRoutes } from './guideline-routes';
import { signedInReferenceRoutes } from './reference-routes';

// The route table (spec §2): the only place features meet. Pages load lazily so the first
// screen ships only what it needs.

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

export const routes: RouteObject[] = [
  { path: '/auth', element: <Navigate to="/login" replace /> },
  ...guidelineRedirects,
  {
    element: <PublicOnly />,
    children: [
      { path: '/login', lazy: page(() => import('../features/auth/routes/login-page')) },
      { path: '/register', lazy: page(() => import('../features/auth/routes/register-page')) },
      { path: '/reset-password', lazy: page(() => import('../features/auth/routes/reset-password-page')) },
    ],
  },
  { path: '/policies/terms', lazy: page(() => import('../features/legal/routes/terms-page')) },
  { path: '/policies/privacy', lazy: page(() => import('../features/legal/routes/privacy-page')) },
  {
    element: <OpenToAll />,
    children: [
      ...publicCalculatorRoutes,
      ...publicGuidelineRoutes,
    ],
  },
  {
    element: <RequireAuth />,
    children: [
      { path: '/', lazy: page(() => import('./dashboard/dashboard-page')) },
      { path: '/dashboard', lazy: page(() => import('./dashboard/dashboard-page')) },
      { path: '/patients', lazy: page(() => import('../features/patients/routes/patients-page')) },
      { path: '/appointments', lazy: page(() => import('../features/appointments/routes/appointments-page')) },
      { path: '/messages', lazy: page(() => import('../features/messages/routes/messages-page')) },
      { path: '/labs', lazy: page(() => import('../features/labs/routes/labs-page')) },
      { path: '/ai-medassist', lazy: page(() => import('../features/ai-assistant/routes/ai-medassist-page')) },
      { path: '/profile', lazy: page(() => import('../features/account/routes/profile-page')) },
      { path: '/settings', lazy: page(() => import('../features/account/routes/settings-page')) },
      { path: '/clinic', lazy: page(() => import('../features/clinic-admin/routes/clinic-page')) },
      { path: '/clinic/audit', lazy: page(() => import('../features/clinic-admin/routes/audit-page')) },
      ...signedInGuidelineRoutes,
      ...signedInReferenceRoutes,
      ...signedInCalculatorRoutes,
      { path: '*', lazy: page(() => import('../components/not-found-page')) },
    ],
  },
];
