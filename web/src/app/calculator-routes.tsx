import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { DEFAULT_UNIT_PREFERENCES } from '../../../core/schemas/user';
import { useCurrentUser } from '../features/auth/api';
import type { CalculatorPageProps } from '../features/calculators/types';

// Calculator routes (spec §2): the catalogue, SCORAD and EASI are public; the rest need sign-in.
// The pages get "is someone signed in" and the doctor's unit preferences from here, because a
// feature may not read another feature (the auth feature owns the current user).

function useCalculatorPageProps(): CalculatorPageProps {
  const { data: user } = useCurrentUser();
  return { signedIn: Boolean(user), unitPreferences: user?.unitPreferences ?? DEFAULT_UNIT_PREFERENCES };
}

/** Lazily loads a calculator page and wraps it so it receives the signed-in state and unit preferences. */
const calculatorPage = (load: () => Promise<{ default: ComponentType<CalculatorPageProps> }>) => async () => {
  const Page = (await load()).default;
  function CalculatorRoute() {
    return <Page {...useCalculatorPageProps()} />;
  }
  return { Component: CalculatorRoute };
};

/** Routes open to everyone (rendered in the public frame or the shell). */
export const publicCalculatorRoutes: RouteObject[] = [
  {
    path: '/calculators',
    lazy: async () => {
      const Page = (await import('../features/calculators/routes/catalogue-page')).default;
      function CatalogueRoute() {
        return <Page signedIn={useCalculatorPageProps().signedIn} />;
      }
      return { Component: CatalogueRoute };
    },
  },
  { path: '/calculators/scorad', lazy: calculatorPage(() => import('../features/calculators/routes/scorad-page')) },
  { path: '/calculators/easi', lazy: calculatorPage(() => import('../features/calculators/routes/easi-page')) },
];

/** Routes behind the access gate. */
export const signedInCalculatorRoutes: RouteObject[] = [
  { path: '/calculators/igan-prediction', lazy: calculatorPage(() => import('../features/calculators/routes/igan-prediction-page')) },
  { path: '/calculators/ascvd', lazy: calculatorPage(() => import('../features/calculators/routes/ascvd-page')) },
  { path: '/calculators/chads2vasc', lazy: calculatorPage(() => import('../features/calculators/routes/chads2vasc-page')) },
  { path: '/calculators/meld', lazy: calculatorPage(() => import('../features/calculators/routes/meld-page')) },
  { path: '/calculators/creatinine', lazy: calculatorPage(() => import('../features/calculators/routes/creatinine-page')) },
  { path: '/calculators/wells-pe', lazy: calculatorPage(() => import('../features/calculators/routes/wells-pe-page')) },
  { path: '/calculators/bmi', lazy: calculatorPage(() => import('../features/calculators/routes/bmi-page')) },
  { path: '/calculators/qtc', lazy: calculatorPage(() => import('../features/calculators/routes/qtc-page')) },
  { path: '/calculators/gcs', lazy: calculatorPage(() => import('../features/calculators/routes/gcs-page')) },
  { path: '/calculators/burns', lazy: calculatorPage(() => import('../features/calculators/routes/burns-page')) },
];
