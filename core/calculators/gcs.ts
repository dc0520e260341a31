import { z } from 'zod';
import { message } from '../i18n/message';
import { msg } from '../i18n/msg';
import { boundedInt } from './numeric';
import type { CalculatorResult, CalculatorSource, ResultSeverity } from './types';

/** Sources: Teasdale & Jennett 1974 (scale) and 1976 (15-point version with six motor levels). */
export const GCS_SOURCES: readonly CalculatorSource[] = [
  {
    citation: 'Teasdale G, Jennett B. Assessment of coma and impaired consciousness. A practical scale. Lancet 1974;2:81-84.',
    url: 'https://doi.org/10.1016/S0140-6736(74)91639-0',
  },
  {
    citation: 'Teasdale G, Jennett B. Assessment and prognosis of coma after head injury. Acta Neurochir 1976;34:45-55 (15-point version, six motor levels).',
  },
];

/** Formula text for the page's About section. */
export const GCS_FORMULA = msg(
  'GCS = Eye opening (1-4) + Verbal response (1-5) + Motor response (1-6); range 3-15. Conventional TBI severity: 13-15 mild, 9-12 moderate, 3-8 severe.',
);

/** Response descriptors by level (index = level − 1). */
export const GCS_LEVELS = {
  eye: [msg('None'), msg('To pressure (pain)'), msg('To sound (speech)'), msg('Spontaneous')],
  verbal: [msg('None'), msg('Sounds (incomprehensible)'), msg('Words (inappropriate)'), msg('Confused'), msg('Oriented')],
  motor: [msg('None'), msg('Extension'), msg('Abnormal flexion'), msg('Normal flexion (withdrawal)'), msg('Localising'), msg('Obeys commands')],
} as const;

/** Input: the three component scores. */
export const GcsInputSchema = z.object({
  eye: boundedInt(1, 4, msg('Eye opening must be a whole number from 1 to 4.')),
  verbal: boundedInt(1, 5, msg('Verbal response must be a whole number from 1 to 5.')),
  motor: boundedInt(1, 6, msg('Motor response must be a whole number from 1 to 6.')),
});

/** Validated GCS input. */
export type GcsInput = z.infer<typeof GcsInputSchema>;

/** Conventional TBI severity band: 13-15 mild, 9-12 moderate, 3-8 severe. */
export function gcsSeverity(total: number): { category: 'Mild' | 'Moderate' | 'Severe'; severity: ResultSeverity } {
  if (total >= 13) return { category: msg('Mild'), severity: 'low' };
  if (total >= 9) return { category: msg('Moderate'), severity: 'moderate' };
  return { category: msg('Severe'), severity: 'very-high' };
}

// One sentence per band (not the band's name inserted): German and French inflect the adjective.
const INTERPRETATION = {
  Mild: msg('GCS {total}: mild impairment of consciousness (conventional head-injury bands). Report the components, not only the total.'),
  Moderate: msg('GCS {total}: moderate impairment of consciousness (conventional head-injury bands). Report the components, not only the total.'),
  Severe: msg('GCS {total}: severe impairment of consciousness (conventional head-injury bands). Report the components, not only the total.'),
} as const;

/** Glasgow Coma Scale total (3-15) with component breakdown (E V M) and severity band. */
export function computeGcs(input: GcsInput): CalculatorResult {
  const total = input.eye + input.verbal + input.motor;
  const band = gcsSeverity(total);
  return {
    label: msg('Glasgow Coma Scale'),
    value: total,
    unit: msg('points'),
    display: `${total} (E${input.eye} V${input.verbal} M${input.motor})`,
    category: band.category,
    severity: band.severity,
    interpretation: message(INTERPRETATION[band.category], { total }),
    recommendation:
      total <= 8 ? msg('GCS 8 or less: the airway is at risk; consider definitive airway protection and urgent senior/neurosurgical input.') : undefined,
    barFraction: (total - 3) / 12,
    extras: [
      { label: msg('Eye'), value: message(msg('{level}: {response}'), { level: input.eye, response: GCS_LEVELS.eye[input.eye - 1]! }) },
      { label: msg('Verbal'), value: message(msg('{level}: {response}'), { level: input.verbal, response: GCS_LEVELS.verbal[input.verbal - 1]! }) },
      { label: msg('Motor'), value: message(msg('{level}: {response}'), { level: input.motor, response: GCS_LEVELS.motor[input.motor - 1]! }) },
    ],
  };
}
