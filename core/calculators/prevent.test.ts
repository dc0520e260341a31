import { describe, expect, it } from 'vitest';
import { GUIDELINES } from '../reference/guidelines-data';
import { ckdEpi2021Egfr } from './creatinine-clearance';
import {
  PREVENT_SOURCES,
  PreventInputSchema,
  computePrevent as computeLocal,
  estimatePrevent,
  preventAscvdCategory,
  preventModelFor,
  preventPredictors,
  preventRiskPercent,
  type PreventInput,
} from './prevent';
import { PREVENTR_CASES } from './prevent.preventr-cases';
import { englishResult } from './result-text';

/** The result as the Worker and the AI read it: English. */
const computePrevent = (input: PreventInput) => englishResult(computeLocal(input));

// preventr's default patient (its README and test helpers): 50, TC 200, HDL 45 mg/dL, SBP 160 treated,
// diabetes, non-smoker, BMI 35, eGFR 90, no statin.
const BASE: PreventInput = {
  sex: 'female',
  ageYears: 50,
  cholesterolUnit: 'mg/dL',
  totalCholesterol: 200,
  hdlCholesterol: 45,
  systolicBpMmHg: 160,
  bmiKgM2: 35,
  egfrMlMin173m2: 90,
  diabetes: true,
  smoker: false,
  onAntihypertensive: true,
  onStatin: false,
};

const parse = (input: unknown) => PreventInputSchema.safeParse(input);
const errorsOf = (input: unknown) => {
  const r = parse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('PREVENT against preventr 0.12.0 test cases (base, UACR, HbA1c, SDI and full models; both sexes; 10 and 30 years)', () => {
  it('has cases for every model variant, both sexes and both horizons', () => {
    const kinds = new Set(PREVENTR_CASES.map((c) => `${preventModelFor(c.input)}/${c.input.sex}/${c.horizon}`));
    for (const model of ['base', 'uacr', 'hba1c', 'sdi', 'full']) {
      for (const sex of ['female', 'male']) for (const h of ['tenYear', 'thirtyYear']) expect(kinds).toContain(`${model}/${sex}/${h}`);
    }
    expect(PREVENTR_CASES.length * 3).toBeGreaterThanOrEqual(190);
  });

  it.each(PREVENTR_CASES.map((c) => [c.source, c] as const))('every published equation value matches to 0.1 point: %s', (_source, c) => {
    const input = PreventInputSchema.parse(c.input);
    const p = preventPredictors(input);
    const model = preventModelFor(p);
    // Equation level, at every age preventr reports (it also extrapolates 30-year risk past 59).
    expect({
      totalCvd: preventRiskPercent(model, c.horizon, 'totalCvd', p),
      ascvd: preventRiskPercent(model, c.horizon, 'ascvd', p),
      heartFailure: preventRiskPercent(model, c.horizon, 'heartFailure', p),
    }).toEqual(c.expected);
    // What the calculator reports.
    const estimate = estimatePrevent(input);
    const reported = c.horizon === 'tenYear' ? estimate.tenYear : estimate.thirtyYear;
    if (c.horizon === 'thirtyYear' && input.ageYears > 59) expect(reported).toBeNull();
    else expect(reported).toEqual(c.expected);
  });

  it("reproduces preventr's README example (female, base model): 10-year CVD 14.7%, ASCVD 9.2%, HF 8.1%; 30-year 53.0%, 35.4%, 39.0%", () => {
    const e = estimatePrevent(BASE);
    expect(e.model).toBe('base');
    expect(e.tenYear).toEqual({ totalCvd: 14.7, ascvd: 9.2, heartFailure: 8.1 });
    expect(e.thirtyYear).toEqual({ totalCvd: 53, ascvd: 35.4, heartFailure: 39 });
  });
});

describe('PREVENT units and eGFR', () => {
  it('gives the same risks for cholesterol in mmol/L as for the same values in mg/dL (× 0.02586)', () => {
    const mmol = estimatePrevent(
      PreventInputSchema.parse({ ...BASE, cholesterolUnit: 'mmol/L', totalCholesterol: 200 * 0.02586, hdlCholesterol: 45 * 0.02586 }),
    );
    expect(mmol).toEqual(estimatePrevent(BASE));
  });

  it('computes eGFR from creatinine by CKD-EPI 2021 (rounded to a whole number) and uses it like an entered eGFR', () => {
    const { egfrMlMin173m2: _drop, ...noEgfr } = BASE;
    const fromCreatinine = PreventInputSchema.parse({ ...noEgfr, creatinineMgDl: 1.4, ageYears: 58 });
    const egfr = ckdEpi2021Egfr({ ageYears: 58, sex: 'female', creatinineMgDl: 1.4 });
    expect(egfr).toBe(44); // 142 × (1.4/0.7)^−1.2 × 0.9938^58 × 1.012 = 43.6
    const e = estimatePrevent(fromCreatinine);
    expect(e.egfrMlMin173m2).toBe(44);
    expect(e).toEqual(estimatePrevent({ ...BASE, ageYears: 58, egfrMlMin173m2: 44 }));
    expect(computePrevent(fromCreatinine).extras).toContainEqual({ label: 'eGFR used', value: '44 mL/min/1.73 m² (CKD-EPI 2021 from creatinine)' });
  });

  it('refuses a creatinine whose eGFR falls outside 15-140, and asks for eGFR or creatinine but not both', () => {
    const { egfrMlMin173m2: _drop, ...noEgfr } = BASE;
    expect(errorsOf({ ...noEgfr, creatinineMgDl: 4 })).toEqual({
      creatinineMgDl: 'This creatinine gives an eGFR of 13 mL/min/1.73 m² (CKD-EPI 2021); the PREVENT equations need 15 to 140.',
    });
    expect(errorsOf(noEgfr)).toEqual({ egfrMlMin173m2: 'Please enter eGFR, or serum creatinine to compute it.' });
    expect(errorsOf({ ...BASE, creatinineMgDl: 1 })).toEqual({ egfrMlMin173m2: 'Give eGFR or serum creatinine, not both.' });
  });
});

describe('PREVENT input limits (preventr / AHA calculator ranges): refused outside, accepted at the edges', () => {
  const cases: [string, Partial<Record<string, unknown>>, Partial<Record<string, unknown>>, string][] = [
    ['ageYears', { ageYears: 30 }, { ageYears: 29 }, 'Age must be between 30 and 79 years for the PREVENT equations.'],
    ['ageYears', { ageYears: 79 }, { ageYears: 80 }, 'Age must be between 30 and 79 years for the PREVENT equations.'],
    ['totalCholesterol', { totalCholesterol: 130 }, { totalCholesterol: 129 }, 'Total cholesterol must be between 130 and 320 mg/dL (3.36-8.28 mmol/L) for the PREVENT equations.'],
    ['totalCholesterol', { totalCholesterol: 320 }, { totalCholesterol: 321 }, 'Total cholesterol must be between 130 and 320 mg/dL (3.36-8.28 mmol/L) for the PREVENT equations.'],
    ['totalCholesterol', { cholesterolUnit: 'mmol/L', totalCholesterol: 3.36, hdlCholesterol: 1.2 }, { cholesterolUnit: 'mmol/L', totalCholesterol: 3.35, hdlCholesterol: 1.2 }, 'Total cholesterol must be between 130 and 320 mg/dL (3.36-8.28 mmol/L) for the PREVENT equations.'],
    ['totalCholesterol', { cholesterolUnit: 'mmol/L', totalCholesterol: 8.28, hdlCholesterol: 1.2 }, { cholesterolUnit: 'mmol/L', totalCholesterol: 8.29, hdlCholesterol: 1.2 }, 'Total cholesterol must be between 130 and 320 mg/dL (3.36-8.28 mmol/L) for the PREVENT equations.'],
    ['hdlCholesterol', { hdlCholesterol: 20 }, { hdlCholesterol: 19 }, 'HDL cholesterol must be between 20 and 100 mg/dL (0.52-2.59 mmol/L) for the PREVENT equations.'],
    ['hdlCholesterol', { hdlCholesterol: 100 }, { hdlCholesterol: 101 }, 'HDL cholesterol must be between 20 and 100 mg/dL (0.52-2.59 mmol/L) for the PREVENT equations.'],
    ['hdlCholesterol', { cholesterolUnit: 'mmol/L', totalCholesterol: 5, hdlCholesterol: 2.59 }, { cholesterolUnit: 'mmol/L', totalCholesterol: 5, hdlCholesterol: 2.6 }, 'HDL cholesterol must be between 20 and 100 mg/dL (0.52-2.59 mmol/L) for the PREVENT equations.'],
    ['systolicBpMmHg', { systolicBpMmHg: 90 }, { systolicBpMmHg: 89 }, 'Systolic blood pressure must be between 90 and 180 mmHg for the PREVENT equations.'],
    ['systolicBpMmHg', { systolicBpMmHg: 180 }, { systolicBpMmHg: 181 }, 'Systolic blood pressure must be between 90 and 180 mmHg for the PREVENT equations.'],
    ['bmiKgM2', { bmiKgM2: 18.5 }, { bmiKgM2: 18.4 }, 'BMI must be between 18.5 and 39.9 kg/m² for the PREVENT equations.'],
    ['bmiKgM2', { bmiKgM2: 39.9 }, { bmiKgM2: 40 }, 'BMI must be between 18.5 and 39.9 kg/m² for the PREVENT equations.'],
    ['egfrMlMin173m2', { egfrMlMin173m2: 15 }, { egfrMlMin173m2: 14 }, 'eGFR must be between 15 and 140 mL/min/1.73 m² for the PREVENT equations.'],
    ['egfrMlMin173m2', { egfrMlMin173m2: 140 }, { egfrMlMin173m2: 141 }, 'eGFR must be between 15 and 140 mL/min/1.73 m² for the PREVENT equations.'],
    ['uacrMgG', { uacrMgG: 0.1 }, { uacrMgG: 0.09 }, 'Urine albumin-creatinine ratio must be between 0.1 and 25 000 mg/g for the PREVENT equations.'],
    ['uacrMgG', { uacrMgG: 25000 }, { uacrMgG: 25000.1 }, 'Urine albumin-creatinine ratio must be between 0.1 and 25 000 mg/g for the PREVENT equations.'],
    ['hba1cPercent', { hba1cPercent: 4.5 }, { hba1cPercent: 4.4 }, 'HbA1c must be between 4.5 and 15% for the PREVENT equations.'],
    ['hba1cPercent', { hba1cPercent: 15 }, { hba1cPercent: 15.1 }, 'HbA1c must be between 4.5 and 15% for the PREVENT equations.'],
    ['sdiDecile', { sdiDecile: 1 }, { sdiDecile: 0 }, 'Social deprivation index must be a decile from 1 to 10.'],
    ['sdiDecile', { sdiDecile: 10 }, { sdiDecile: 11 }, 'Social deprivation index must be a decile from 1 to 10.'],
    ['sdiDecile', { sdiDecile: 4 }, { sdiDecile: 5.5 }, 'Social deprivation index must be a decile from 1 to 10.'],
  ];
  it.each(cases)('%s: %j accepted, %j refused', (path, ok, bad, message) => {
    expect(parse({ ...BASE, ...ok }).success).toBe(true);
    expect(errorsOf({ ...BASE, ...bad })).toEqual({ [path]: message });
  });

  it('flags an out-of-range cholesterol while the rest of the form is still empty', () => {
    expect(errorsOf({ totalCholesterol: 500, hdlCholesterol: 45 })).toMatchObject({
      totalCholesterol: 'Total cholesterol must be between 130 and 320 mg/dL (3.36-8.28 mmol/L) for the PREVENT equations.',
    });
  });

  it('requires every base predictor, with a message naming it', () => {
    expect(errorsOf({})).toMatchObject({
      sex: 'Please choose the patient’s sex.',
      ageYears: 'Age must be between 30 and 79 years for the PREVENT equations.',
      totalCholesterol: 'Please enter total cholesterol.',
      bmiKgM2: 'BMI must be between 18.5 and 39.9 kg/m² for the PREVENT equations.',
      onStatin: 'Please say whether the patient takes a statin.',
    });
  });
});

describe('PREVENT model choice, 30-year ages and the 2026 categories', () => {
  it('chooses the base model, the one add-on given, or the full model for two or three', () => {
    expect(preventModelFor({})).toBe('base');
    expect(preventModelFor({ uacrMgG: 30 })).toBe('uacr');
    expect(preventModelFor({ hba1cPercent: 6 })).toBe('hba1c');
    expect(preventModelFor({ sdiDecile: 5 })).toBe('sdi');
    expect(preventModelFor({ uacrMgG: 30, sdiDecile: 5 })).toBe('full');
    expect(preventModelFor({ uacrMgG: 30, hba1cPercent: 6, sdiDecile: 5 })).toBe('full');
  });

  it('reports 30-year risks up to age 59 and none from 60, saying why', () => {
    expect(estimatePrevent({ ...BASE, ageYears: 59 }).thirtyYear).not.toBeNull();
    const at60 = computePrevent({ ...BASE, ageYears: 60 });
    expect(estimatePrevent({ ...BASE, ageYears: 60 }).thirtyYear).toBeNull();
    expect(at60.extras).toContainEqual({ label: '30-year ASCVD', value: 'not reported above age 59' });
    expect(at60.warnings).toContain('30-year risks are given only for ages 30-59, the ages the PREVENT 30-year equations were developed for.');
  });

  it('cites the 2026 ACC/AHA dyslipidemia guideline that the catalogue carries, which uses PREVENT-ASCVD', () => {
    const guideline = GUIDELINES.find((g) => g.slug === 'acc-aha-dyslipidemia-2026');
    expect(guideline?.recommendation).toMatch(/PREVENT-ASCVD/);
    expect(PREVENT_SOURCES.some((s) => s.citation.includes('acc-aha-dyslipidemia-2026') && s.url === guideline?.url)).toBe(true);
  });

  it('places 10-year PREVENT-ASCVD risk in the 2026 ACC/AHA categories: <3 low, 3-<5 borderline, 5-<10 intermediate, ≥10 high', () => {
    expect(preventAscvdCategory(2.9).category).toBe('Low');
    expect(preventAscvdCategory(3).category).toBe('Borderline');
    expect(preventAscvdCategory(4.9).category).toBe('Borderline');
    expect(preventAscvdCategory(5).category).toBe('Intermediate');
    expect(preventAscvdCategory(9.9).category).toBe('Intermediate');
    expect(preventAscvdCategory(10).category).toBe('High');
  });

  it('shows 10-year ASCVD as the main figure with all six risks, the model and the missing add-ons it stood in for', () => {
    const r = computePrevent({ ...BASE, uacrMgG: 40, hba1cPercent: 7.5 });
    expect(r.label).toBe('10-year ASCVD risk (PREVENT)');
    expect(r.extras?.map((e) => e.label)).toEqual([
      '10-year total CVD', '10-year ASCVD', '10-year heart failure', '30-year total CVD', '30-year ASCVD', '30-year heart failure', 'Model', 'eGFR used',
    ]);
    expect(r.extras).toContainEqual({ label: 'Model', value: 'Full model (UACR, HbA1c and SDI; a missing one by its published term)' });
    expect(r.warnings).toContain('Full model with SDI not given: the published term for a missing value is used.');
    const base = computePrevent(BASE);
    expect(base).toMatchObject({ value: 9.2, display: '9.2%', category: 'Intermediate', severity: 'high' });
  });
});
