import { z } from 'zod';
import { englishText, message, type LocalText, type MessageDescriptor } from '../i18n/message';
import { msg } from '../i18n/msg';
import { ckdEpi2021Egfr } from './creatinine-clearance';
import { boundedInt, boundedNumber, fixed, roundHalfUp } from './numeric';
import {
  PREVENT_COEFFICIENTS,
  type PreventEquation,
  type PreventHorizon,
  type PreventModel,
  type PreventOutcome,
  type PreventTerm,
} from './prevent-coefficients';
import type { CalculatorResult, CalculatorSource, ResultSeverity } from './types';

export type { PreventHorizon, PreventModel, PreventOutcome } from './prevent-coefficients';

/** Sources: the PREVENT paper and supplement, the coefficient transcription, CKD-EPI 2021 and the 2026 guideline's categories. */
export const PREVENT_SOURCES: readonly CalculatorSource[] = [
  {
    citation:
      "Khan SS, Matsushita K, Sang Y, et al. Development and Validation of the American Heart Association's PREVENT Equations. Circulation 2024;149:430-449, with its Supplemental Material (coefficient tables of the base, UACR, HbA1c, SDI and full models; predictor centring and splines).",
    url: 'https://doi.org/10.1161/CIRCULATIONAHA.123.067626',
  },
  {
    citation:
      'Mayer MG. preventr: an implementation of the AHA PREVENT equations in R, version 0.12.0 (coefficient tables, input ranges, model selection and rounding; test cases used to check this calculator).',
    url: 'https://github.com/martingmayer/preventr',
  },
  {
    citation:
      'Inker LA, Eneanya ND, Coresh J, et al. New creatinine- and cystatin C-based equations to estimate GFR without race. N Engl J Med 2021;385:1737-1749 (CKD-EPI 2021 eGFR, which PREVENT uses).',
    url: 'https://doi.org/10.1056/NEJMoa2102953',
  },
  {
    citation:
      '2026 ACC/AHA Guideline on the Management of Dyslipidemia (MedAssist guideline catalogue: acc-aha-dyslipidemia-2026): 10-year PREVENT-ASCVD risk categories low <3%, borderline 3-<5%, intermediate 5-<10%, high ≥10%.',
    url: 'https://doi.org/10.1161/CIR.0000000000001423',
  },
];

/** Formula text for the page's About section. */
export const PREVENT_FORMULA = msg(
  'Risk = 1 / (1 + e^−x), x = constant + Σβ·term, with sex-, outcome- and horizon-specific β (Khan 2024 supplement). Terms: age (per 10 y from 55; 30-year models add its square), non-HDL-C (mmol/L − 3.5), HDL-C ((mmol/L − 1.3)/0.3), SBP split at 110 mmHg (per 20 mmHg, centred at 130 above), BMI split at 30 kg/m² (heart-failure models), eGFR split at 60 (per −15 mL/min/1.73 m², centred at 90 above), diabetes, current smoking, antihypertensive and statin use, their interactions with age, SBP and non-HDL-C; add-ons ln UACR (mg/g), HbA1c − 5.3% (separately with and without diabetes) and SDI decile group (4-6, 7-10 vs 1-3), with a published term for each one missing in the full model. Cholesterol mg/dL × 0.02586 = mmol/L.',
);

/** mmol/L per mg/dL of cholesterol as the PREVENT equations convert it (Khan 2024 supplement; preventr). */
export const PREVENT_CHOLESTEROL_MMOL_PER_MG_DL = 0.02586;

/** Cholesterol units the calculator accepts; mmol/L values enter the equations as given. */
export const PREVENT_CHOLESTEROL_UNITS = ['mg/dL', 'mmol/L'] as const;

/** Valid cholesterol ranges per unit (TC 130-320, HDL 20-100 mg/dL: the AHA's code and preventr 0.12.0 alike). */
const CHOLESTEROL_LIMITS = {
  'mg/dL': { total: [130, 320], hdl: [20, 100] },
  'mmol/L': { total: [3.36, 8.28], hdl: [0.52, 2.59] },
} as const;

/** Ages for which the 30-year equations were derived (Khan 2024: 30-year risk in adults 30-59). */
export const PREVENT_THIRTY_YEAR_MAX_AGE = 59;

function hasIssueOn(issues: readonly { path?: readonly PropertyKey[] }[], fields: readonly string[]): boolean {
  return issues.some((i) => fields.includes(String(i.path?.[0])));
}

const EGFR_MESSAGE = msg('eGFR must be between 15 and 140 mL/min/1.73 m² for the PREVENT equations.');

/**
 * Said under a creatinine whose CKD-EPI 2021 eGFR falls outside the equations' range. The schema
 * carries it in English (a zod message is a string); the page rebuilds it in the reader's language.
 */
export function preventCreatinineOutOfRange(egfr: number): MessageDescriptor {
  return message(msg('This creatinine gives an eGFR of {egfr} mL/min/1.73 m² (CKD-EPI 2021); the PREVENT equations need 15 to 140.'), { egfr });
}

/**
 * Input: required base predictors, eGFR given or computed from creatinine (CKD-EPI 2021), and the
 * optional UACR, HbA1c and SDI decile. Ranges as preventr 0.12.0 validates them: age 30-79 (Khan
 * 2024), TC 130-320 and HDL 20-100 mg/dL, BMI 18.5-39.9 and SBP 90-180 mmHg, eGFR 15-140, UACR
 * 0.1-25 000 mg/g, HbA1c 4.5-15%. The AHA's own code accepts SBP up to 200 and any HbA1c above 0;
 * preventr narrows them (SBP above 180 is hypertensive urgency, HbA1c below 4.5% is not a real
 * value) and so do we. Outside the ranges the calculator refuses rather than extrapolates.
 */
export const PreventInputSchema = z
  .object({
    sex: z.enum(['female', 'male'], { error: msg('Please choose the patient’s sex.') }),
    ageYears: boundedNumber(30, 79, msg('Age must be between 30 and 79 years for the PREVENT equations.')),
    cholesterolUnit: z.enum(PREVENT_CHOLESTEROL_UNITS, { error: msg("Cholesterol unit must be 'mg/dL' or 'mmol/L'.") }).default('mg/dL'),
    totalCholesterol: z.number({ error: msg('Please enter total cholesterol.') }),
    hdlCholesterol: z.number({ error: msg('Please enter HDL cholesterol.') }),
    systolicBpMmHg: boundedNumber(90, 180, msg('Systolic blood pressure must be between 90 and 180 mmHg for the PREVENT equations.')),
    bmiKgM2: boundedNumber(18.5, 39.9, msg('BMI must be between 18.5 and 39.9 kg/m² for the PREVENT equations.')),
    egfrMlMin173m2: boundedNumber(15, 140, EGFR_MESSAGE).optional(),
    creatinineMgDl: boundedNumber(0.1, 20, msg('Serum creatinine must be between 0.1 and 20 mg/dL (8.8-1768 µmol/L).')).optional(),
    diabetes: z.boolean({ error: msg('Please say whether the patient has diabetes.') }),
    smoker: z.boolean({ error: msg('Please say whether the patient is a current smoker.') }),
    onAntihypertensive: z.boolean({ error: msg('Please say whether the patient takes antihypertensive medication.') }),
    onStatin: z.boolean({ error: msg('Please say whether the patient takes a statin.') }),
    uacrMgG: boundedNumber(0.1, 25000, msg('Urine albumin-creatinine ratio must be between 0.1 and 25 000 mg/g for the PREVENT equations.')).optional(),
    hba1cPercent: boundedNumber(4.5, 15, msg('HbA1c must be between 4.5 and 15% for the PREVENT equations.')).optional(),
    sdiDecile: boundedInt(1, 10, msg('Social deprivation index must be a decile from 1 to 10.')).optional(),
  })
  // Each cross-field check runs as soon as its own fields are valid, so a doctor sees it while the
  // rest of the form is still empty.
  .superRefine(
    (input, ctx) => {
      const limits = CHOLESTEROL_LIMITS[input.cholesterolUnit];
      if (input.totalCholesterol < limits.total[0] || input.totalCholesterol > limits.total[1]) {
        ctx.addIssue({
          code: 'custom',
          path: ['totalCholesterol'],
          message: msg('Total cholesterol must be between 130 and 320 mg/dL (3.36-8.28 mmol/L) for the PREVENT equations.'),
        });
      }
      if (input.hdlCholesterol < limits.hdl[0] || input.hdlCholesterol > limits.hdl[1]) {
        ctx.addIssue({
          code: 'custom',
          path: ['hdlCholesterol'],
          message: msg('HDL cholesterol must be between 20 and 100 mg/dL (0.52-2.59 mmol/L) for the PREVENT equations.'),
        });
      }
    },
    { when: (payload) => !hasIssueOn(payload.issues, ['cholesterolUnit', 'totalCholesterol', 'hdlCholesterol']) },
  )
  .superRefine(
    (input, ctx) => {
      if (input.egfrMlMin173m2 !== undefined && input.creatinineMgDl !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['egfrMlMin173m2'], message: msg('Give eGFR or serum creatinine, not both.') });
      } else if (input.egfrMlMin173m2 === undefined && input.creatinineMgDl === undefined) {
        ctx.addIssue({ code: 'custom', path: ['egfrMlMin173m2'], message: msg('Please enter eGFR, or serum creatinine to compute it.') });
      } else if (input.creatinineMgDl !== undefined) {
        const egfr = ckdEpi2021Egfr({ ageYears: input.ageYears, sex: input.sex, creatinineMgDl: input.creatinineMgDl });
        if (egfr < 15 || egfr > 140) {
          ctx.addIssue({
            code: 'custom',
            path: ['creatinineMgDl'],
            message: englishText(preventCreatinineOutOfRange(egfr)),
          });
        }
      }
    },
    { when: (payload) => !hasIssueOn(payload.issues, ['sex', 'ageYears', 'egfrMlMin173m2', 'creatinineMgDl']) },
  );

/** Validated PREVENT input. */
export type PreventInput = z.infer<typeof PreventInputSchema>;

/** Predictor values in the equations' own units, after conversion and eGFR computation. */
export interface PreventPredictors {
  sex: 'female' | 'male';
  ageYears: number;
  totalCholesterolMmolL: number;
  hdlCholesterolMmolL: number;
  systolicBpMmHg: number;
  bmiKgM2: number;
  egfrMlMin173m2: number;
  diabetes: boolean;
  smoker: boolean;
  onAntihypertensive: boolean;
  onStatin: boolean;
  uacrMgG?: number;
  hba1cPercent?: number;
  sdiDecile?: number;
}

/** eGFR the equations use: as given, or CKD-EPI 2021 from creatinine rounded to a whole number as laboratories report it (as preventr does). */
export function preventEgfr(input: PreventInput): number {
  if (input.egfrMlMin173m2 !== undefined) return input.egfrMlMin173m2;
  return ckdEpi2021Egfr({ ageYears: input.ageYears, sex: input.sex, creatinineMgDl: input.creatinineMgDl ?? Number.NaN });
}

/** Converts validated input to the equations' units (cholesterol in mmol/L by × 0.02586 from mg/dL). */
export function preventPredictors(input: PreventInput): PreventPredictors {
  const toMmol = input.cholesterolUnit === 'mg/dL' ? PREVENT_CHOLESTEROL_MMOL_PER_MG_DL : 1;
  return {
    sex: input.sex,
    ageYears: input.ageYears,
    totalCholesterolMmolL: input.totalCholesterol * toMmol,
    hdlCholesterolMmolL: input.hdlCholesterol * toMmol,
    systolicBpMmHg: input.systolicBpMmHg,
    bmiKgM2: input.bmiKgM2,
    egfrMlMin173m2: preventEgfr(input),
    diabetes: input.diabetes,
    smoker: input.smoker,
    onAntihypertensive: input.onAntihypertensive,
    onStatin: input.onStatin,
    uacrMgG: input.uacrMgG,
    hba1cPercent: input.hba1cPercent,
    sdiDecile: input.sdiDecile,
  };
}

/**
 * The model the add-ons select, as preventr does: none → base; exactly one → the base model adding
 * it; two or three → the full model, whose published "missing" terms stand in for an absent one.
 */
export function preventModelFor(p: Pick<PreventPredictors, 'uacrMgG' | 'hba1cPercent' | 'sdiDecile'>): PreventModel {
  const given = [p.uacrMgG !== undefined, p.hba1cPercent !== undefined, p.sdiDecile !== undefined];
  const count = given.filter(Boolean).length;
  if (count === 0) return 'base';
  if (count > 1) return 'full';
  if (given[0]) return 'uacr';
  return given[1] ? 'hba1c' : 'sdi';
}

/**
 * Transformed terms (Khan 2024 supplement; preventr prep_terms): age per 10 years from 55; non-HDL-C
 * mmol/L − 3.5; HDL-C (mmol/L − 1.3)/0.3; SBP (min(SBP,110) − 110)/20 and (max(SBP,110) − 130)/20;
 * BMI (min(BMI,30) − 25)/5 and (max(BMI,30) − 30)/5; eGFR (min(eGFR,60) − 60)/−15 and
 * (max(eGFR,60) − 90)/−15; add-ons ln UACR, HbA1c − 5.3 split by diabetes, SDI decile groups.
 */
export function preventTerms(p: PreventPredictors): Record<PreventTerm, number> {
  const age = (p.ageYears - 55) / 10;
  const nonHdlC = p.totalCholesterolMmolL - p.hdlCholesterolMmolL - 3.5;
  const hdlC = (p.hdlCholesterolMmolL - 1.3) / 0.3;
  const sbp110Plus = (Math.max(p.systolicBpMmHg, 110) - 130) / 20;
  const bmi30Plus = (Math.max(p.bmiKgM2, 30) - 30) / 5;
  const egfrBelow60 = (Math.min(p.egfrMlMin173m2, 60) - 60) / -15;
  const diabetes = p.diabetes ? 1 : 0;
  const smoking = p.smoker ? 1 : 0;
  const antihypertensive = p.onAntihypertensive ? 1 : 0;
  const statin = p.onStatin ? 1 : 0;
  const hba1c = p.hba1cPercent === undefined ? 0 : p.hba1cPercent - 5.3;
  const sdi = p.sdiDecile;
  return {
    age,
    ageSquared: age * age,
    nonHdlC,
    hdlC,
    sbpBelow110: (Math.min(p.systolicBpMmHg, 110) - 110) / 20,
    sbp110Plus,
    diabetes,
    smoking,
    bmiBelow30: (Math.min(p.bmiKgM2, 30) - 25) / 5,
    bmi30Plus,
    egfrBelow60,
    egfr60Plus: (Math.max(p.egfrMlMin173m2, 60) - 90) / -15,
    antihypertensive,
    statin,
    antihypertensiveXSbp110Plus: antihypertensive * sbp110Plus,
    statinXNonHdlC: statin * nonHdlC,
    ageXNonHdlC: age * nonHdlC,
    ageXHdlC: age * hdlC,
    ageXSbp110Plus: age * sbp110Plus,
    ageXDiabetes: age * diabetes,
    ageXSmoking: age * smoking,
    ageXBmi30Plus: age * bmi30Plus,
    ageXEgfrBelow60: age * egfrBelow60,
    sdiDecile4To6: sdi !== undefined && sdi >= 4 && sdi <= 6 ? 1 : 0,
    sdiDecile7To10: sdi !== undefined && sdi >= 7 ? 1 : 0,
    sdiMissing: sdi === undefined ? 1 : 0,
    lnUacr: p.uacrMgG === undefined ? 0 : Math.log(p.uacrMgG),
    uacrMissing: p.uacrMgG === undefined ? 1 : 0,
    hba1cDiabetes: diabetes ? hba1c : 0,
    hba1cNoDiabetes: diabetes ? 0 : hba1c,
    hba1cMissing: p.hba1cPercent === undefined ? 1 : 0,
    constant: 1,
  };
}

/** Unrounded risk (fraction 0-1) of one equation: the logistic of its linear predictor. */
export function preventEquationRisk(equation: PreventEquation, terms: Record<PreventTerm, number>): number {
  let logOdds = 0;
  for (const [term, beta] of Object.entries(equation) as [PreventTerm, number][]) logOdds += beta * terms[term];
  return 1 / (1 + Math.exp(-logOdds));
}

/** Risk as the AHA calculator and preventr report it: percent to 0.1 point, rounded half up (preventr rounds the fraction to 3 dp). */
export function preventRiskPercent(model: PreventModel, horizon: PreventHorizon, outcome: PreventOutcome, p: PreventPredictors): number {
  const equation = PREVENT_COEFFICIENTS[model][horizon][p.sex][outcome];
  return roundHalfUp(preventEquationRisk(equation, preventTerms(p)) * 100, 1);
}

/** The three outcomes at one horizon, percent to 0.1. */
export type PreventRiskSet = Record<PreventOutcome, number>;

/** Every PREVENT risk for an input: the model used, 10-year risks, and 30-year risks for ages 30-59 only (null above). */
export interface PreventEstimate {
  model: PreventModel;
  egfrMlMin173m2: number;
  tenYear: PreventRiskSet;
  thirtyYear: PreventRiskSet | null;
}

const OUTCOMES: readonly PreventOutcome[] = ['totalCvd', 'ascvd', 'heartFailure'];

/**
 * 10- and 30-year PREVENT risks. The 30-year equations were derived and validated in adults 30-59
 * (Khan 2024; the AHA's own code does not report them above 59), so they are null from age 60.
 */
export function estimatePrevent(input: PreventInput): PreventEstimate {
  const p = preventPredictors(input);
  const model = preventModelFor(p);
  const riskSet = (horizon: PreventHorizon) =>
    Object.fromEntries(OUTCOMES.map((o) => [o, preventRiskPercent(model, horizon, o, p)])) as PreventRiskSet;
  return {
    model,
    egfrMlMin173m2: p.egfrMlMin173m2,
    tenYear: riskSet('tenYear'),
    thirtyYear: p.ageYears <= PREVENT_THIRTY_YEAR_MAX_AGE ? riskSet('thirtyYear') : null,
  };
}

/** Plain names of the model variants, as the paper calls them. */
export const PREVENT_MODEL_NAMES: Readonly<Record<PreventModel, string>> = {
  base: msg('Base model'),
  uacr: msg('Base model adding UACR'),
  hba1c: msg('Base model adding HbA1c'),
  sdi: msg('Base model adding SDI'),
  full: msg('Full model (UACR, HbA1c and SDI; a missing one by its published term)'),
};

/**
 * 2026 ACC/AHA dyslipidemia guideline category of the 10-year PREVENT-ASCVD risk (%, 1 dp):
 * <3 low, 3-<5 borderline, 5-<10 intermediate, ≥10 high.
 */
export function preventAscvdCategory(risk1dp: number): { category: string; riskLevel: string; severity: ResultSeverity } {
  if (risk1dp < 3) return { category: msg('Low'), riskLevel: msg('low risk'), severity: 'low' };
  if (risk1dp < 5) return { category: msg('Borderline'), riskLevel: msg('borderline risk'), severity: 'moderate' };
  if (risk1dp < 10) return { category: msg('Intermediate'), riskLevel: msg('intermediate risk'), severity: 'high' };
  return { category: msg('High'), riskLevel: msg('high risk'), severity: 'very-high' };
}

/** A risk in percent as the source rounds it (0.1 point), in the reader's number format. */
const pct = (v: number) => message(msg('{risk}%'), { risk: fixed(v, 1) });

/** The PREVENT result: 10-year ASCVD risk with its 2026 category, and all six risks beside it. */
export function computePrevent(input: PreventInput): CalculatorResult {
  const estimate = estimatePrevent(input);
  const ascvd = estimate.tenYear.ascvd;
  const band = preventAscvdCategory(ascvd);
  const thirty = estimate.thirtyYear;
  const notReported = message(msg('not reported above age {age}'), { age: PREVENT_THIRTY_YEAR_MAX_AGE });
  const warnings: LocalText[] = [
    msg('For primary prevention in adults 30-79 without known cardiovascular disease; not for people with clinical ASCVD or heart failure.'),
  ];
  if (!thirty) {
    warnings.push(msg('30-year risks are given only for ages 30-59, the ages the PREVENT 30-year equations were developed for.'));
  }
  if (estimate.model === 'full') {
    // The full model needs two add-ons or more, so at most one of the three is missing.
    const missing = input.uacrMgG === undefined ? msg('UACR') : input.hba1cPercent === undefined ? msg('HbA1c') : input.sdiDecile === undefined ? msg('SDI') : undefined;
    if (missing) warnings.push(message(msg('Full model with {missing} not given: the published term for a missing value is used.'), { missing }));
  }
  return {
    label: msg('10-year ASCVD risk (PREVENT)'),
    value: ascvd,
    unit: '%',
    display: pct(ascvd),
    category: band.category,
    severity: band.severity,
    interpretation: message(
      msg('Estimated 10-year risk of ASCVD (myocardial infarction, coronary death or stroke) by the PREVENT-ASCVD equation: {risk}%, {riskLevel} by the 2026 ACC/AHA categories (low <3%, borderline 3-<5%, intermediate 5-<10%, high ≥10%). 10-year total CVD risk {totalCvd}%, heart failure {heartFailure}%.'),
      { risk: fixed(ascvd, 1), riskLevel: band.riskLevel, totalCvd: fixed(estimate.tenYear.totalCvd, 1), heartFailure: fixed(estimate.tenYear.heartFailure, 1) },
    ),
    recommendation: msg(
      'Use the category to guide a clinician–patient discussion of lipid-lowering therapy, refined by risk-enhancing factors and, where the decision is uncertain, coronary artery calcium (2026 ACC/AHA dyslipidemia guideline).',
    ),
    // The bar spans 0-20% so the 3, 5 and 10% cut-offs are visibly apart.
    barFraction: Math.min(ascvd / 20, 1),
    extras: [
      { label: msg('10-year total CVD'), value: pct(estimate.tenYear.totalCvd) },
      { label: msg('10-year ASCVD'), value: pct(ascvd) },
      { label: msg('10-year heart failure'), value: pct(estimate.tenYear.heartFailure) },
      { label: msg('30-year total CVD'), value: thirty ? pct(thirty.totalCvd) : notReported },
      { label: msg('30-year ASCVD'), value: thirty ? pct(thirty.ascvd) : notReported },
      { label: msg('30-year heart failure'), value: thirty ? pct(thirty.heartFailure) : notReported },
      { label: msg('Model'), value: PREVENT_MODEL_NAMES[estimate.model] },
      {
        label: msg('eGFR used'),
        value:
          input.egfrMlMin173m2 === undefined
            ? message(msg('{egfr} mL/min/1.73 m² (CKD-EPI 2021 from creatinine)'), { egfr: estimate.egfrMlMin173m2 })
            : message(msg('{egfr} mL/min/1.73 m²'), { egfr: estimate.egfrMlMin173m2 }),
      },
    ],
    warnings,
  };
}
