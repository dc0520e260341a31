import type { LabResult, LabTest } from '../../../../core/schemas/lab-results';
import { formatShortDate } from '../../lib/format';

export type ReviewFilter = 'all' | 'pending' | 'reviewed';
export type ResultKindTab = 'all' | 'lab' | 'imaging';

/** Spec §2: the review filter of the list. */
export const REVIEW_FILTERS: readonly { value: ReviewFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'reviewed', label: 'Reviewed' },
];

/** Spec §2: the kind tabs (they filter by kind: the issue overrides the spec's "do not filter"). */
export const KIND_TABS: readonly { value: ResultKindTab; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'lab', label: 'Lab Tests' },
  { value: 'imaging', label: 'Imaging' },
];

export const KIND_LABELS: Record<LabResult['kind'], string> = { lab: 'Lab test', imaging: 'Imaging' };
export const TEST_STATUS_LABELS: Record<LabTest['status'], string> = { normal: 'Normal', abnormal: 'Abnormal', critical: 'Critical' };
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

/** A test's value with its unit, e.g. '6.8 mmol/L'. */
export function formatTestValue(t: Pick<LabTest, 'value' | 'unit'>): string {
  return t.unit ? `${t.value} ${t.unit}` : t.value;
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
  const date = formatShortDate(r.receivedAt).replace(/\//g, '-');
  return ['lab-result', String(r.id), slug, date].filter(Boolean).join('-') + '.html';
}

/**
 * A self-contained, printable HTML report of one result (the 'Download' button). Built in the browser:
 * nothing leaves it. All text is escaped, so lab-supplied text cannot inject markup.
 */
export function resultReportHtml(r: LabResult, generatedAt: Date): string {
  const d = r.resultData;
  const critical = isCriticalLabResult(r);
  const facts: [string, string][] = [
    ['Patient', d.patientName],
    ['Test / study', `${r.labName} (${KIND_LABELS[r.kind]})`],
    ...(d.collectionDate ? [['Collection date', formatShortDate(d.collectionDate)] as [string, string]] : []),
    ['Received', formatShortDate(r.receivedAt)],
    ...(d.physician ? [['Ordering physician', d.physician] as [string, string]] : []),
    ['Status', r.isReviewed ? `Reviewed${r.reviewedByName ? ` by ${r.reviewedByName}` : ''}${r.reviewedAt ? ` on ${formatShortDate(r.reviewedAt)}` : ''}` : 'Pending Review'],
  ];
  const rows = d.tests
    .map((t) => `<tr class="${t.status}"><td>${esc(t.name)}</td><td>${esc(formatTestValue(t))}</td><td>${esc(t.referenceRange)}</td><td>${TEST_STATUS_LABELS[t.status]}</td></tr>`)
    .join('\n');
  const section = (title: string, text?: string) => (text ? `<h2>${title}</h2>\n<p class="text">${esc(text)}</p>` : '');
  return `<!doctype html>
<html lang="en">
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
${critical ? '<p class="critical-flag">Critical result</p>' : ''}
<dl>
${facts.map(([k, v]) => `<dt>${k}</dt><dd>${esc(v)}</dd>`).join('\n')}
</dl>
<h2>Results</h2>
<div class="table"><table>
<thead><tr><th>Test</th><th>Result</th><th>Reference Range</th><th>Status</th></tr></thead>
<tbody>
${rows}
</tbody>
</table></div>
${section('Interpretation', d.interpretation)}
${section('Comments', d.comments)}
<footer>Generated by MedAssist on ${esc(formatShortDate(generatedAt))}. Confidential patient information.</footer>
</body>
</html>
`;
}
