import { CALCULATOR_CATALOGUE } from '../../../core/calculators/catalogue';
import { calculatorPageLoader } from './calculator-pages';
import { calculatorPage } from './calculator-routes';
import type { AppRoute } from './router';

/** The catalogue's calculators behind sign-in (every entry not public), for signed-in-routes.tsx. */
export const signedInCalculatorRoutes: AppRoute[] = CALCULATOR_CATALOGUE.filter((entry) => !entry.isPublic).map((entry) => ({
  path: entry.url,
  lazy: calculatorPage(calculatorPageLoader(entry.slug)),
}));
