import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { CalculatorPage } from '../components/calculator-page';
import { ChoiceField, FindingField, NumberField } from '../components/fields';
import { useLabUnits } from '../components/use-lab-units';
import { evaluateCalculator, fieldError, parseNumberText, pendingMessage } from '../evaluate.utils';
import type { CalculatorPageProps } from '../types';
import { convertText, textToCanonical } from '../units.utils';

interface State {
  ageText: string;
  sex: 'female' | 'male' | null;
  creatinineText: string;
  bilirubinText: string;
  inrText: string;
  sodiumText: string;
  albuminText: string;
  dialysis: boolean;
}
const INITIAL: State = { ageText: '', sex: null, creatinineText: '', bilirubinText: '', inrText: '', sodiumText: '', albuminText: '', dialysis: false };

/** /calculators/meld: MELD 3.0 with MELD-Na and original MELD as OPTN computes them; lab units switchable. */
export default function MeldPage({ signedIn }: CalculatorPageProps) {
  const [state, setState] = useState<State>(INITIAL);
  const [labUnits, setLabUnit] = useLabUnits();
  const set = <K extends keyof State>(key: K, value: State[K]) => setState((s) => ({ ...s, [key]: value }));
  const evaluation = evaluateCalculator('meld', {
    ageYears: parseNumberText(state.ageText),
    sex: state.sex ?? undefined,
    creatinineMgDl: textToCanonical('creatinine', state.creatinineText, labUnits.creatinine),
    bilirubinMgDl: textToCanonical('bilirubin', state.bilirubinText, labUnits.bilirubin),
    inr: parseNumberText(state.inrText),
    sodiumMmolL: parseNumberText(state.sodiumText),
    albuminGDl: textToCanonical('albumin', state.albuminText, labUnits.albumin),
    dialysisTwiceInPastWeek: state.dialysis,
  });
  const err = (p: string) => fieldError(evaluation, p);
  const inputs = [
    `Age ${state.ageText} y`,
    `Sex ${state.sex ?? '?'}`,
    `Creatinine ${state.creatinineText} ${labUnits.creatinine}`,
    `Bilirubin ${state.bilirubinText} ${labUnits.bilirubin}`,
    `INR ${state.inrText}`,
    `Na ${state.sodiumText} mmol/L`,
    state.albuminText ? `Albumin ${state.albuminText} ${labUnits.albumin}` : 'Albumin not given',
    state.dialysis ? 'Dialysis ≥2 in past week' : 'No dialysis',
  ];
  return (
    <CalculatorPage slug="meld" onReset={() => setState(INITIAL)} signedIn={signedIn} inputs={inputs}
      result={evaluation.status === 'ok' ? evaluation.result : null}
      pending={pendingMessage(evaluation, { ageYears: 'age', sex: 'sex', creatinineMgDl: 'creatinine', bilirubinMgDl: 'bilirubin', inr: 'INR', sodiumMmolL: 'sodium' })}
      interpretation={<Text>Approximate 3-month mortality by MELD (Wiesner 2003): under 10 about 2%, 10-19 about 6%, 20-29 about 20%, 30-39 about 53%, 40 or more about 71%. Refer for transplant assessment from MELD 15 (AASLD). MELD 3.0 needs albumin; without it the page shows MELD-Na.</Text>}>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <NumberField name="ageYears" label="Age" unit="years" value={state.ageText} onChange={(v) => set('ageText', v)} error={err('ageYears')} />
        <ChoiceField name="sex" label="Sex" value={state.sex} onChange={(v) => set('sex', v)} columns={{ base: 2 }}
          options={[{ value: 'female', label: 'Female' }, { value: 'male', label: 'Male' }]} />
        <NumberField name="creatinine" label="Creatinine" value={state.creatinineText} onChange={(v) => set('creatinineText', v)} error={err('creatinineMgDl')}
          unitSwitch={{ options: ['mg/dL', 'µmol/L'] as const, value: labUnits.creatinine,
            onChange: (u) => { set('creatinineText', convertText('creatinine', state.creatinineText, labUnits.creatinine, u)); setLabUnit('creatinine', u); } }} />
        <NumberField name="bilirubin" label="Total bilirubin" value={state.bilirubinText} onChange={(v) => set('bilirubinText', v)} error={err('bilirubinMgDl')}
          unitSwitch={{ options: ['mg/dL', 'µmol/L'] as const, value: labUnits.bilirubin,
            onChange: (u) => { set('bilirubinText', convertText('bilirubin', state.bilirubinText, labUnits.bilirubin, u)); setLabUnit('bilirubin', u); } }} />
        <NumberField name="inr" label="INR" value={state.inrText} onChange={(v) => set('inrText', v)} error={err('inr')} />
        <NumberField name="sodium" label="Sodium" unit="mmol/L" value={state.sodiumText} onChange={(v) => set('sodiumText', v)} error={err('sodiumMmolL')} />
        <NumberField name="albumin" label="Albumin (optional, for MELD 3.0)" value={state.albuminText} onChange={(v) => set('albuminText', v)} error={err('albuminGDl')}
          unitSwitch={{ options: ['g/dL', 'g/L'] as const, value: labUnits.albumin,
            onChange: (u) => { set('albuminText', convertText('albumin', state.albuminText, labUnits.albumin, u)); setLabUnit('albumin', u); } }} />
      </SimpleGrid>
      <Stack>
        <FindingField label="Dialysis at least twice, or 24 h of CVVHD, in the past week" description="Creatinine is then set to 4.0 mg/dL"
          checked={state.dialysis} onChange={(v) => set('dialysis', v)} />
      </Stack>
    </CalculatorPage>
  );
}
