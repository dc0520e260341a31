import { Navigate } from 'react-router';
import type { Permission } from '../../../core/permissions';
import { cataloguePage, publicCalculatorRoutes, signedInCalculatorRoutes } from './calculator-routes';
import { loginRoute } from './first-screen';
import { PublicOnly } from './public-only';
import { createRouteTable, page, RouteTable, type AppRoute } from './router';
import { beforeLazyPage } from './before-lazy-page';
import { RequirePermission } from './require-permission';
import { prepareDateFormats } from '../lib/local-time-zone';

// The route table (spec §2): every page of the app, and the only place features meet. To add a
// page, add one line in the group whose gate it needs. The table is a chunk of its own, loaded for
// every path but /login (app.tsx), and each page and each gate that brings the app shell is a lazy
// chunk too, so the first screen (/login) ships only what it needs (`npm run size`).

/** Gates that bring a frame, loaded with the first page behind them (access-gate.tsx, shell/). */
const signedInOnly = async () => ({ Component: (await import('./access-gate')).RequireAuth });
const openToAll = async () => ({ Component: (await import('./access-gate')).OpenToAll });
/** The SMART workspace's: the shell's at top level, its own inside an EHR's frame (smart-gate.tsx). */
const smartWorkspaceGate = async () => ({ Component: (await import('./smart-gate')).SmartWorkspaceGate });
/**
 * Pages only roles holding `permission` may open (core/permissions.ts); any other role gets the "Not
 * allowed for your role" page there, not the page's refused requests.
 */
const onlyWith = (permission: Permission, children: AppRoute[]): AppRoute => ({ element: <RequirePermission permission={permission} />, children });
/** The floating reference button around pages outside both frames. */
const withReferenceButton = async () => ({ Component: (await import('./shell/with-reference-button')).WithReferenceButton });

export const routes: AppRoute[] = [
  { path: '/auth', element: <Navigate to="/login" replace /> },
  { path: '/guidelines-direct', element: <Navigate to="/reference/clinical-guidelines" replace /> },

  // Signed out only: a signed-in visitor goes on to the dashboard.
  loginRoute, // /login, in the entry chunk (first-screen.tsx)
  {
    element: <PublicOnly />,
    children: [
      { path: '/register', lazy: page(() => import('../features/auth/routes/register-page')) },
      { lazy: withReferenceButton, children: [{ path: '/reset-password', lazy: page(() => import('../features/auth/routes/reset-password-page')) }] },
    ],
  },

  // Everyone, outside both frames.
  {
    lazy: withReferenceButton,
    children: [
      { path: '/policies/terms', lazy: page(() => import('../features/legal/routes/terms-page')) },
      { path: '/policies/privacy', lazy: page(() => import('../features/legal/routes/privacy-page')) },
      // Why a launch from an EHR stopped (worker/routes/smart.ts sends here, signed in or not).
      { path: '/smart/problem', lazy: page(() => import('../features/smart-launch/routes/smart-problem-page')) },
      // Sign-in inside an EHR's frame, where /login may not be shown (the Worker sends a framed launch here).
      { path: '/smart/sign-in', lazy: page(() => import('../features/auth/routes/smart-sign-in-page')) },
    ],
  },

  // Everyone: in the app shell when signed in, in a light public frame when not.
  {
    lazy: openToAll,
    children: [
      // An app's request for access (MedAssist's SMART server): consent signed in, or why it stopped.
      { path: '/authorize-app', lazy: page(() => import('../features/app-authorization/routes/authorize-app-page')) },
      { path: '/calculators', lazy: cataloguePage(() => import('../features/calculators/routes/catalogue-page')) },
      // /calculators/<slug> for each public calculator of the catalogue (calculator-routes.tsx).
      ...publicCalculatorRoutes,
      { path: '/guidelines', lazy: page(() => import('../features/guidelines/routes/guidelines-page')) },
      { path: '/reference/clinical-guidelines', lazy: page(() => import('../features/guidelines/routes/clinical-guidelines-page')) },
      { path: '/reference/debug-guidelines', lazy: page(() => import('../features/guidelines/routes/debug-guidelines-page')) },
      { path: '/guidelines-integrated', lazy: page(() => import('../features/guidelines/routes/integrated-guidelines-page')) },
    ],
  },

  // The EHR's patient after a SMART launch (read live from the EHR; the Worker answers /smart/*), composed with the
  // calculators' prefill links in app/smart-patient-route.tsx: in the app shell, or alone inside the EHR's frame (smart-gate.tsx).
  { lazy: smartWorkspaceGate, children: [onlyWith('clinical:read', [{ path: '/smart/patient', lazy: page(() => import('./smart-patient-route')) }])] },

  // Signed in only, in the app shell; a signed-out visitor goes to /login, also for paths no page has.
  {
    lazy: signedInOnly,
    children: [
      { path: '/', lazy: page(() => import('./dashboard/dashboard-page')) },
      { path: '/dashboard', lazy: page(() => import('./dashboard/dashboard-page')) },
      { path: '/patients', lazy: page(() => import('../features/patients/routes/patients-page')) },
      // FHIR bundles into the clinic (a static path: it ranks above /patients/:id).
      onlyWith('records:import', [{ path: '/patients/import', lazy: page(() => import('../features/fhir-import/routes/import-page')) }]),
      // The chart, composed with the calculators' prefill links in app/chart-route.tsx.
      onlyWith('clinical:read', [{ path: '/patients/:id', lazy: page(() => import('./chart-route')) }]),
      { path: '/appointments', lazy: page(() => import('../features/appointments/routes/appointments-page')) },
      { path: '/messages', lazy: page(() => import('../features/messages/routes/messages-page')) },
      onlyWith('clinical:read', [{ path: '/labs', lazy: page(() => import('../features/labs/routes/labs-page')) }]),
      onlyWith('ai:use', [{ path: '/ai-medassist', lazy: page(() => import('../features/ai-assistant/routes/ai-medassist-page')) }]),
      { path: '/profile', lazy: page(() => import('../features/account/routes/profile-page')) },
      // Settings with the notifications section, composed in app/settings-route.tsx.
      { path: '/settings', lazy: page(() => import('./settings-route')) },
      { path: '/clinic', lazy: page(() => import('../features/clinic-admin/routes/clinic-page')) },
      onlyWith('clinic:admin', [{ path: '/clinic/audit', lazy: page(() => import('../features/clinic-admin/routes/audit-page')) }]),
      { path: '/guidelines-link', lazy: page(() => import('../features/guidelines/routes/guideline-portals-page')) },
      { path: '/reference/drug-interactions', lazy: page(() => import('../features/reference/routes/drug-interactions-page')) },
      { path: '/reference/medical-literature', lazy: page(() => import('../features/reference/routes/medical-literature-page')) },
      { path: '/reference/diagnostic-algorithms', lazy: page(() => import('../features/reference/routes/diagnostic-algorithms-page')) },
      // /calculators/<slug> for every other calculator of the catalogue (calculator-routes.tsx).
      ...signedInCalculatorRoutes,
      { path: '*', lazy: page(() => import('../components/not-found-page')) },
    ],
  },
];

const table = createRouteTable(routes, beforeLazyPage);
// Every path but /login loads this table first: the page's first date formatter is made now, in a
// short task of its own, while the gate's and page's code loads (lib/local-time-zone.ts).
prepareDateFormats();

/** Every page but the first screen: app.tsx's '*' route renders this table. */
export function AppRoutes() {
  return <RouteTable table={table} />;
}
