import { msg } from '../../../core/i18n/msg';
import type { GENDERS } from '../../../core/schemas/patients';
import { t } from '../i18n';

// One home for how a patient's gender reads: the patient list, record and form, the appointment
// cards and the calculators' save-note dialog all show it (features meet only in app/, so here).

/** The spec's gender values (stored in English) as the form and record show them, translated. */
export const GENDER_LABELS: Readonly<Record<(typeof GENDERS)[number], string>> = { Male: msg('Male'), Female: msg('Female'), Other: msg('Other') };

/** A stored gender in the reader's language; a value outside the spec's list is shown as stored. */
export function genderLabel(gender: string): string {
  return t(GENDER_LABELS[gender as keyof typeof GENDER_LABELS] ?? gender);
}
