import { intlTag } from '../i18n';

// Intl formatters made once per (language, options) and reused. `Date#toLocaleString` and
// `Number#toLocaleString` with options build a new formatter on every call (~0.6 ms each on a
// laptop, several on a phone at 4x CPU), paid per row of a list, a chart's values and the
// dashboard at every render (issue 22); a kept formatter formats in ~0.001 ms. Keyed by the
// language's Intl tag too, so switching language never reuses another language's formatter.

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/** The date/time formatter for `options` in the active language (or `tag`), made on first use. */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions = {}, tag: string = intlTag()): Intl.DateTimeFormat {
  const key = `${tag}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) dateTimeFormats.set(key, (format = new Intl.DateTimeFormat(tag, options)));
  return format;
}

/** The number formatter for `options` in the active language (or `tag`), made on first use. */
export function numberFormat(options: Intl.NumberFormatOptions = {}, tag: string = intlTag()): Intl.NumberFormat {
  const key = `${tag}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(tag, options)));
  return format;
}
