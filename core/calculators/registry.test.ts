import { describe, expect, it } from 'vitest';
import { englishResult } from './result-text';
import { CALCULATOR_CATALOGUE } from './catalogue';
import { IGAN_INCOMPLETE_INPUT_MESSAGE } from './igan';
import { CALCULATORS, CALCULATOR_REGISTRY, calculatorInputJsonSchema, getCalculator, runCalculator } from './registry';

/** One valid JSON input per calculator, as the AI assistant would send it. */
const SAMPLES: Record<keyof typeof CALCULATORS, unknown> = {
  ascvd: {
    sex: 'male', race: 'white', ageYears: 55, totalCholesterolMgDl: 213, hdlCholesterolMgDl: 50,
    systolicBpMmHg: 120, onHypertensionTreatment: false, smoker: false, diabetes: false,
  },
  chads2vasc: { female: true, ageBand: '65-74', hypertension: true },
  meld: { ageYears: 50, sex: 'male', creatinineMgDl: 1.9, bilirubinMgDl: 4.2, inr: 1.6, sodiumMmolL: 128, albuminGDl: 2.8 },
  creatinine: { ageYears: 60, sex: 'male', weightKg: 72, creatinineMgDl: 1 },
  'wells-pe': { heartRateOver100: true, haemoptysis: true },
  bmi: { units: 'metric', weightKg: 70, heightCm: 175 },
  qtc: { qtMs: 400, heartRateBpm: 60, sex: 'female' },
  gcs: { eye: 3, verbal: 4, motor: 5 },
  'igan-prediction': {
    ageYears: 38, egfrMlMin173M2: 80, meanArterialPressureMmHg: 95, proteinuriaGPerDay: 1,
    mesangialHypercellularity: 0, endocapillaryHypercellularity: 0, segmentalSclerosis: 0,
    tubularAtrophyInterstitialFibrosis: 0,
  },
  scorad: {
    selectedAreas: ['back'], erythema: 1, oedemaPapulation: 1, oozingCrusts: 0, excoriation: 1,
    lichenification: 0, dryness: 1, pruritus: 5, sleepLoss: 2,
  },
  easi: {
    headNeck: { areaScore: 1, erythema: 1, oedemaPapulation: 1, excoriation: 0, lichenification: 0 },
    trunk: { areaScore: 2, erythema: 2, oedemaPapulation: 1, excoriation: 1, lichenification: 0 },
    upperLimbs: { areaScore: 0, erythema: 0, oedemaPapulation: 0, excoriation: 0, lichenification: 0 },
    lowerLimbs: { areaScore: 3, erythema: 2, oedemaPapulation: 2, excoriation: 1, lichenification: 1 },
  },
  burns: { method: 'rule-of-nines', regionsPercentBurned: { trunk: 50 }, weightKg: 70 },
  prevent: {
    sex: 'female', ageYears: 50, totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35,
    egfrMlMin173m2: 90, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: false,
  },
};

describe('calculator registry', () => {
  it('registers every catalogue id, 1 to 13', () => {
    expect([...CALCULATOR_REGISTRY.keys()].sort((a, b) => a - b)).toEqual(CALCULATOR_CATALOGUE.map((c) => c.id));
    for (const c of CALCULATOR_CATALOGUE) {
      const def = getCalculator(c.id);
      expect(def?.entry.slug).toBe(c.slug);
      expect(def?.sources.length).toBeGreaterThan(0);
      expect(def?.formula.length).toBeGreaterThan(20);
    }
  });

  it('computes a valid sample for every calculator into one result shape', () => {
    for (const [slug, input] of Object.entries(SAMPLES)) {
      const out = runCalculator(slug, input);
      expect(out.ok, slug).toBe(true);
      if (!out.ok) continue;
      const r = englishResult(out.result);
      expect(Number.isFinite(r.value), slug).toBe(true);
      expect(r.display.length, slug).toBeGreaterThan(0);
      expect(r.barFraction, slug).toBeGreaterThanOrEqual(0);
      expect(r.barFraction, slug).toBeLessThanOrEqual(1);
      expect(['low', 'moderate', 'high', 'very-high'], slug).toContain(r.severity);
      expect(r.interpretation.length, slug).toBeGreaterThan(0);
    }
  });

  it('finds calculators by id, numeric string, slug and alias', () => {
    expect(runCalculator(2, SAMPLES.chads2vasc)).toMatchObject({ ok: true, slug: 'chads2vasc', result: { value: 3 } });
    expect(runCalculator('2', SAMPLES.chads2vasc)).toMatchObject({ ok: true, id: 2 });
    expect(runCalculator('CHA2DS2-VASc', SAMPLES.chads2vasc)).toMatchObject({ ok: true, id: 2 });
    expect(runCalculator('creatinine-clearance', SAMPLES.creatinine)).toMatchObject({ ok: true, result: { value: 80 } });
    expect(runCalculator('ascvd', SAMPLES.ascvd)).toMatchObject({ ok: true, result: { value: 5.4 } });
    expect(runCalculator('pce', SAMPLES.ascvd)).toMatchObject({ ok: true, id: 1 });
    expect(runCalculator('prevent', SAMPLES.prevent)).toMatchObject({ ok: true, id: 13, result: { value: 9.2, category: 'Intermediate' } });
    expect(runCalculator('aha-prevent', SAMPLES.prevent)).toMatchObject({ ok: true, id: 13 });
  });

  it('answers an unknown calculator without computing', () => {
    expect(runCalculator('apgar', {})).toEqual({ ok: false, reason: 'unknown-calculator', message: 'Unknown calculator: apgar' });
    expect(runCalculator(14, {})).toMatchObject({ ok: false, reason: 'unknown-calculator' });
  });

  it('returns field errors keyed by dotted path instead of computing out-of-range input', () => {
    const out = runCalculator('ascvd', { ...(SAMPLES.ascvd as object), ageYears: 85 });
    expect(out).toEqual({
      ok: false,
      reason: 'invalid-input',
      id: 1,
      slug: 'ascvd',
      message: 'Age must be between 40 and 79 years for the Pooled Cohort Equations.',
      fieldErrors: { ageYears: ['Age must be between 40 and 79 years for the Pooled Cohort Equations.'] },
    });
    const easi = runCalculator('easi', {
      ...(SAMPLES.easi as object),
      trunk: { areaScore: 9, erythema: 0, oedemaPapulation: 0, excoriation: 0, lichenification: 0 },
    });
    expect(easi).toMatchObject({ ok: false, fieldErrors: { 'trunk.areaScore': ['Trunk: area score must be a whole number from 0 to 6.'] } });
  });

  it('uses the spec’s message for an incomplete IgAN form', () => {
    const out = runCalculator('igan-prediction', { ageYears: 38 });
    expect(out).toMatchObject({ ok: false, reason: 'invalid-input', message: IGAN_INCOMPLETE_INPUT_MESSAGE });
    if (!out.ok && out.reason === 'invalid-input') expect(Object.keys(out.fieldErrors)).toContain('egfrMlMin173M2');
  });

  it('rejects non-object input', () => {
    expect(runCalculator('gcs', 'E4V5M6')).toMatchObject({ ok: false, reason: 'invalid-input' });
    expect(runCalculator('gcs', null)).toMatchObject({ ok: false, reason: 'invalid-input' });
  });

  it('describes every calculator input as JSON Schema for AI tool definitions', () => {
    for (const c of CALCULATOR_CATALOGUE) {
      const schema = calculatorInputJsonSchema(c.id);
      expect(schema, c.slug).toBeDefined();
      expect(JSON.stringify(schema).length, c.slug).toBeGreaterThan(20);
    }
    const ascvd = calculatorInputJsonSchema('ascvd') as { properties: Record<string, { minimum?: number; maximum?: number }> };
    expect(ascvd.properties.ageYears).toMatchObject({ minimum: 40, maximum: 79 });
    const prevent = calculatorInputJsonSchema('prevent') as { properties: Record<string, { minimum?: number; maximum?: number }>; required: string[] };
    expect(prevent.properties.ageYears).toMatchObject({ minimum: 30, maximum: 79 });
    expect(prevent.properties.uacrMgG).toMatchObject({ minimum: 0.1, maximum: 25000 });
    expect(prevent.required).not.toContain('uacrMgG');
    expect(calculatorInputJsonSchema('nope')).toBeUndefined();
  });
});
