import { SimpleGrid, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { CalculatorPage } from '../components/calculator-page';
import { ChoiceField, NumberField } from '../components/fields';
import { useLabUnits } from '../components/use-lab-units';
import { usePrefill } from '../components/use-prefill';
import { chartHelper, prefillText } from '../prefill.utils';
import { evaluateCalculator, fieldError, parseNumberText, pendingMessage } from '../evaluate.utils';
import type { CalculatorPageProps } from '../types';
import { msg } from '../../../../../core/i18n/msg';
import { t } from '../../../i18n';
import { canonicalText, convertText, textToCanonical, type UnitOf } from '../units.utils';

interface State {
  ageText: string;
  sex: 'female' | 'male' | null;
  weightText: string;
  creatinineText: string;
}
const INITIAL: State = { ageText: '', sex: null, weightText: '', creatinineText: '' };

/** /calculators/creatinine: Cockcroft–Gault creatinine clearance with CKD-EPI 2021 eGFR; weight and creatinine units switchable. */
export default function CreatininePage({ signedIn, unitPreferences }: CalculatorPageProps) {
  const prefill = usePrefill();
  const [weightUnit, setWeightUnit] = useState<UnitOf<'weight'>>(unitPreferences.weight);
  const [labUnits, setLabUnit] = useLabUnits();
  const [initial] = useState<State>(() => ({
    ageText: prefillText(prefill.ageYears),
    sex: prefill.sex?.value ?? null,
    weightText: canonicalText('weight', prefill.weightKg?.value, weightUnit),
    creatinineText: canonicalText('creatinine', prefill.creatinineMgDl?.value, labUnits.creatinine),
  }));
  const [state, setState] = useState<State>(initial);
  const set = <K extends keyof State>(key: K, value: State[K]) => setState((s) => ({ ...s, [key]: value }));
  const evaluation = evaluateCalculator('creatinine', {
    ageYears: parseNumberText(state.ageText),
    sex: state.sex ?? undefined,
    weightKg: textToCanonical('weight', state.weightText, weightUnit),
    creatinineMgDl: textToCanonical('creatinine', state.creatinineText, labUnits.creatinine),
  });
  const err = (p: string) => fieldError(evaluation, p);
  const inputs = [
    t('Age {age} y', { age: state.ageText }),
    t('Sex {sex}', { sex: state.sex === 'female' ? t('female') : state.sex === 'male' ? t('male') : '?' }),
    t('Weight {value} {unit}', { value: state.weightText, unit: weightUnit }),
    t('Creatinine {value} {unit}', { value: state.creatinineText, unit: labUnits.creatinine }),
  ];
  return (
    <CalculatorPage slug="creatinine" onReset={() => setState(INITIAL)} signedIn={signedIn} inputs={inputs}
      result={evaluation.status === 'ok' ? evaluation.result : null}
      pending={pendingMessage(evaluation, { ageYears: msg('age'), sex: msg('sex'), weightKg: msg('weight'), creatinineMgDl: msg('serum creatinine') })}
      interpretation={<Text>{t('Cockcroft–Gault estimates creatinine clearance (mL/min, not indexed) for drug dosing with actual body weight; CKD-EPI 2021 eGFR (mL/min/1.73 m²) stages kidney function (KDIGO G1-G5). Neither is valid when creatinine is changing quickly (acute kidney injury).')}</Text>}>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <NumberField name="ageYears" label={t('Age')} unit={t('years')} value={state.ageText} onChange={(v) => set('ageText', v)} error={err('ageYears')}
          helper={chartHelper(prefill.ageYears, state.ageText === initial.ageText)} />
        <ChoiceField name="sex" label={t('Sex')} value={state.sex} onChange={(v) => set('sex', v)} columns={{ base: 2 }}
          options={[{ value: 'female', label: t('Female') }, { value: 'male', label: t('Male') }]} helper={chartHelper(prefill.sex, state.sex === initial.sex)} />
        <NumberField name="weight" label={t('Weight')} value={state.weightText} onChange={(v) => set('weightText', v)} error={err('weightKg')}
          helper={chartHelper(prefill.weightKg, state.weightText === initial.weightText, t('Actual body weight'))}
          unitSwitch={{ options: ['kg', 'lb'] as const, value: weightUnit, onChange: (u) => { set('weightText', convertText('weight', state.weightText, weightUnit, u)); setWeightUnit(u); } }} />
        <NumberField name="creatinine" label={t('Serum creatinine')} value={state.creatinineText} onChange={(v) => set('creatinineText', v)}
          error={err('creatinineMgDl')} helper={chartHelper(prefill.creatinineMgDl, state.creatinineText === initial.creatinineText, t('Stable, IDMS-traceable'))}
          unitSwitch={{ options: ['mg/dL', 'µmol/L'] as const, value: labUnits.creatinine,
            onChange: (u) => { set('creatinineText', convertText('creatinine', state.creatinineText, labUnits.creatinine, u)); setLabUnit('creatinine', u); } }} />
      </SimpleGrid>
    </CalculatorPage>
  );
}
