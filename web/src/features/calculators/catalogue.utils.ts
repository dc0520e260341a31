import { msg } from '../../../../core/i18n/msg';

/** Spec §9: the category chip row scrolls 150 px per arrow click. */
export const CATEGORY_SCROLL_PX = 150;
/** Spec §9: loading shows 6 placeholders. */
export const CATALOGUE_PLACEHOLDER_COUNT = 6;
/** Spec §8: the empty catalogue text. */
export const CATALOGUE_EMPTY_TEXT = msg('No calculators found matching your search criteria.');
