import type { ComponentType } from 'react';
import type { CalculatorPageProps } from '../features/calculators/types';

// Every calculator's page by slug: web/src/features/calculators/routes/<slug>-page.tsx, each its own
// chunk. Loaded with the route table (routes.tsx, a lazy chunk), so the first screen carries none of
// these loaders.

export type CalculatorPageModule = { default: ComponentType<CalculatorPageProps> };

const PAGE_LOADERS = import.meta.glob<CalculatorPageModule>('../features/calculators/routes/*-page.tsx');

/** The loader of the page for `slug`; throws (caught by calculator-routes.test.tsx) when the page file is missing. */
export function calculatorPageLoader(slug: string): () => Promise<CalculatorPageModule> {
  const path = `../features/calculators/routes/${slug}-page.tsx`;
  const load = PAGE_LOADERS[path];
  if (!load) throw new Error(`Calculator ${slug} has no page: add web/src/${path.slice(3)}`);
  return load;
}
