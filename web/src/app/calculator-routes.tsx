import type { ComponentType } from 'react';
import { PUBLIC_CALCULATOR_SLUGS } from '../../../core/calculators/public';
import type { UnitPreferences } from '../../../core/schemas/user';
import { useCurrentUser } from '../features/auth/api';
import type { CalculatorPageProps } from '../features/calculators/types';
import type { AppRoute } from './router';

// Calculator routes (spec §2), built from the calculators' declarations: /calculators/<slug> opens
// web/src/features/calculators/routes/<slug>-page.tsx. The catalogue page and the public calculators
// (core/calculators/public.ts: SCORAD, EASI) are open to all (here, in the first screen's table, which
// does not load the catalogue's texts); the rest of the catalogue needs sign-in
// (signed-in-calculator-routes.ts). The pages' loaders are in calculator-pages.ts.
// The pages get "is someone signed in" and the doctor's unit preferences from here, because a
// feature may not read another feature (the auth feature owns the current user).

/** The default units come with the page (core/schemas/user brings zod, which the first screen does without). */
const loadDefaultUnits = async (): Promise<UnitPreferences> => (await import('../../../core/schemas/user')).DEFAULT_UNIT_PREFERENCES;

function useCalculatorPageProps(defaultUnits: UnitPreferences): CalculatorPageProps {
  const { data: user } = useCurrentUser();
  return { signedIn: Boolean(user), unitPreferences: user?.unitPreferences ?? defaultUnits };
}

/** Lazily loads a calculator page and wraps it so it receives the signed-in state and unit preferences. */
export const calculatorPage = (load: () => Promise<{ default: ComponentType<CalculatorPageProps> }>) => async () => {
  const [{ default: Page }, defaultUnits] = await Promise.all([load(), loadDefaultUnits()]);
  function CalculatorRoute() {
    return <Page {...useCalculatorPageProps(defaultUnits)} />;
  }
  return { Component: CalculatorRoute };
};

/** Routes open to everyone (rendered in the public frame or the shell). */
export const publicCalculatorRoutes: AppRoute[] = [
  {
    path: '/calculators',
    lazy: async () => {
      const Page = (await import('../features/calculators/routes/catalogue-page')).default;
      function CatalogueRoute() {
        return <Page signedIn={Boolean(useCurrentUser().data)} />;
      }
      return { Component: CatalogueRoute };
    },
  },
  ...PUBLIC_CALCULATOR_SLUGS.map((slug) => ({
    path: `/calculators/${slug}`,
    lazy: calculatorPage(async () => (await import('./calculator-pages')).calculatorPageLoader(slug)()),
  })),
];
