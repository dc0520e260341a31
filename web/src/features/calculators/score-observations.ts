import type { CalculatorSlug } from '../../../../core/calculators/registry';

// The calculators whose result is a score or a risk a chart keeps as an observation (category
// 'survey'), with the LOINC code where LOINC has one (https://loinc.org: 9269-2 "Glasgow coma
// score total"; 79423-0 "Cardiovascular disease 10Y risk [Likelihood] ACC-AHA Pooled Cohort by
// Goff 2013"). The others are saved under their name alone (a text code), never a guessed code.

export interface ScoreObservation {
  loinc?: { code: string; display: string };
}

export const SCORE_OBSERVATIONS: Partial<Record<CalculatorSlug, ScoreObservation>> = {
  gcs: { loinc: { code: '9269-2', display: 'Glasgow coma score total' } },
  ascvd: { loinc: { code: '79423-0', display: 'Cardiovascular disease 10Y risk [Likelihood] ACC-AHA Pooled Cohort by Goff 2013' } },
  chads2vasc: {},
  'wells-pe': {},
  meld: {},
  scorad: {},
  easi: {},
};
