import { describe, expect, it } from 'vitest';
import { englishResult } from './result-text';
import {
  ASCVD_PREVENT_PREFERRED,
  AscvdInputSchema,
  ascvdRiskCategory,
  ascvdRiskPercentRaw,
  computeAscvd as computeLocal,
  pooledCohortIndividualSum,
  type AscvdInput,
} from './ascvd';

/** The result as the Worker and the AI read it: English. */
const computeAscvd = (input: AscvdInput) => englishResult(computeLocal(input));

/** Goff 2013 Table A worked example: 55 y, TC 213, HDL 50, SBP 120 untreated, non-smoker, no diabetes. */
const example = (sex: AscvdInput['sex'], race: AscvdInput['race']): AscvdInput => ({
  sex,
  race,
  ageYears: 55,
  totalCholesterolMgDl: 213,
  hdlCholesterolMgDl: 50,
  systolicBpMmHg: 120,
  onHypertensionTreatment: false,
  smoker: false,
  diabetes: false,
});

describe('ASCVD 10-year risk (2013 Pooled Cohort Equations, Goff 2013 Table A constants)', () => {
  it('reproduces the guideline example for a white woman: sum −29.68, risk 2.1%', () => {
    const input = example('female', 'white');
    expect(pooledCohortIndividualSum(input)).toBeCloseTo(-29.6767, 3);
    const r = computeAscvd(input);
    expect(r.value).toBe(2.1);
    expect(r.display).toBe('2.1%');
    expect(r.category).toBe('Low');
  });

  it('reproduces the guideline example for an African-American woman: sum 86.16, risk 3.0%', () => {
    const input = example('female', 'african-american');
    expect(pooledCohortIndividualSum(input)).toBeCloseTo(86.1677, 3);
    expect(computeAscvd(input).value).toBe(3);
    expect(computeAscvd(input).display).toBe('3.0%');
  });

  it('gives 5.4% for the white man (guideline prints 5.3% after truncating the sum to 60.69; exact arithmetic gives 5.38%)', () => {
    const input = example('male', 'white');
    expect(pooledCohortIndividualSum(input)).toBeCloseTo(60.6995, 3);
    expect(ascvdRiskPercentRaw(input)).toBeCloseTo(5.3844, 3);
    const r = computeAscvd(input);
    expect(r.value).toBe(5.4);
    expect(r.category).toBe('Borderline');
  });

  it('reproduces the guideline example for an African-American man: sum 18.97, risk 6.1%', () => {
    const input = example('male', 'african-american');
    expect(pooledCohortIndividualSum(input)).toBeCloseTo(18.9728, 3);
    expect(computeAscvd(input).value).toBe(6.1);
  });

  it('uses the white equations for race "other" and says so', () => {
    const other = computeAscvd(example('male', 'other'));
    expect(other.value).toBe(5.4);
    expect(englishResult(other).warnings?.some((w) => w.includes('white equations'))).toBe(true);
  });

  it('says with every result that the 2026 ACC/AHA guideline prefers PREVENT, without changing the risk', () => {
    const r = computeAscvd(example('female', 'white'));
    expect(r.warnings).toContain(ASCVD_PREVENT_PREFERRED);
    expect(r.label).toBe('10-year ASCVD risk');
  });

  it('applies the treated-SBP age interaction, smoking and diabetes terms for an African-American woman', () => {
    const r = computeAscvd({
      sex: 'female',
      race: 'african-american',
      ageYears: 65,
      totalCholesterolMgDl: 240,
      hdlCholesterolMgDl: 45,
      systolicBpMmHg: 150,
      onHypertensionTreatment: true,
      smoker: true,
      diabetes: true,
    });
    expect(r.value).toBe(56.9);
    expect(r.category).toBe('High');
    expect(r.recommendation).toContain('regardless of estimated risk');
  });

  it('applies the age × smoking interaction for white women and men', () => {
    expect(
      computeAscvd({
        sex: 'female', race: 'white', ageYears: 60, totalCholesterolMgDl: 200, hdlCholesterolMgDl: 40,
        systolicBpMmHg: 140, onHypertensionTreatment: true, smoker: true, diabetes: false,
      }).value,
    ).toBe(13.4);
    expect(
      computeAscvd({
        sex: 'male', race: 'white', ageYears: 70, totalCholesterolMgDl: 250, hdlCholesterolMgDl: 35,
        systolicBpMmHg: 160, onHypertensionTreatment: true, smoker: true, diabetes: true,
      }).value,
    ).toBe(67.1);
  });

  it('computes an African-American man on treatment with diabetes (11.9%, intermediate)', () => {
    const r = computeAscvd({
      sex: 'male', race: 'african-american', ageYears: 45, totalCholesterolMgDl: 180, hdlCholesterolMgDl: 60,
      systolicBpMmHg: 130, onHypertensionTreatment: true, smoker: false, diabetes: true,
    });
    expect(r.value).toBe(11.9);
    expect(r.category).toBe('Intermediate');
  });

  it('computes the range ends: 0.1% at the lowest-risk inputs, 92.7% at the highest', () => {
    expect(
      computeAscvd({
        sex: 'male', race: 'white', ageYears: 40, totalCholesterolMgDl: 130, hdlCholesterolMgDl: 100,
        systolicBpMmHg: 90, onHypertensionTreatment: false, smoker: false, diabetes: false,
      }).value,
    ).toBe(0.1);
    expect(
      computeAscvd({
        sex: 'male', race: 'white', ageYears: 79, totalCholesterolMgDl: 320, hdlCholesterolMgDl: 20,
        systolicBpMmHg: 200, onHypertensionTreatment: true, smoker: true, diabetes: true,
      }).value,
    ).toBe(92.7);
  });

  it('puts 5.0, 7.5 and 20.0 in the higher 2018 category', () => {
    expect(ascvdRiskCategory(4.9).category).toBe('Low');
    expect(ascvdRiskCategory(5).category).toBe('Borderline');
    expect(ascvdRiskCategory(7.4).category).toBe('Borderline');
    expect(ascvdRiskCategory(7.5).category).toBe('Intermediate');
    expect(ascvdRiskCategory(19.9).category).toBe('Intermediate');
    expect(ascvdRiskCategory(20).category).toBe('High');
  });

  it('refuses values outside the estimator ranges with the range in the message', () => {
    const bad = (patch: Partial<AscvdInput>) => AscvdInputSchema.safeParse({ ...example('female', 'white'), ...patch });
    const age = bad({ ageYears: 39 });
    expect(age.success).toBe(false);
    expect(age.error?.issues[0]?.message).toBe('Age must be between 40 and 79 years for the Pooled Cohort Equations.');
    expect(bad({ ageYears: 80 }).success).toBe(false);
    expect(bad({ totalCholesterolMgDl: 129 }).success).toBe(false);
    expect(bad({ totalCholesterolMgDl: 321 }).success).toBe(false);
    expect(bad({ hdlCholesterolMgDl: 19 }).success).toBe(false);
    expect(bad({ hdlCholesterolMgDl: 101 }).success).toBe(false);
    expect(bad({ systolicBpMmHg: 89 }).success).toBe(false);
    expect(bad({ systolicBpMmHg: 201 }).success).toBe(false);
    expect(bad({ ageYears: Number.NaN }).success).toBe(false);
    expect(bad({ ageYears: 40 }).success).toBe(true);
    expect(bad({ ageYears: 79 }).success).toBe(true);
  });
});
