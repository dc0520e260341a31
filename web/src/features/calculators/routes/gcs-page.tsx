import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { GCS_LEVELS } from '../../../../../core/calculators/gcs';
import { msg } from '../../../../../core/i18n/msg';
import { t } from '../../../i18n';
import { CalculatorPage } from '../components/calculator-page';
import { ChoiceField } from '../components/fields';
import { evaluateCalculator, pendingMessage } from '../evaluate.utils';
import type { CalculatorPageProps } from '../types';

type Part = keyof typeof GCS_LEVELS;
const PARTS: readonly { id: Part; label: string; letter: string }[] = [
  { id: 'eye', label: msg('Eye opening'), letter: 'E' },
  { id: 'verbal', label: msg('Verbal response'), letter: 'V' },
  { id: 'motor', label: msg('Motor response'), letter: 'M' },
];
type State = Record<Part, string | null>;
const INITIAL: State = { eye: null, verbal: null, motor: null };

/** Best response first, as on the bedside chart. */
const optionsFor = (part: Part) =>
  GCS_LEVELS[part].map((label, i) => ({ value: String(i + 1), label: `${i + 1} – ${t(label)}` })).reverse();

/** /calculators/gcs: Glasgow Coma Scale from the three components, live. */
export default function GcsPage({ signedIn }: CalculatorPageProps) {
  const [state, setState] = useState<State>(INITIAL);
  const num = (v: string | null) => (v === null ? undefined : Number(v));
  const evaluation = evaluateCalculator('gcs', { eye: num(state.eye), verbal: num(state.verbal), motor: num(state.motor) });
  const inputs = PARTS.map((p) => `${p.letter}${state[p.id] ?? '?'} ${state[p.id] ? t(GCS_LEVELS[p.id][Number(state[p.id]) - 1]!) : ''}`.trim());
  return (
    <CalculatorPage slug="gcs" onReset={() => setState(INITIAL)} signedIn={signedIn} inputs={inputs}
      result={evaluation.status === 'ok' ? evaluation.result : null}
      pending={pendingMessage(evaluation, { eye: msg('eye opening'), verbal: msg('verbal response'), motor: msg('motor response') })}
      interpretation={<Text>{t('13-15 mild, 9-12 moderate, 3-8 severe brain injury. Report the components (e.g. E3 V4 M5), not only the total; record a component that cannot be tested (e.g. intubated) as not testable rather than scoring it 1.')}</Text>}>
      {PARTS.map((p) => (
        <ChoiceField key={p.id} name={p.id} label={t(p.label)} value={state[p.id]} onChange={(v) => setState((s) => ({ ...s, [p.id]: v }))}
          options={optionsFor(p.id)} columns={{ base: 1, sm: 2 }} />
      ))}
    </CalculatorPage>
  );
}
