/**
 * RFC 4180 CSV. Cells that a spreadsheet would run as a formula (=, +, -, @, tab, CR) are
 * prefixed with an apostrophe: an audit export opened in Excel must not execute patient-entered text.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<T>(columns: (keyof T)[], rows: T[], { header = true } = {}): string {
  const lines = rows.map((row) => columns.map((col) => csvCell(row[col])).join(','));
  if (header) lines.unshift(columns.map((col) => csvCell(col)).join(','));
  return lines.map((line) => `${line}\r\n`).join('');
}
