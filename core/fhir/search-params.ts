// FHIR R4 search parameters of the read API (http://hl7.org/fhir/R4/search.html), parsed strictly:
// a parameter, modifier or prefix the server does not support is an error the client sees, never
// silently ignored (an ignored filter would answer with more patients than the client asked for).

/** A search the client got wrong: answered 400 with an OperationOutcome naming it. */
export class SearchParamError extends Error {}

/** A token (http://hl7.org/fhir/R4/search.html#token): `code`, `system|code`, `system|` (any code of the system) or `|code` (a code without a system). */
export interface TokenSearch {
  /** undefined: any system; null: no system at all. */
  system: string | null | undefined;
  /** undefined: any code of the system. */
  code: string | undefined;
}

/** Parses one token value. */
export function parseToken(value: string, param: string): TokenSearch {
  const bar = value.indexOf('|');
  if (bar < 0) {
    if (!value) throw new SearchParamError(`${param} needs a value.`);
    return { system: undefined, code: value };
  }
  const system = value.slice(0, bar);
  const code = value.slice(bar + 1);
  if (!system && !code) throw new SearchParamError(`${param} needs a system, a code or both.`);
  return { system: system || null, code: code || undefined };
}

/**
 * Most alternatives one token search takes. Each costs up to two bound parameters and D1 allows
 * 100 per statement (a production-only 500 beyond it: local D1 allows more), so 40 leaves room
 * for the rest of the query.
 */
export const MAX_TOKEN_ALTERNATIVES = 40;

/** A comma-separated token list (any of them matches, FHIR's OR), at most MAX_TOKEN_ALTERNATIVES. */
export function parseTokens(value: string, param: string): TokenSearch[] {
  const values = value.split(',');
  if (values.length > MAX_TOKEN_ALTERNATIVES) {
    throw new SearchParamError(`${param} lists ${values.length} alternatives; at most ${MAX_TOKEN_ALTERNATIVES} are searched at once. Split the search into several requests.`);
  }
  return values.map((v) => parseToken(v, param));
}

/** A patient reference as `Patient/123` or `123`; the id. */
export function parsePatientReference(value: string, param: string): number {
  const m = /^(?:Patient\/)?(\d{1,15})$/.exec(value);
  if (!m) throw new SearchParamError(`${param} must name a patient as Patient/<id> or <id>.`);
  return Number(m[1]);
}

/** A half-open range of calendar text [from, to): comparing YYYY-MM-DD strings with it is comparing days. */
export interface DayRange {
  /** Matching days are ≥ this (inclusive), when given. */
  from?: string;
  /** Matching days are < this (exclusive), when given. */
  before?: string;
}

const DATE_PARAM = /^(eq|ge|gt|le|lt)?(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

/** The first day text after the period a partial date names (1970 → 1971, 1970-12 → 1971-01, 1970-12-31 → 1971-01-01). */
function afterPeriod(y: number, m: number | undefined, d: number | undefined): string {
  if (m === undefined) return pad(y + 1, 4);
  if (d === undefined) return m === 12 ? `${pad(y + 1, 4)}-01` : `${pad(y, 4)}-${pad(m + 1, 2)}`;
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return next.toISOString().slice(0, 10);
}

/**
 * A date search on a calendar date such as birthdate (http://hl7.org/fhir/R4/search.html#date):
 * YYYY, YYYY-MM or YYYY-MM-DD, optionally prefixed eq, ge, gt, le or lt; the value names a whole
 * period (a year matches every day of it).
 */
export function parseDateSearch(value: string, param: string): DayRange {
  const m = DATE_PARAM.exec(value);
  if (!m) throw new SearchParamError(`${param} must be a date as YYYY, YYYY-MM or YYYY-MM-DD, optionally after eq, ge, gt, le or lt.`);
  const [, prefix = 'eq', ys, ms, ds] = m;
  const y = Number(ys);
  const mo = ms === undefined ? undefined : Number(ms);
  const d = ds === undefined ? undefined : Number(ds);
  if (mo !== undefined && (mo < 1 || mo > 12)) throw new SearchParamError(`${param}: ${value} is not a date.`);
  if (d !== undefined && (d < 1 || d > new Date(Date.UTC(y, mo!, 0)).getUTCDate())) throw new SearchParamError(`${param}: ${value} is not a date.`);
  const start = [ys, ms, ds].filter((x) => x !== undefined).join('-');
  const end = afterPeriod(y, mo, d);
  switch (prefix) {
    case 'ge':
      return { from: start };
    case 'gt':
      return { from: end };
    case 'le':
      return { before: end };
    case 'lt':
      return { before: start };
    default:
      return { from: start, before: end };
  }
}

/** `_count`: a page size from 1 to `max` (FHIR lets the server cap it; we refuse more rather than quietly shorten). */
export function parseCount(value: string | undefined, fallback: number, max: number): number {
  if (value === undefined) return fallback;
  if (!/^\d{1,6}$/.test(value) || Number(value) < 1 || Number(value) > max) throw new SearchParamError(`_count must be a whole number from 1 to ${max}.`);
  return Number(value);
}

/** `_offset`: where a page starts (0 when absent). */
export function parseOffset(value: string | undefined, max: number): number {
  if (value === undefined) return 0;
  if (!/^\d{1,9}$/.test(value) || Number(value) > max) throw new SearchParamError(`_offset must be a whole number from 0 to ${max}.`);
  return Number(value);
}

/** `_format` values that name JSON, the only format served. */
const JSON_FORMATS = new Set(['json', 'application/json', 'application/fhir+json']);

/**
 * The query of a search as single values: refuses parameters not in `allowed` (with any modifier
 * such as name:exact), a parameter given twice, and a `_format` other than JSON.
 */
export function searchQuery(params: URLSearchParams, allowed: readonly string[]): Map<string, string> {
  const known = new Set([...allowed, '_format']);
  const out = new Map<string, string>();
  for (const [name, value] of params) {
    if (!known.has(name)) throw new SearchParamError(`The search parameter ${name} is not supported here (supported: ${allowed.join(', ')}).`);
    if (out.has(name)) throw new SearchParamError(`The search parameter ${name} is given more than once; give it once (a comma separates values where alternatives are allowed).`);
    out.set(name, value);
  }
  const format = out.get('_format');
  if (format !== undefined && !JSON_FORMATS.has(format)) throw new SearchParamError('Only JSON is served (_format=json).');
  out.delete('_format');
  return out;
}
