import type { CatalogueEntry } from '../../../../core/calculators/catalogue';

/** Catalogue slugs that have a working page (all thirteen, DESIGN.md §6: "coming soon" calculators are built). */
export const LIVE_CALCULATOR_SLUGS: ReadonlySet<string> = new Set([
  'ascvd',
  'chads2vasc',
  'meld',
  'creatinine',
  'wells-pe',
  'bmi',
  'qtc',
  'gcs',
  'igan-prediction',
  'scorad',
  'easi',
  'burns',
  'prevent',
]);

/** What 'Launch Calculator' does: open the page, or (for a future, unfinished entry) the spec's toast. */
export type LaunchAction = { kind: 'link'; to: string } | { kind: 'toast'; title: string; description: string };

/** Spec §2/§8: a live calculator opens its page; an unfinished one shows '{name} Coming Soon'. */
export function launchAction(entry: CatalogueEntry, live: ReadonlySet<string> = LIVE_CALCULATOR_SLUGS): LaunchAction {
  if (live.has(entry.slug)) return { kind: 'link', to: entry.url };
  return { kind: 'toast', title: `${entry.name} Coming Soon`, description: 'This calculator is under development' };
}

/** Spec §9: the category chip row scrolls 150 px per arrow click. */
export const CATEGORY_SCROLL_PX = 150;
/** Spec §9: loading shows 6 placeholders. */
export const CATALOGUE_PLACEHOLDER_COUNT = 6;
/** Spec §8: the empty catalogue text. */
export const CATALOGUE_EMPTY_TEXT = 'No calculators found matching your search criteria.';
