import type { RouteObject } from 'react-router';
import { PlaceholderPage } from '../components/placeholder-page';

// Reference tools (spec §2): signed-in only.

/** Routes behind the access gate. */
export const signedInReferenceRoutes: RouteObject[] = [
  { path: '/reference/drug-interactions', element: <PlaceholderPage title="Drug Interactions" /> },
  { path: '/reference/medical-literature', element: <PlaceholderPage title="Medical Literature" /> },
  { path: '/reference/diagnostic-algorithms', element: <PlaceholderPage title="Diagnostic Algorithms" /> },
];
