import LoginPage from '../features/auth/routes/login-page';
import { PublicOnly } from './public-only';
import type { AppRoute } from './router';

/**
 * /login, the first screen: the one page in the entry chunk, served before the route table
 * (routes.tsx, a chunk of its own) has loaded, so the form renders with no second round trip.
 * It uses only the first-screen recipes of theme.ts.
 */
export const loginRoute: AppRoute = { element: <PublicOnly />, children: [{ path: '/login', element: <LoginPage /> }] };
