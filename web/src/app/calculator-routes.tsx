import type { RouteObject } from 'react-router';
import { PlaceholderPage } from '../components/placeholder-page';

// Calculator routes (spec §2): the catalogue, SCORAD and EASI are public; the rest need sign-in.

/** Routes open to everyone (rendered in the public frame or the shell). */
export const publicCalculatorRoutes: RouteObject[] = [
  { path: '/calculators', element: <PlaceholderPage title="Medical Calculators" /> },
  { path: '/calculators/scorad', element: <PlaceholderPage title="SCORAD Calculator" /> },
  { path: '/calculators/easi', element: <PlaceholderPage title="EASI Calculator" /> },
];

const SIGNED_IN_CALCULATORS = ['igan-prediction', 'ascvd', 'chads2vasc', 'meld', 'creatinine', 'wells-pe', 'bmi', 'qtc', 'gcs', 'burns'];

/** Routes behind the access gate. */
export const signedInCalculatorRoutes: RouteObject[] = SIGNED_IN_CALCULATORS.map((slug) => ({
  path: `/calculators/${slug}`,
  element: <PlaceholderPage title="Medical Calculator" />,
}));
