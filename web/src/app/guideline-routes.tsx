import { Navigate, type RouteObject } from 'react-router';

// Guideline routes (spec §2): the three variants and the debug page are public;
// the publishers' portal (/guidelines-link) is signed-in.

/** Routes open to everyone. */
export const publicGuidelineRoutes: RouteObject[] = [
  { path: '/guidelines', lazy: async () => ({ Component: (await import('../features/guidelines/routes/guidelines-page')).default }) },
  { path: '/reference/clinical-guidelines', lazy: async () => ({ Component: (await import('../features/guidelines/routes/clinical-guidelines-page')).default }) },
  { path: '/reference/debug-guidelines', lazy: async () => ({ Component: (await import('../features/guidelines/routes/debug-guidelines-page')).default }) },
  { path: '/guidelines-integrated', lazy: async () => ({ Component: (await import('../features/guidelines/routes/integrated-guidelines-page')).default }) },
];

/** /guidelines-direct redirects (spec §2). */
export const guidelineRedirects: RouteObject[] = [{ path: '/guidelines-direct', element: <Navigate to="/reference/clinical-guidelines" replace /> }];

/** Routes behind the access gate. */
export const signedInGuidelineRoutes: RouteObject[] = [
  { path: '/guidelines-link', lazy: async () => ({ Component: (await import('../features/guidelines/routes/guideline-portals-page')).default }) },
];
