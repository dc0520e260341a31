import type { ComponentType } from 'react';
import { CALCULATOR_CATALOGUE, type CatalogueEntry } from '../../../core/calculators/catalogue';
import type { UnitPreferences } from '../../../core/schemas/user';
import { useCurrentUser } from '../features/auth/api';
import type { CalculatorPageProps } from '../features/calculators/types';
import type { AppRoute } from './router';

// Calculator routes (spec §2), built from the catalogue (core/calculators/catalogue.ts): each entry's
// `url` opens its page, web/src/features/calculators/routes/<slug>-page.tsx; the catalogue page and
// the entries marked `isPublic` (SCORAD, EASI) are open to all (routes.tsx), the rest need sign-in
// (signed-in-routes.tsx).
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

type CalculatorPageModule = { default: ComponentType<CalculatorPageProps> };

/** Each calculator page's loader by file path (its own chunk, as a dynamic import would make it). */
const PAGE_LOADERS = import.meta.glob<CalculatorPageModule>('../features/calculators/routes/*-page.tsx');

/** The page module path for a catalogue entry: the page's file is named after the entry's slug. */
export const calculatorPagePath = (entry: CatalogueEntry) => `../features/calculators/routes/${entry.slug}-page.tsx`;

/** The routes of the catalogue entries that are (or are not) public. */
function catalogueRoutes(isPublic: boolean): AppRoute[] {
  return CALCULATOR_CATALOGUE.filter((entry) => entry.isPublic === isPublic).map((entry) => {
    const load = PAGE_LOADERS[calculatorPagePath(entry)];
    // Caught by calculator-routes.test.tsx before it could reach anyone.
    if (!load) throw new Error(`Calculator ${entry.slug} has no page: add ${calculatorPagePath(entry).slice(3)}`);
    return { path: entry.url, lazy: calculatorPage(load) };
  });
}

/** The calculators behind sign-in (signed-in-routes.tsx). */
export const signedInCalculatorRoutes: AppRoute[] = catalogueRoutes(false);

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
  ...catalogueRoutes(true),
];
