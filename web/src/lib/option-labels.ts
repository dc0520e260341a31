import { intlTag, t } from '../i18n';

/**
 * Select options whose labels are marked texts (core/schemas/options.ts: countries, specialties),
 * in the user's language; the values (what is stored) stay as they are. `alphabetical` sorts them
 * by the translated label, as the English list is sorted, with 'other' kept last. Call it while rendering.
 */
export function translatedOptions(options: readonly (readonly [string, string])[], { alphabetical = false } = {}): [string, string][] {
  const shown = options.map(([value, label]): [string, string] => [value, t(label)]);
  if (!alphabetical) return shown;
  const collator = new Intl.Collator(intlTag());
  const rank = (value: string) => (value === 'other' ? 1 : 0);
  return shown.sort(([a, labelA], [b, labelB]) => rank(a) - rank(b) || collator.compare(labelA, labelB));
}
