import { msg } from '../../../../core/i18n/msg';

/** The spec's gender values (stored in English) as an appointment card shows them, translated. */
export const GENDER_LABELS: Readonly<Record<string, string>> = { Male: msg('Male'), Female: msg('Female'), Other: msg('Other') };
