import { RequireAuth } from './access-gate';
import { signedInCalculatorRoutes } from './signed-in-calculator-routes';
import { signedInReferenceRoutes } from './reference-routes';
import { createRouteTable, page, RouteTable, type AppRoute } from './router';
import { beforeLazyPage } from './before-lazy-page';

// The signed-in part of the route table (spec §2): every path routes.tsx does not match comes
// here (its '*' route), with this module's chunk, and this table sends a signed-out visitor to
// /login (RequireAuth), also for paths no page has. Its pages still load one by one, lazily.

const signedInRoutes: AppRoute[] = [
  {
    element: <RequireAuth />,
    children: [
      { path: '/', lazy: page(() => import('./dashboard/dashboard-page')) },
      { path: '/dashboard', lazy: page(() => import('./dashboard/dashboard-page')) },
      { path: '/patients', lazy: page(() => import('../features/patients/routes/patients-page')) },
      // FHIR bundles into the clinic (a static path: it ranks above /patients/:id).
      { path: '/patients/import', lazy: page(() => import('../features/fhir-import/routes/import-page')) },
      // The chart, composed with the calculators' prefill links in app/chart-route.tsx.
      { path: '/patients/:id', lazy: page(() => import('./chart-route')) },
      { path: '/appointments', lazy: page(() => import('../features/appointments/routes/appointments-page')) },
      { path: '/messages', lazy: page(() => import('../features/messages/routes/messages-page')) },
      { path: '/labs', lazy: page(() => import('../features/labs/routes/labs-page')) },
      { path: '/ai-medassist', lazy: page(() => import('../features/ai-assistant/routes/ai-medassist-page')) },
      { path: '/profile', lazy: page(() => import('../features/account/routes/profile-page')) },
      { path: '/settings', lazy: page(() => import('./settings-route')) },
      { path: '/clinic', lazy: page(() => import('../features/clinic-admin/routes/clinic-page')) },
      { path: '/clinic/audit', lazy: page(() => import('../features/clinic-admin/routes/audit-page')) },
      // Guidelines: the publishers' portal.
      { path: '/guidelines-link', lazy: page(() => import('../features/guidelines/routes/guideline-portals-page')) },
      ...signedInReferenceRoutes,
      // Calculators behind the access gate (built from the catalogue in signed-in-calculator-routes.ts).
      ...signedInCalculatorRoutes,
      { path: '*', lazy: page(() => import('../components/not-found-page')) },
    ],
  },
];

const table = createRouteTable(signedInRoutes, beforeLazyPage);

/** The signed-in pages inside the app shell (routes.tsx's '*' route). */
export function SignedInArea() {
  return <RouteTable table={table} />;
}
