import { SimpleGrid, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { CalculatorPage } from '../components/calculator-page';
import { usePrefill } from '../components/use-prefill';
import { chartHelper, prefillText } from '../prefill.utils';
import { NumberField } from '../components/fields';
import { evaluateCalculator, fieldError, parseNumberText, pendingMessage } from '../evaluate.utils';
import type { CalculatorPageProps } from '../types';
import { msg } from '../../../../../core/i18n/msg';
import { t } from '../../../i18n';
import { canonicalText, convertText, textToCanonical, type UnitOf } from '../units.utils';

interface State {
  weightText: string;
  heightText: string;
  ageText: string;
}
const INITIAL: State = { weightText: '', heightText: '', ageText: '' };

/** The BMI schema's input: imperial when both are imperial, else metric (converting the imperial one). */
function bmiInput(s: State, weightUnit: UnitOf<'weight'>, heightUnit: UnitOf<'height'>) {
  const ageYears = parseNumberText(s.ageText);
  if (weightUnit === 'lb' && heightUnit === 'in') {
    return { units: 'imperial' as const, weightLb: parseNumberText(s.weightText), heightIn: parseNumberText(s.heightText), ageYears };
  }
  return {
    units: 'metric' as const,
    weightKg: textToCanonical('weight', s.weightText, weightUnit),
    heightCm: textToCanonical('height', s.heightText, heightUnit),
    ageYears,
  };
}

/** /calculators/bmi: body mass index with the WHO adult class; kg/lb and cm/in from the doctor's preferences. */
export default function BmiPage({ signedIn, unitPreferences }: CalculatorPageProps) {
  const prefill = usePrefill();
  const [weightUnit, setWeightUnit] = useState<UnitOf<'weight'>>(unitPreferences.weight);
  const [heightUnit, setHeightUnit] = useState<UnitOf<'height'>>(unitPreferences.height);
  const [initial] = useState<State>(() => ({
    weightText: canonicalText('weight', prefill.weightKg?.value, weightUnit),
    heightText: canonicalText('height', prefill.heightCm?.value, heightUnit),
    ageText: prefillText(prefill.ageYears),
  }));
  const [state, setState] = useState<State>(initial);
  const set = <K extends keyof State>(key: K, value: State[K]) => setState((s) => ({ ...s, [key]: value }));
  const input = bmiInput(state, weightUnit, heightUnit);
  const evaluation = evaluateCalculator('bmi', input);
  const err = (p: string) => fieldError(evaluation, p);
  const inputs = [
    t('Weight {value} {unit}', { value: state.weightText, unit: weightUnit }),
    t('Height {value} {unit}', { value: state.heightText, unit: heightUnit }),
    ...(state.ageText ? [t('Age {age} y', { age: state.ageText })] : []),
  ];
  return (
    <CalculatorPage slug="bmi" onReset={() => setState(INITIAL)} signedIn={signedIn} inputs={inputs}
      result={evaluation.status === 'ok' ? evaluation.result : null}
      pending={pendingMessage(evaluation, { weightKg: msg('weight'), heightCm: msg('height'), weightLb: msg('weight'), heightIn: msg('height') })}
      interpretation={<Text>{t('WHO adult classes: under 18.5 underweight; 18.5-24.9 normal; 25.0-29.9 pre-obesity; 30.0-34.9 obesity class I; 35.0-39.9 class II; 40 or more class III. For children use BMI-for-age percentiles.')}</Text>}>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <NumberField name="weight" label={t('Weight')} value={state.weightText} onChange={(v) => set('weightText', v)} error={err('weightKg') ?? err('weightLb')} helper={chartHelper(prefill.weightKg, state.weightText === initial.weightText)}
          unitSwitch={{ options: ['kg', 'lb'] as const, value: weightUnit, onChange: (u) => { set('weightText', convertText('weight', state.weightText, weightUnit, u)); setWeightUnit(u); } }} />
        <NumberField name="height" label={t('Height')} value={state.heightText} onChange={(v) => set('heightText', v)} error={err('heightCm') ?? err('heightIn')} helper={chartHelper(prefill.heightCm, state.heightText === initial.heightText)}
          unitSwitch={{ options: ['cm', 'in'] as const, value: heightUnit, onChange: (u) => { set('heightText', convertText('height', state.heightText, heightUnit, u)); setHeightUnit(u); } }} />
        <NumberField name="ageYears" label={t('Age (optional)')} unit={t('years')} value={state.ageText} onChange={(v) => set('ageText', v)} error={err('ageYears')}
          helper={chartHelper(prefill.ageYears, state.ageText === initial.ageText, t('The WHO classes apply from 18 years.'))} />
      </SimpleGrid>
    </CalculatorPage>
  );
}
