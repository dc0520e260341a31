import { msg } from '../../../../core/i18n/msg';
import type { GENDERS } from '../../../../core/schemas/patients';

/** The spec's gender values (stored in English) as the form and record show them, translated. */
export const GENDER_LABELS: Readonly<Record<(typeof GENDERS)[number], string>> = { Male: msg('Male'), Female: msg('Female'), Other: msg('Other') };
