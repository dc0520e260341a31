import { z } from 'zod';
import { message } from '../i18n/message';
import { msg } from '../i18n/msg';
import { boundedNumber, fixed, roundHalfUp } from './numeric';
import type { CalculatorResult, CalculatorSource, ResultSeverity } from './types';

/** Sources: Cockcroft–Gault (1976) and the race-free CKD-EPI 2021 creatinine equation (Inker 2021); KDIGO 2012 GFR categories. */
export const CREATININE_CLEARANCE_SOURCES: readonly CalculatorSource[] = [
  {
    citation: 'Cockcroft DW, Gault MH. Prediction of creatinine clearance from serum creatinine. Nephron 1976;16:31-41.',
    url: 'https://doi.org/10.1159/000180580',
  },
  {
    citation:
      'Inker LA, Eneanya ND, Coresh J, et al. New creatinine- and cystatin C-based equations to estimate GFR without race. N Engl J Med 2021;385:1737-1749 (CKD-EPI 2021 creatinine equation).',
    url: 'https://doi.org/10.1056/NEJMoa2102953',
  },
  {
    citation: 'KDIGO 2012 Clinical Practice Guideline for the Evaluation and Management of Chronic Kidney Disease. Kidney Int Suppl 2013;3:1-150 (GFR categories G1-G5).',
  },
];

/** Formula text for the page's About section. */
export const CREATININE_CLEARANCE_FORMULA = msg(
  'Cockcroft–Gault CrCl (mL/min) = (140 − age) × weight (kg) / (72 × serum creatinine mg/dL), × 0.85 if female; actual body weight, not indexed to body surface area. CKD-EPI 2021 eGFR (mL/min/1.73 m²) = 142 × min(Scr/κ, 1)^α × max(Scr/κ, 1)^−1.200 × 0.9938^age × 1.012 [female], κ = 0.7 (F) / 0.9 (M), α = −0.241 (F) / −0.302 (M), Scr in mg/dL (IDMS-traceable).',
);

/** Input: adult age, sex, actual body weight and serum creatinine (mg/dL). */
export const CreatinineClearanceInputSchema = z.object({
  ageYears: boundedNumber(18, 110, msg('Age must be between 18 and 110 years (both equations are for adults).')),
  sex: z.enum(['female', 'male'], { error: msg('Please choose the patient’s sex.') }),
  weightKg: boundedNumber(20, 300, msg('Weight must be between 20 and 300 kg (44-661 lb).')),
  creatinineMgDl: boundedNumber(0.1, 20, msg('Serum creatinine must be between 0.1 and 20 mg/dL (8.8-1768 µmol/L).')),
});

/** Validated creatinine-clearance input. */
export type CreatinineClearanceInput = z.infer<typeof CreatinineClearanceInputSchema>;

/** Cockcroft–Gault creatinine clearance, mL/min, unrounded. */
export function cockcroftGaultMlMin(input: CreatinineClearanceInput): number {
  const crcl = ((140 - input.ageYears) * input.weightKg) / (72 * input.creatinineMgDl);
  return input.sex === 'female' ? crcl * 0.85 : crcl;
}

/** CKD-EPI 2021 race-free eGFR, mL/min/1.73 m², unrounded. */
export function ckdEpi2021EgfrRaw(input: Pick<CreatinineClearanceInput, 'ageYears' | 'sex' | 'creatinineMgDl'>): number {
  const female = input.sex === 'female';
  const kappa = female ? 0.7 : 0.9;
  const alpha = female ? -0.241 : -0.302;
  const ratio = input.creatinineMgDl / kappa;
  return (
    142 *
    Math.min(ratio, 1) ** alpha *
    Math.max(ratio, 1) ** -1.2 *
    0.9938 ** input.ageYears *
    (female ? 1.012 : 1)
  );
}

/** CKD-EPI 2021 eGFR rounded to an integer, as laboratories report it. */
export function ckdEpi2021Egfr(input: Pick<CreatinineClearanceInput, 'ageYears' | 'sex' | 'creatinineMgDl'>): number {
  return roundHalfUp(ckdEpi2021EgfrRaw(input));
}

/** KDIGO 2012 GFR category for an eGFR (mL/min/1.73 m²). */
export function kdigoGfrCategory(egfr: number): string {
  if (egfr >= 90) return msg('G1 (normal or high)');
  if (egfr >= 60) return msg('G2 (mildly decreased)');
  if (egfr >= 45) return msg('G3a (mildly to moderately decreased)');
  if (egfr >= 30) return msg('G3b (moderately to severely decreased)');
  if (egfr >= 15) return msg('G4 (severely decreased)');
  return msg('G5 (kidney failure)');
}

function clearanceBand(crcl: number): { category: string; severity: ResultSeverity } {
  if (crcl >= 90) return { category: msg('Normal or high (≥90 mL/min)'), severity: 'low' };
  if (crcl >= 60) return { category: msg('Mildly decreased (60-89 mL/min)'), severity: 'low' };
  if (crcl >= 30) return { category: msg('Moderately decreased (30-59 mL/min)'), severity: 'moderate' };
  if (crcl >= 15) return { category: msg('Severely decreased (15-29 mL/min)'), severity: 'high' };
  return { category: msg('Kidney failure range (<15 mL/min)'), severity: 'very-high' };
}

/** Cockcroft–Gault CrCl (mL/min, 1 dp) with CKD-EPI 2021 eGFR and its KDIGO category beside it. */
export function computeCreatinineClearance(input: CreatinineClearanceInput): CalculatorResult {
  const shown = fixed(cockcroftGaultMlMin(input), 1);
  const crcl = shown.fixed;
  const egfr = ckdEpi2021Egfr(input);
  const band = clearanceBand(crcl);
  return {
    label: msg('Creatinine clearance (Cockcroft–Gault)'),
    value: crcl,
    unit: 'mL/min',
    display: message(msg('{crcl} mL/min'), { crcl: shown }),
    category: band.category,
    severity: band.severity,
    interpretation: message(
      msg('Estimated creatinine clearance {crcl} mL/min (actual body weight, not indexed to body surface area). Bands mirror the KDIGO GFR thresholds; drug labels set their own CrCl cut-offs for dose adjustment.'),
      { crcl: shown },
    ),
    barFraction: Math.min(crcl / 120, 1),
    extras: [
      { label: msg('eGFR (CKD-EPI 2021, race-free)'), value: message(msg('{egfr} mL/min/1.73 m²'), { egfr }) },
      { label: msg('KDIGO GFR category'), value: kdigoGfrCategory(egfr) },
    ],
    warnings: [
      msg('Assumes stable creatinine; unreliable in acute kidney injury, extremes of muscle mass, amputation or pregnancy. In obesity, actual body weight overestimates clearance.'),
    ],
  };
}
