import { Navigate, type RouteObject } from 'react-router';
import { PlaceholderPage } from '../components/placeholder-page';
import { OpenToAll, PublicOnly, RequireAuth } from './access-gate';

// The route table (spec §2): the only place features meet. Pages load lazily so the first
// screen ships only what it needs.

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

/** Calculator pages that need a signed-in user (spec §2). */
const SIGNED_IN_CALCULATORS = ['igan-prediction', 'ascvd', 'chads2vasc', 'meld', 'creatinine', 'wells-pe', 'bmi', 'qtc', 'gcs', 'burns'];

export const routes: RouteObject[] = [
  { path: '/auth', element: <Navigate to="/login" replace /> },
  { path: '/guidelines-direct', element: <Navigate to="/reference/clinical-guidelines" replace /> },
  {
    element: <PublicOnly />,
    children: [
      { path: '/login', lazy: page(() => import('../features/auth/routes/login-page')) },
      { path: '/register', lazy: page(() => import('../features/auth/routes/register-page')) },
    ],
  },
  { path: '/policies/terms', lazy: page(() => import('../features/legal/routes/terms-page')) },
  { path: '/policies/privacy', lazy: page(() => import('../features/legal/routes/privacy-page')) },
  {
    element: <OpenToAll />,
    children: [
      { path: '/calculators', element: <PlaceholderPage title="Medical Calculators" /> },
      { path: '/calculators/scorad', element: <PlaceholderPage title="SCORAD Calculator" /> },
      { path: '/calculators/easi', element: <PlaceholderPage title="EASI Calculator" /> },
      { path: '/guidelines', element: <PlaceholderPage title="Clinical Guidelines" /> },
      { path: '/reference/clinical-guidelines', element: <PlaceholderPage title="Clinical Guidelines" /> },
      { path: '/reference/debug-guidelines', element: <PlaceholderPage title="Guidelines Debug" /> },
      { path: '/guidelines-integrated', element: <PlaceholderPage title="Clinical Guidelines" /> },
    ],
  },
  {
    element: <RequireAuth />,
    children: [
      { path: '/', element: <PlaceholderPage title="Dashboard" /> },
      { path: '/dashboard', element: <PlaceholderPage title="Dashboard" /> },
      { path: '/patients', element: <PlaceholderPage title="Patients" /> },
      { path: '/appointments', element: <PlaceholderPage title="Appointments" /> },
      { path: '/messages', element: <PlaceholderPage title="Messages" /> },
      { path: '/labs', element: <PlaceholderPage title="Lab & Imaging Results" /> },
      { path: '/ai-medassist', element: <PlaceholderPage title="AI MedAssist" /> },
      { path: '/profile', element: <PlaceholderPage title="My Profile" /> },
      { path: '/settings', element: <PlaceholderPage title="Settings" /> },
      { path: '/guidelines-link', element: <PlaceholderPage title="Guidelines Portal" /> },
      { path: '/reference/drug-interactions', element: <PlaceholderPage title="Drug Interactions" /> },
      { path: '/reference/medical-literature', element: <PlaceholderPage title="Medical Literature" /> },
      { path: '/reference/diagnostic-algorithms', element: <PlaceholderPage title="Diagnostic Algorithms" /> },
      ...SIGNED_IN_CALCULATORS.map((slug) => ({ path: `/calculators/${slug}`, element: <PlaceholderPage title="Medical Calculator" /> })),
      { path: '*', lazy: page(() => import('../components/not-found-page')) },
    ],
  },
];
