/**
 * Marks an English text as a message to translate where it is declared, without translating it
 * there: zod messages, API errors, calculator labels and other texts core or the Worker own. The
 * web app shows them through `t(text)` (web/src/i18n); the catalogue check finds them by this
 * marker, so every marked text must have a translation in every language.
 */
export function msg<const T extends string>(text: T): T {
  return text;
}
