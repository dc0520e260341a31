import type { ComponentType } from 'react';
import { CALCULATOR_CATALOGUE } from '../../../core/calculators/catalogue';
import type { UnitPreferences } from '../../../core/schemas/user';
import { useCurrentUser } from '../features/auth/api';
import type { CalculatorPageProps } from '../features/calculators/types';
import { calculatorPageLoader } from './calculator-pages';
import type { AppRoute } from './router';

// Calculator routes (spec §2), built from the calculators' declarations for the route table
// (routes.tsx): /calculators/<slug> opens web/src/features/calculators/routes/<slug>-page.tsx; the
// public ones (core/calculators/public.ts: SCORAD, EASI) are open to all, the rest need sign-in.
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

/** A route's `lazy` for the catalogue, which only needs to know whether someone is signed in. */
export const cataloguePage = (load: () => Promise<{ default: ComponentType<{ signedIn: boolean }> }>) => async () => {
  const { default: Page } = await load();
  function CatalogueRoute() {
    return <Page signedIn={Boolean(useCurrentUser().data)} />;
  }
  return { Component: CatalogueRoute };
};

const calculatorRoutes = (open: boolean): AppRoute[] =>
  CALCULATOR_CATALOGUE.filter((entry) => entry.isPublic === open).map((entry) => ({ path: entry.url, lazy: calculatorPage(calculatorPageLoader(entry.slug)) }));

/** The catalogue's public calculators, open to everyone. */
export const publicCalculatorRoutes = calculatorRoutes(true);
/** Every other calculator of the catalogue, behind sign-in. */
export const signedInCalculatorRoutes = calculatorRoutes(false);
