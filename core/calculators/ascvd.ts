import { z } from 'zod';
import { message, type LocalText } from '../i18n/message';
import { msg } from '../i18n/msg';
import { boundedNumber, fixed, roundHalfUp } from './numeric';
import type { CalculatorResult, CalculatorSource, ResultSeverity } from './types';

/** Sources: 2013 Pooled Cohort Equations (Goff 2013, Table A) and the 2018 risk categories. */
export const ASCVD_SOURCES: readonly CalculatorSource[] = [
  {
    citation:
      'Goff DC Jr, Lloyd-Jones DM, Bennett G, et al. 2013 ACC/AHA Guideline on the Assessment of Cardiovascular Risk. Circulation 2014;129(25 Suppl 2):S49-S73, Table A (coefficients, baseline survival, mean sums and worked example).',
    url: 'https://doi.org/10.1161/01.cir.0000437741.48606.98',
  },
  {
    citation:
      'Grundy SM, Stone NJ, Bailey AL, et al. 2018 AHA/ACC Guideline on the Management of Blood Cholesterol. Circulation 2019;139:e1082-e1143 (risk categories: <5% low, 5-<7.5% borderline, 7.5-<20% intermediate, ≥20% high).',
  },
  {
    citation: 'ACC/AHA ASCVD Risk Estimator Plus (valid input ranges).',
    url: 'https://tools.acc.org/ascvd-risk-estimator-plus/',
  },
];

/** Formula text for the page's About section. */
export const ASCVD_FORMULA = msg(
  '10-year risk of a first hard ASCVD event (non-fatal MI, CHD death, fatal or non-fatal stroke) = 1 − S0^exp(Σβx − mean Σβx), with sex- and race-specific β over ln age, ln total cholesterol, ln HDL-C, ln treated or untreated SBP, smoking, diabetes and their interactions. Constants: Goff 2013 Table A as printed (S0 = 0.9665 white women, 0.9533 African-American women, 0.9144 white men, 0.8954 African-American men).',
);

/** Race groups of the Pooled Cohort Equations; 'other' uses the white equations. */
export const ASCVD_RACES = ['white', 'african-american', 'other'] as const;

/** One equation of Goff 2013 Table A (coefficients on ln-transformed values; 0 where the term is absent). */
export interface PooledCohortEquation {
  lnAge: number;
  lnAgeSquared: number;
  lnTotalCholesterol: number;
  lnAgeXLnTotalCholesterol: number;
  lnHdl: number;
  lnAgeXLnHdl: number;
  lnTreatedSbp: number;
  lnAgeXLnTreatedSbp: number;
  lnUntreatedSbp: number;
  lnAgeXLnUntreatedSbp: number;
  smoker: number;
  lnAgeXSmoker: number;
  diabetes: number;
  meanSum: number;
  baselineSurvival: number;
}

/**
 * Goff 2013 Table A as printed (constant set (a) in formulas.md). The more precise spreadsheet
 * set (S0 0.96652 / 0.95334 / 0.91436 / 0.89536 with 4-dp means) differs by up to ~0.15 points.
 */
export const POOLED_COHORT_EQUATIONS: Record<'whiteFemale' | 'africanAmericanFemale' | 'whiteMale' | 'africanAmericanMale', PooledCohortEquation> = {
  whiteFemale: {
    lnAge: -29.799,
    lnAgeSquared: 4.884,
    lnTotalCholesterol: 13.54,
    lnAgeXLnTotalCholesterol: -3.114,
    lnHdl: -13.578,
    lnAgeXLnHdl: 3.149,
    lnTreatedSbp: 2.019,
    lnAgeXLnTreatedSbp: 0,
    lnUntreatedSbp: 1.957,
    lnAgeXLnUntreatedSbp: 0,
    smoker: 7.574,
    lnAgeXSmoker: -1.665,
    diabetes: 0.661,
    meanSum: -29.18,
    baselineSurvival: 0.9665,
  },
  africanAmericanFemale: {
    lnAge: 17.114,
    lnAgeSquared: 0,
    lnTotalCholesterol: 0.94,
    lnAgeXLnTotalCholesterol: 0,
    lnHdl: -18.92,
    lnAgeXLnHdl: 4.475,
    lnTreatedSbp: 29.291,
    lnAgeXLnTreatedSbp: -6.432,
    lnUntreatedSbp: 27.82,
    lnAgeXLnUntreatedSbp: -6.087,
    smoker: 0.691,
    lnAgeXSmoker: 0,
    diabetes: 0.874,
    meanSum: 86.61,
    baselineSurvival: 0.9533,
  },
  whiteMale: {
    lnAge: 12.344,
    lnAgeSquared: 0,
    lnTotalCholesterol: 11.853,
    lnAgeXLnTotalCholesterol: -2.664,
    lnHdl: -7.99,
    lnAgeXLnHdl: 1.769,
    lnTreatedSbp: 1.797,
    lnAgeXLnTreatedSbp: 0,
    lnUntreatedSbp: 1.764,
    lnAgeXLnUntreatedSbp: 0,
    smoker: 7.837,
    lnAgeXSmoker: -1.795,
    diabetes: 0.658,
    meanSum: 61.18,
    baselineSurvival: 0.9144,
  },
  africanAmericanMale: {
    lnAge: 2.469,
    lnAgeSquared: 0,
    lnTotalCholesterol: 0.302,
    lnAgeXLnTotalCholesterol: 0,
    lnHdl: -0.307,
    lnAgeXLnHdl: 0,
    lnTreatedSbp: 1.916,
    lnAgeXLnTreatedSbp: 0,
    lnUntreatedSbp: 1.809,
    lnAgeXLnUntreatedSbp: 0,
    smoker: 0.549,
    lnAgeXSmoker: 0,
    diabetes: 0.645,
    meanSum: 19.54,
    baselineSurvival: 0.8954,
  },
};

/** Input: ranges of the ACC/AHA estimator, which refuses values outside them; lipids in mg/dL. */
export const AscvdInputSchema = z.object({
  sex: z.enum(['female', 'male'], { error: msg('Please choose the patient’s sex.') }),
  race: z.enum(ASCVD_RACES, { error: msg("Race must be 'white', 'african-american' or 'other'.") }),
  ageYears: boundedNumber(40, 79, msg('Age must be between 40 and 79 years for the Pooled Cohort Equations.')),
  totalCholesterolMgDl: boundedNumber(
    130,
    320,
    msg('Total cholesterol must be between 130 and 320 mg/dL (3.36-8.28 mmol/L) for the Pooled Cohort Equations.'),
  ),
  hdlCholesterolMgDl: boundedNumber(
    20,
    100,
    msg('HDL cholesterol must be between 20 and 100 mg/dL (0.52-2.59 mmol/L) for the Pooled Cohort Equations.'),
  ),
  systolicBpMmHg: boundedNumber(90, 200, msg('Systolic blood pressure must be between 90 and 200 mmHg for the Pooled Cohort Equations.')),
  onHypertensionTreatment: z.boolean({ error: msg('Please say whether the patient is treated for high blood pressure.') }),
  smoker: z.boolean({ error: msg('Please say whether the patient is a current smoker.') }),
  diabetes: z.boolean({ error: msg('Please say whether the patient has diabetes.') }),
});

/** Validated ASCVD input. */
export type AscvdInput = z.infer<typeof AscvdInputSchema>;

/** The equation used for a sex and race ('other' → white equations, as the guideline advises). */
export function pooledCohortEquationFor(sex: AscvdInput['sex'], race: AscvdInput['race']): PooledCohortEquation {
  const aa = race === 'african-american';
  if (sex === 'female') return aa ? POOLED_COHORT_EQUATIONS.africanAmericanFemale : POOLED_COHORT_EQUATIONS.whiteFemale;
  return aa ? POOLED_COHORT_EQUATIONS.africanAmericanMale : POOLED_COHORT_EQUATIONS.whiteMale;
}

/** Individual sum Σβx of the Pooled Cohort Equations (Goff 2013 Table A). */
export function pooledCohortIndividualSum(input: AscvdInput): number {
  const c = pooledCohortEquationFor(input.sex, input.race);
  const lnAge = Math.log(input.ageYears);
  const lnTc = Math.log(input.totalCholesterolMgDl);
  const lnHdl = Math.log(input.hdlCholesterolMgDl);
  const lnSbp = Math.log(input.systolicBpMmHg);
  const smoker = input.smoker ? 1 : 0;
  const sbpTerm = input.onHypertensionTreatment
    ? c.lnTreatedSbp * lnSbp + c.lnAgeXLnTreatedSbp * lnAge * lnSbp
    : c.lnUntreatedSbp * lnSbp + c.lnAgeXLnUntreatedSbp * lnAge * lnSbp;
  return (
    c.lnAge * lnAge +
    c.lnAgeSquared * lnAge * lnAge +
    c.lnTotalCholesterol * lnTc +
    c.lnAgeXLnTotalCholesterol * lnAge * lnTc +
    c.lnHdl * lnHdl +
    c.lnAgeXLnHdl * lnAge * lnHdl +
    sbpTerm +
    c.smoker * smoker +
    c.lnAgeXSmoker * lnAge * smoker +
    c.diabetes * (input.diabetes ? 1 : 0)
  );
}

/** Unrounded 10-year ASCVD risk, % (Goff 2013). */
export function ascvdRiskPercentRaw(input: AscvdInput): number {
  const c = pooledCohortEquationFor(input.sex, input.race);
  const sum = pooledCohortIndividualSum(input);
  return (1 - c.baselineSurvival ** Math.exp(sum - c.meanSum)) * 100;
}

/** 2018 AHA/ACC risk category on the 1-dp risk %: <5 low, 5-<7.5 borderline, 7.5-<20 intermediate, ≥20 high. */
export function ascvdRiskCategory(risk1dp: number): { category: string; riskLevel: string; severity: ResultSeverity; recommendation: string } {
  if (risk1dp < 5) {
    return {
      category: msg('Low'),
      riskLevel: msg('low risk'),
      severity: 'low',
      recommendation: msg('Emphasise a heart-healthy lifestyle to reduce risk factors (2018 AHA/ACC).'),
    };
  }
  if (risk1dp < 7.5) {
    return {
      category: msg('Borderline'),
      riskLevel: msg('borderline risk'),
      severity: 'moderate',
      recommendation: msg('If risk-enhancing factors are present, discuss moderate-intensity statin therapy (2018 AHA/ACC).'),
    };
  }
  if (risk1dp < 20) {
    return {
      category: msg('Intermediate'),
      riskLevel: msg('intermediate risk'),
      severity: 'high',
      recommendation: msg(
        'After a clinician–patient risk discussion, start moderate-intensity statin therapy (LDL-C reduction 30-49%); risk enhancers favour it, and coronary artery calcium scoring can help if the decision is uncertain (2018 AHA/ACC).',
      ),
    };
  }
  return {
    category: msg('High'),
    riskLevel: msg('high risk'),
    severity: 'very-high',
    recommendation: msg('Start statin therapy to reduce LDL-C by 50% or more (high-intensity statin) (2018 AHA/ACC).'),
  };
}

/** Said with every PCE result: the 2026 ACC/AHA dyslipidemia guideline (catalogue: acc-aha-dyslipidemia-2026) moved to PREVENT. */
export const ASCVD_PREVENT_PREFERRED = msg(
  'The 2026 ACC/AHA dyslipidemia guideline estimates risk with the AHA PREVENT equations and new categories instead of these equations; see the PREVENT calculator.',
);

/** The equation a sex and race used, named for the result's extras. */
function equationName(sex: AscvdInput['sex'], race: AscvdInput['race']): string {
  if (race === 'african-american') return sex === 'female' ? msg('Pooled Cohort Equations, African-American women') : msg('Pooled Cohort Equations, African-American men');
  return sex === 'female' ? msg('Pooled Cohort Equations, White women') : msg('Pooled Cohort Equations, White men');
}

/** 10-year risk (%, 1 dp) of a first hard ASCVD event by the 2013 Pooled Cohort Equations (Goff 2013 Table A constants), with 2018 categories. */
export function computeAscvd(input: AscvdInput): CalculatorResult {
  const raw = ascvdRiskPercentRaw(input);
  const risk = roundHalfUp(raw, 1);
  const shown = fixed(raw, 1);
  const band = ascvdRiskCategory(risk);
  const warnings: LocalText[] = [
    msg('For primary prevention in adults without clinical ASCVD and LDL-C below 190 mg/dL; it may over- or under-estimate risk in some populations.'),
    ASCVD_PREVENT_PREFERRED,
  ];
  if (input.race === 'other') warnings.push(msg('Race other than white or African-American: the white equations are used, as the guideline advises.'));
  const recommendation: LocalText = input.diabetes
    ? message(msg('{recommendation} With diabetes at age 40-75, at least moderate-intensity statin therapy is indicated regardless of estimated risk.'), {
        recommendation: band.recommendation,
      })
    : band.recommendation;
  return {
    label: msg('10-year ASCVD risk'),
    value: risk,
    unit: '%',
    display: message(msg('{risk}%'), { risk: shown }),
    category: band.category,
    severity: band.severity,
    interpretation: message(
      msg('Estimated 10-year risk of a first hard ASCVD event (non-fatal MI, coronary death or stroke): {risk}% ({riskLevel}).'),
      { risk: shown, riskLevel: band.riskLevel },
    ),
    recommendation,
    // The bar spans 0-30% so the 5, 7.5 and 20% cut-offs are visibly apart.
    barFraction: Math.min(risk / 30, 1),
    extras: [
      { label: msg('Equation'), value: equationName(input.sex, input.race) },
      { label: msg('Individual sum Σβx'), value: message(msg('{sum}'), { sum: fixed(pooledCohortIndividualSum(input), 2) }) },
      { label: msg('Constant set'), value: msg('Goff 2013 Table A as printed') },
    ],
    warnings,
  };
}
