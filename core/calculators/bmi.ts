import { z } from 'zod';
import { message } from '../i18n/message';
import { msg } from '../i18n/msg';
import { boundedNumber, fixed } from './numeric';
import type { CalculatorResult, CalculatorSource, ResultSeverity } from './types';
import { CM_PER_IN, KG_PER_LB } from './units';

/** Sources: WHO adult BMI classes (TRS 894) and the CDC imperial formula. */
export const BMI_SOURCES: readonly CalculatorSource[] = [
  {
    citation: 'World Health Organization. Obesity: preventing and managing the global epidemic. WHO Technical Report Series 894. Geneva: WHO, 2000 (adult BMI classes).',
    url: 'https://iris.who.int/handle/10665/42330',
  },
  {
    citation: 'Centers for Disease Control and Prevention. Adult BMI calculator (imperial formula 703 × lb / in²).',
  },
];

/** Formula text for the page's About section. */
export const BMI_FORMULA = msg(
  'BMI = weight (kg) / height (m)². Imperial: weight (lb) / height (in)² × 703.0696 (the exact conversion; CDC rounds the factor to 703). WHO adult classes: <18.5 underweight (<16 severe, 16-16.99 moderate, 17-18.49 mild thinness); 18.5-24.9 normal weight; 25.0-29.9 pre-obesity; 30.0-34.9 obesity class I; 35.0-39.9 class II; ≥40 class III.',
);

/** Exact imperial factor: 1 lb/in² = 703.0696 kg/m² (0.45359237 / 0.0254²). */
export const BMI_IMPERIAL_FACTOR = KG_PER_LB / (CM_PER_IN / 100) ** 2;

const ADULT_MESSAGE = msg('BMI classes apply to adults aged 18 or older; use BMI-for-age percentiles for children.');
const ageYears = boundedNumber(18, 120, ADULT_MESSAGE).optional();

/** Input: metric (kg, cm) or imperial (lb, in); optional age (if given, must be adult). */
export const BmiInputSchema = z.discriminatedUnion(
  'units',
  [
    z.object({
      units: z.literal('metric'),
      weightKg: boundedNumber(20, 350, msg('Weight must be between 20 and 350 kg.')),
      heightCm: boundedNumber(100, 250, msg('Height must be between 100 and 250 cm.')),
      ageYears,
    }),
    z.object({
      units: z.literal('imperial'),
      weightLb: boundedNumber(44, 770, msg('Weight must be between 44 and 770 lb.')),
      heightIn: boundedNumber(39, 98, msg('Height must be between 39 and 98 in.')),
      ageYears,
    }),
  ],
  { error: msg("Units must be 'metric' or 'imperial'.") },
);

/** Validated BMI input. */
export type BmiInput = z.infer<typeof BmiInputSchema>;

/** BMI in kg/m², unrounded. */
export function bmiRaw(input: BmiInput): number {
  if (input.units === 'metric') {
    const heightM = input.heightCm / 100;
    return input.weightKg / (heightM * heightM);
  }
  return (input.weightLb / (input.heightIn * input.heightIn)) * BMI_IMPERIAL_FACTOR;
}

/** WHO adult class of an UNROUNDED BMI (cut-points are inclusive lower bounds). */
export function whoBmiClass(bmi: number): { category: string; severity: ResultSeverity } {
  if (bmi < 16) return { category: msg('Underweight (severe thinness)'), severity: 'high' };
  if (bmi < 17) return { category: msg('Underweight (moderate thinness)'), severity: 'moderate' };
  if (bmi < 18.5) return { category: msg('Underweight (mild thinness)'), severity: 'moderate' };
  if (bmi < 25) return { category: msg('Normal weight'), severity: 'low' };
  if (bmi < 30) return { category: msg('Pre-obesity (overweight)'), severity: 'moderate' };
  if (bmi < 35) return { category: msg('Obesity class I'), severity: 'high' };
  if (bmi < 40) return { category: msg('Obesity class II'), severity: 'high' };
  return { category: msg('Obesity class III'), severity: 'very-high' };
}

/** BMI (kg/m², shown to 1 dp) with its WHO adult class taken from the unrounded value. */
export function computeBmi(input: BmiInput): CalculatorResult {
  const raw = bmiRaw(input);
  const bmi = fixed(raw, 1);
  const { category, severity } = whoBmiClass(raw);
  return {
    label: msg('Body mass index'),
    value: bmi.fixed,
    unit: 'kg/m²',
    display: message(msg('{bmi} kg/m²'), { bmi }),
    category,
    severity,
    interpretation: message(
      msg('BMI {bmi} kg/m²: {category} (WHO adult classification). BMI does not distinguish fat from muscle and Asian populations have lower action points.'),
      { bmi, category },
    ),
    // The bar spans BMI 10-50.
    barFraction: Math.min(Math.max((raw - 10) / 40, 0), 1),
    warnings:
      whoBmiClass(bmi.fixed).category !== category
        ? [message(msg('{bmi} is rounded up to a class cut-point; the unrounded BMI is just below it, so the class is {category}.'), { bmi, category })]
        : undefined,
  };
}
