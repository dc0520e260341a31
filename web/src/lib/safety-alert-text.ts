import { msg } from '../../../core/i18n/msg';
import { unitLabel } from '../../../core/chart/vital-units';
import type { MedicationSafetyAlert, WireFindingBasis } from '../../../core/schemas/chart';
import { activeLocale, t } from '../i18n';
import { shownDay } from './date-input';
import { localText } from './local-text';
import { formatNumber } from './format';

// A medication-safety alert in the reader's language, wherever it is shown (the chart's add-medication
// dialog, the interaction checker with a patient chosen): its kind, its message and what to do
// (through the templates patient-specific findings carry), and the patient values it used with dates.

/** Each alert kind's label (DESIGN.md §8, §9). */
export const SAFETY_KIND_LABEL: Readonly<Record<MedicationSafetyAlert['kind'], string>> = {
  interaction: msg('Interaction'),
  allergy: msg('Allergy'),
  unchecked: msg('Not checked'),
  renal: msg('Kidney function'),
  pregnancy: msg('Pregnancy'),
  lactation: msg('Breastfeeding'),
  'older-adult': msg('Older adult'),
  duplication: msg('Duplicate therapy'),
  qt: msg('QT prolongation'),
  potassium: msg('Potassium'),
};

/** A level's label (the chart's codes as shown there). */
export const LEVEL_LABEL: Readonly<Record<MedicationSafetyAlert['severity'], string>> = {
  contraindicated: msg('contraindicated'),
  major: msg('major'),
  moderate: msg('moderate'),
  minor: msg('minor'),
};

/** A level's badge colour. */
export const LEVEL_PALETTE: Readonly<Record<MedicationSafetyAlert['severity'], string>> = { contraindicated: 'red', major: 'red', moderate: 'orange', minor: 'yellow' };

/** The alert's finding: a patient-specific finding's template in the reader's language, else the checker's English text. */
export function alertMessage(alert: MedicationSafetyAlert): string {
  return alert.template ? localText(alert.template) : alert.message;
}

/** What to do, likewise; undefined when the alert says nothing. */
export function alertManagement(alert: MedicationSafetyAlert): string | undefined {
  return alert.managementTemplate ? localText(alert.managementTemplate) : alert.management;
}

/** A value's day: ISO in English (as the finding says it), the language's own order otherwise. */
const dayText = (iso: string) => (activeLocale() === 'en' ? iso.slice(0, 10) : shownDay(iso.slice(0, 10)));

/** One value a finding used: "eGFR 22 mL/min/1.73 m², 2026-11-03", "…, 03.11.2026" in German, with a note when too old. */
export function basisText(basis: WireFindingBasis): string {
  const value = typeof basis.value === 'number' ? formatNumber(basis.value) : t(basis.value);
  const measured = [t(basis.name), value, basis.unit ? unitLabel(basis.unit) : ''].filter(Boolean).join(' ');
  const text = basis.date ? t('{value}, {date}', { value: measured, date: dayText(basis.date) }) : t('{value}, undated', { value: measured });
  return basis.stale ? `${text} (${localText(basis.stale)})` : text;
}
