// The i18n types both the first screen's `t` (index.ts) and the lazy runtime (runtime.ts) use:
// here, so the runtime does not import the module that loads it.
import type { Locale } from '../../../core/i18n/locales';

/** A language the interface can show: the product's three, and the pseudo-locale used by tests. */
export type UiLocale = Locale | 'en-XA';

/** Values for a message's placeholders: `t('Delete {name}?', { name })`. */
export type MessageValues = Record<string, string | number | Date | null | undefined>;
