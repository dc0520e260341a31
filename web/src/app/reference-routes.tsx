import type { AppRoute } from './router';

// Reference tools (spec §2): signed-in only. Each page loads when first visited.

/** Routes behind the access gate. */
export const signedInReferenceRoutes: AppRoute[] = [
  {
    path: '/reference/drug-interactions',
    lazy: async () => ({ Component: (await import('../features/reference/routes/drug-interactions-page')).default }),
  },
  {
    path: '/reference/medical-literature',
    lazy: async () => ({ Component: (await import('../features/reference/routes/medical-literature-page')).default }),
  },
  {
    path: '/reference/diagnostic-algorithms',
    lazy: async () => ({ Component: (await import('../features/reference/routes/diagnostic-algorithms-page')).default }),
  },
];
