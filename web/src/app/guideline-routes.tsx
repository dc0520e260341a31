import { Navigate, type RouteObject } from 'react-router';
import { PlaceholderPage } from '../components/placeholder-page';

// Guideline routes (spec §2): the three variants and the debug page are public;
// the publishers' portal (/guidelines-link) is signed-in.

/** Routes open to everyone. */
export const publicGuidelineRoutes: RouteObject[] = [
  { path: '/guidelines', element: <PlaceholderPage title="Clinical Guidelines" /> },
  { path: '/reference/clinical-guidelines', element: <PlaceholderPage title="Clinical Guidelines" /> },
  { path: '/reference/debug-guidelines', element: <PlaceholderPage title="Guidelines Debug" /> },
  { path: '/guidelines-integrated', element: <PlaceholderPage title="Clinical Guidelines" /> },
];

/** /guidelines-direct redirects (spec §2). */
export const guidelineRedirects: RouteObject[] = [{ path: '/guidelines-direct', element: <Navigate to="/reference/clinical-guidelines" replace /> }];

/** Routes behind the access gate. */
export const signedInGuidelineRoutes: RouteObject[] = [{ path: '/guidelines-link', element: <PlaceholderPage title="Guidelines Portal" /> }];
