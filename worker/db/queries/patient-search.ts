/** Longest search we turn into an index query; more words add little and cost more. */
const MAX_TERMS = 6;

/**
 * Turns free text into a safe FTS5 query restricted to one clinic: every word becomes a quoted
 * prefix term (so quotes, operators and SQL-ish input are plain text), all must match, in the
 * name or the condition (`nameOnly`: the name alone, for roles that may not see conditions). Null
 * when the text has no searchable characters.
 */
export function patientSearchMatch(clinicId: number, text: string, nameOnly = false): string | null {
  const words = text
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_TERMS);
  if (words.length === 0) return null;
  const columns = nameOnly ? 'full_name' : '{full_name condition}';
  const terms = words.map((w) => `${columns} : "${w.replace(/"/g, '')}"*`);
  return `clinic_key : "c${Math.trunc(clinicId)}" AND ${terms.join(' AND ')}`;
}
