/**
 * Marks an English text as a message to translate where it is declared, without translating it
 * there: zod messages, API errors, calculator labels and other texts core or the Worker own. The
 * web app shows them through `t(text)` (web/src/i18n); the catalogue check finds them by this
 * marker, so every marked text must have a translation in every language.
 */
export function msg<const T extends string>(text: T): T {
  return text;
}

// The rare English word that needs two translations ('Back': a button's "Zurück", the body area's
// "Rücken") carries a lower-case context before '::' in its id: msg('body area::Back'). t() shows
// the text after it wherever no translation replaces the whole id (English, a missing translation).
const CONTEXT = /^\p{Ll}[\p{Ll} -]*::/u; // lower-case letters, accented too (the pseudo-locale accents the context)

/** The text of a message id without its context ('body area::Back' → 'Back'). */
export function withoutContext(text: string): string {
  return text.replace(CONTEXT, '');
}
