import { Navigate } from 'react-router';
import type { AppRoute } from './router';

// Guideline routes (spec §2): the three variants and the debug page are public (here);
// the publishers' portal (/guidelines-link) is signed-in (signed-in-routes.tsx).

/** Routes open to everyone. */
export const publicGuidelineRoutes: AppRoute[] = [
  { path: '/guidelines', lazy: async () => ({ Component: (await import('../features/guidelines/routes/guidelines-page')).default }) },
  { path: '/reference/clinical-guidelines', lazy: async () => ({ Component: (await import('../features/guidelines/routes/clinical-guidelines-page')).default }) },
  { path: '/reference/debug-guidelines', lazy: async () => ({ Component: (await import('../features/guidelines/routes/debug-guidelines-page')).default }) },
  { path: '/guidelines-integrated', lazy: async () => ({ Component: (await import('../features/guidelines/routes/integrated-guidelines-page')).default }) },
];

/** /guidelines-direct redirects (spec §2). */
export const guidelineRedirects: AppRoute[] = [{ path: '/guidelines-direct', element: <Navigate to="/reference/clinical-guidelines" replace /> }];
