import { Navigate } from 'react-router';
import LoginPage from '../features/auth/routes/login-page';
import { publicCalculatorRoutes } from './calculator-routes';
import { guidelineRedirects, publicGuidelineRoutes } from './guideline-routes';
import { PublicOnly } from './public-only';
import { page, type AppRoute } from './router';

// The route table (spec §2): the only place features meet, with signed-in-routes.tsx. Pages, and
// the gates that bring the app shell, load lazily, so the first screen (/login, the one page in
// the entry chunk) ships only what it needs (`npm run size`). This file holds the routes open to
// everyone; a signed-in page goes in signed-in-routes.tsx.

/** The floating reference button around pages outside both layouts (loaded with them, not up front). */
const withReferenceButton = async () => ({ Component: (await import('./shell/with-reference-button')).WithReferenceButton });

export const routes: AppRoute[] = [
  { path: '/auth', element: <Navigate to="/login" replace /> },
  ...guidelineRedirects,
  {
    element: <PublicOnly />,
    children: [
      // The first screen, in the entry chunk: no second round trip before the form can render
      // (it uses only the first-screen recipes of theme.ts).
      { path: '/login', element: <LoginPage /> },
      { path: '/register', lazy: page(() => import('../features/auth/routes/register-page')) },
      {
        lazy: withReferenceButton,
        children: [{ path: '/reset-password', lazy: page(() => import('../features/auth/routes/reset-password-page')) }],
      },
    ],
  },
  {
    lazy: withReferenceButton,
    children: [
      { path: '/policies/terms', lazy: page(() => import('../features/legal/routes/terms-page')) },
      { path: '/policies/privacy', lazy: page(() => import('../features/legal/routes/privacy-page')) },
    ],
  },
  {
    lazy: async () => ({ Component: (await import('./access-gate')).OpenToAll }),
    children: [
      ...publicCalculatorRoutes,
      ...publicGuidelineRoutes,
    ],
  },
  // Everything else is signed-in only: that table, with the app shell, loads with its own chunk
  // (signed-in-routes.tsx), so the signed-in pages do not weigh on the first screen.
  { path: '*', lazy: async () => ({ Component: (await import('./signed-in-routes')).SignedInArea }) },
];
