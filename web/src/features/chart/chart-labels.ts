import { msg } from '../../../../core/i18n/msg';

// The chart stores FHIR codes (clinicalStatus 'active', severity 'severe', criticality
// 'unable-to-assess', encounter status 'in-progress', ...). Badges show the code itself (in English
// the code is the text), form options a capitalised word; both go through t(). A code not listed
// here is shown as stored.

const CODE_TEXTS: Readonly<Record<string, string>> = {
  // Problem, allergy and medication statuses (core/schemas/chart.ts).
  active: msg('active'),
  inactive: msg('inactive'),
  resolved: msg('resolved'),
  stopped: msg('stopped'),
  // Allergy severity and category (FHIR AllergyIntolerance).
  mild: msg('mild'),
  moderate: msg('moderate'),
  severe: msg('severe'),
  food: msg('food'),
  medication: msg('medication'),
  environment: msg('environment'),
  biologic: msg('biologic'),
  // Encounter, procedure and immunization statuses an import may bring (FHIR R4 value sets).
  planned: msg('planned'),
  arrived: msg('arrived'),
  triaged: msg('triaged'),
  'in-progress': msg('in-progress'),
  onleave: msg('onleave'),
  cancelled: msg('cancelled'),
  preparation: msg('preparation'),
  'not-done': msg('not-done'),
  'on-hold': msg('on-hold'),
  'entered-in-error': msg('entered-in-error'),
  unknown: msg('unknown'),
  // Medication-safety alert levels (core/reference/clinical-levels.ts; 'moderate' above).
  contraindicated: msg('contraindicated'),
  major: msg('major'),
  minor: msg('minor'),
};

/** The English text of a FHIR code as badges show it, to pass to t(). */
export function codeText(code: string): string {
  return CODE_TEXTS[code] ?? code;
}

const OPTION_LABELS: Readonly<Record<string, string>> = {
  active: msg('Active'),
  inactive: msg('Inactive'),
  resolved: msg('Resolved'),
  stopped: msg('Stopped'),
  mild: msg('Mild'),
  moderate: msg('Moderate'),
  severe: msg('Severe'),
  low: msg('Low'),
  high: msg('High'),
  'unable-to-assess': msg('Unable to assess'),
  food: msg('Food'),
  medication: msg('Medication'),
  environment: msg('Environment'),
  biologic: msg('Biologic'),
};

/** The English label a form option shows for a code ('Unable to assess'), to pass to t(). */
export function optionLabel(code: string): string {
  return OPTION_LABELS[code] ?? code;
}

/** Observation interpretation flags (FHIR v3 ObservationInterpretation), as the lab form offers them. */
export const INTERPRETATION_LABELS: Readonly<Record<string, string>> = {
  N: msg('Normal'),
  H: msg('High'),
  L: msg('Low'),
  HH: msg('Critically high'),
  LL: msg('Critically low'),
  A: msg('Abnormal'),
  AA: msg('Critically abnormal'),
};
