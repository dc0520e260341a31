import { msg } from '../../../../core/i18n/msg';
import type { LabResult, LabTest } from '../../../../core/schemas/lab-results';
import { activeLocale, t } from '../../i18n';
import { formatShortDate } from '../../lib/format';
import { numberFormat } from '../../lib/intl-formats';

export type ReviewFilter = 'all' | 'pending' | 'reviewed';
export type ResultKindTab = 'all' | 'lab' | 'imaging';

/** Spec §2: the review filter of the list. */
export const REVIEW_FILTERS: readonly { value: ReviewFilter; label: string }[] = [
  { value: 'all', label: msg('All') },
  { value: 'pending', label: msg('Pending') },
  { value: 'reviewed', label: msg('Reviewed') },
];

/** Spec §2: the kind tabs (they filter by kind: the issue overrides the spec's "do not filter"). */
export const KIND_TABS: readonly { value: ResultKindTab; label: string }[] = [
  { value: 'all', label: msg('All') },
  { value: 'lab', label: msg('Lab Tests') },
  { value: 'imaging', label: msg('Imaging') },
];

export const KIND_LABELS: Record<LabResult['kind'], string> = { lab: msg('Lab test'), imaging: msg('Imaging') };
/**
 * A test line's status. The three map to HL7 v2 table 0078's interpretation codes N, A and AA
 * (normal, abnormal, critically abnormal), the flags German and French lab reports carry; they read
 * 'Normal' / 'Abnormal' / 'Kritisch' and 'Normal' / 'Anormal' / 'Critique' (the chart's wording).
 */
export const TEST_STATUS_LABELS: Record<LabTest['status'], string> = { normal: msg('Normal'), abnormal: msg('Abnormal'), critical: msg('Critical') };
export const TEST_STATUS_PALETTES: Record<LabTest['status'], 'green' | 'orange' | 'red'> = { normal: 'green', abnormal: 'orange', critical: 'red' };

export const isReviewFilter = (v: string): v is ReviewFilter => REVIEW_FILTERS.some((f) => f.value === v);
export const isKindTab = (v: string): v is ResultKindTab => KIND_TABS.some((t) => t.value === v);

/** The result's critical flag: set by the lab, or by the server when any line is critical. */
export function isCriticalLabResult(r: Pick<LabResult, 'isCritical' | 'resultData'>): boolean {
  return r.isCritical || r.resultData.critical === true;
}

/** Critical and nobody has reviewed it yet: the one state that must never go unnoticed. */
export function awaitsCriticalReview(r: Pick<LabResult, 'isCritical' | 'resultData' | 'isReviewed'>): boolean {
  return !r.isReviewed && isCriticalLabResult(r);
}

/**
 * What the list shows for a filter: Reviewed is narrowed here (the server is asked for everything,
 * spec §7). Unreviewed critical results come first, so one cannot sink below the fold; otherwise
 * the server's newest-first order is kept.
 */
export function visibleResults(list: readonly LabResult[], filter: ReviewFilter): LabResult[] {
  const shown = list.filter((r) => (filter === 'reviewed' ? r.isReviewed : filter === 'pending' ? !r.isReviewed : true));
  return [...shown.filter(awaitsCriticalReview), ...shown.filter((r) => !awaitsCriticalReview(r))];
}

/** The id in /labs?result=<id>, or null when absent or not a positive whole number. */
export function parseResultId(value: string | null): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 ? id : null;
}

// A number as labs write it in English: a decimal point ('6.8'), perhaps with thousands commas
// ('1,250.5'); never part of a longer dotted run such as a version or a date ('1.2.3', '3.4.2026').
const ENGLISH_NUMBER = /(?<![\d.,])(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+\.\d+)(?![.,]?\d)/g;

/**
 * Lab text (a value, a reference range) with its numbers in the active language's decimal mark:
 * '3.5-5.1' reads '3,5-5,1' in German and French. Only the marks change: the digits, the number of
 * decimals the lab sent, any words and the unit stay exactly as sent.
 */
export function localizeNumbers(text: string): string {
  if (activeLocale() === 'en') return text;
  return text.replace(ENGLISH_NUMBER, (n) => {
    const decimals = n.split('.')[1]?.length ?? 0;
    return numberFormat({ minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: n.includes(',') }).format(Number(n.replace(/,/g, '')));
  });
}

/** A test's value with its unit, e.g. '6.8 mmol/L' ('6,8 mmol/L' in German): the unit as the lab sent it. */
export function formatTestValue(line: Pick<LabTest, 'value' | 'unit'>): string {
  const value = localizeNumbers(line.value);
  return line.unit ? `${value} ${line.unit}` : value;
}

/** Today's date in the viewer's zone as an <input type=date> value (YYYY-MM-DD). */
export function toDateInputValue(now: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

/**
 * A collection day from <input type=date> as an instant: local noon of that day, so colleagues up
 * to eleven hours away still see the same calendar date (local midnight would show the day before
 * to anyone west of the person who typed it). Undefined for an empty or malformed value.
 */
export function collectionDayToIso(value: string): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return undefined;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!);

/** A file name for the downloaded report, e.g. 'lab-result-12-ada-lovelace-3-4-2026.html'. */
export function reportFileName(r: Pick<LabResult, 'id' | 'receivedAt' | 'resultData'>): string {
  const slug = r.resultData.patientName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40);
  const date = formatShortDate(r.receivedAt).replace(/[/.]/g, '-');
  return ['lab-result', String(r.id), slug, date].filter(Boolean).join('-') + '.html';
}

/** 'Reviewed', 'Reviewed by Dr Grey', 'Reviewed on 3/6/2026' or both, as the report's status says it. */
function reviewedStatus(r: Pick<LabResult, 'reviewedByName' | 'reviewedAt'>): string {
  const date = r.reviewedAt ? formatShortDate(r.reviewedAt) : undefined;
  if (r.reviewedByName && date) return t('Reviewed by {name} on {date}', { name: r.reviewedByName, date });
  if (r.reviewedByName) return t('Reviewed by {name}', { name: r.reviewedByName });
  return date ? t('Reviewed on {date}', { date }) : t('Reviewed');
}

/**
 * A self-contained, printable HTML report of one result (the 'Download' button), in the user's
 * language. Built in the browser: nothing leaves it. All text is escaped, so lab-supplied text
 * cannot inject markup.
 */
export function resultReportHtml(r: LabResult, generatedAt: Date): string {
  const d = r.resultData;
  const critical = isCriticalLabResult(r);
  const facts: [string, string][] = [
    [t('Patient'), d.patientName],
    [t('Test / study'), `${r.labName} (${t(KIND_LABELS[r.kind])})`],
    ...(d.collectionDate ? [[t('Collection date'), formatShortDate(d.collectionDate)] as [string, string]] : []),
    [t('Received'), formatShortDate(r.receivedAt)],
    ...(d.physician ? [[t('Ordering physician'), d.physician] as [string, string]] : []),
    [t('Status'), r.isReviewed ? reviewedStatus(r) : t('Pending Review')],
  ];
  const rows = d.tests
    .map((line) => `<tr class="${line.status}"><td>${esc(line.name)}</td><td>${esc(formatTestValue(line))}</td><td>${esc(localizeNumbers(line.referenceRange))}</td><td>${esc(t(TEST_STATUS_LABELS[line.status]))}</td></tr>`)
    .join('\n');
  const section = (title: string, text?: string) => (text ? `<h2>${esc(title)}</h2>\n<p class="text">${esc(text)}</p>` : '');
  return `<!doctype html>
<html lang="${activeLocale() === 'en-XA' ? 'en' : activeLocale()}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(`${r.labName} – ${d.patientName}`)}</title>
<style>
body { font: 14px/1.5 system-ui, sans-serif; color: #111; max-width: 52rem; margin: 2rem auto; padding: 0 1rem; }
h1 { font-size: 1.4rem; margin: 0 0 .25rem; } h2 { font-size: 1.05rem; margin: 1.5rem 0 .25rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; } dt { font-weight: 600; } dd { margin: 0; }
.table { overflow-x: auto; } table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid #999; padding: .35rem .5rem; text-align: left; vertical-align: top; }
tr.abnormal td:last-child { font-weight: 600; } tr.critical td { font-weight: 700; background: #fde2e2; }
.critical-flag { border: 2px solid #b91c1c; color: #b91c1c; padding: .5rem .75rem; font-weight: 700; }
.text { white-space: pre-wrap; } footer { margin-top: 2rem; color: #555; font-size: 12px; }
@media print { body { margin: 0; } }
</style>
</head>
<body>
<h1>${esc(r.labName)}</h1>
${critical ? `<p class="critical-flag">${esc(t('Critical result'))}</p>` : ''}
<dl>
${facts.map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v)}</dd>`).join('\n')}
</dl>
<h2>${esc(t('Results'))}</h2>
<div class="table"><table>
<thead><tr><th>${esc(t('Test'))}</th><th>${esc(t('Result'))}</th><th>${esc(t('Reference Range'))}</th><th>${esc(t('Status'))}</th></tr></thead>
<tbody>
${rows}
</tbody>
</table></div>
${section(t('Interpretation'), d.interpretation)}
${section(t('Comments'), d.comments)}
<footer>${esc(t('Generated by MedAssist on {date}. Confidential patient information.', { date: formatShortDate(generatedAt) }))}</footer>
</body>
</html>
`;
}
