import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { msg } from '../../../../../core/i18n/msg';
import { t } from '../../../i18n';
import { CalculatorPage } from '../components/calculator-page';
import { ChoiceField, FindingField, NumberField } from '../components/fields';
import { useLabUnits } from '../components/use-lab-units';
import { usePrefill } from '../components/use-prefill';
import { chartHelper, prefillText } from '../prefill.utils';
import { evaluateCalculator, fieldError, parseNumberText, pendingMessage } from '../evaluate.utils';
import type { CalculatorPageProps } from '../types';
import { canonicalText, convertText, textToCanonical } from '../units.utils';

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
const SEX_WORDS = { female: msg('female'), male: msg('male') } as const;
const INITIAL: State = { ageText: '', sex: null, creatinineText: '', bilirubinText: '', inrText: '', sodiumText: '', albuminText: '', dialysis: false };

/** /calculators/meld: MELD 3.0 with MELD-Na and original MELD as OPTN computes them; lab units switchable. */
export default function MeldPage({ signedIn }: CalculatorPageProps) {
  const prefill = usePrefill();
  const [labUnits, setLabUnit] = useLabUnits();
  // Opened from a chart: its latest values, each labelled "from chart, <date>" until changed.
  const [initial] = useState<State>(() => ({
    ...INITIAL,
    ageText: prefillText(prefill.ageYears),
    sex: prefill.sex?.value ?? null,
    creatinineText: canonicalText('creatinine', prefill.creatinineMgDl?.value, labUnits.creatinine),
    bilirubinText: canonicalText('bilirubin', prefill.bilirubinMgDl?.value, labUnits.bilirubin),
    inrText: prefillText(prefill.inr),
    sodiumText: prefillText(prefill.sodiumMmolL),
    albuminText: canonicalText('albumin', prefill.albuminGDl?.value, labUnits.albumin),
  }));
  const [state, setState] = useState<State>(initial);
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
    t('Age {age} y', { age: state.ageText }),
    t('Sex {sex}', { sex: state.sex ? t(SEX_WORDS[state.sex]) : '?' }),
    t('Creatinine {value} {unit}', { value: state.creatinineText, unit: labUnits.creatinine }),
    t('Bilirubin {value} {unit}', { value: state.bilirubinText, unit: labUnits.bilirubin }),
    `INR ${state.inrText}`,
    `Na ${state.sodiumText} mmol/L`,
    state.albuminText ? t('Albumin {value} {unit}', { value: state.albuminText, unit: labUnits.albumin }) : t('Albumin not given'),
    state.dialysis ? t('Dialysis ≥2 in past week') : t('No dialysis'),
  ];
  return (
    <CalculatorPage slug="meld" onReset={() => setState(INITIAL)} signedIn={signedIn} inputs={inputs}
      result={evaluation.status === 'ok' ? evaluation.result : null}
      pending={pendingMessage(evaluation, { ageYears: msg('age'), sex: msg('sex'), creatinineMgDl: msg('creatinine'), bilirubinMgDl: msg('bilirubin'), inr: 'INR', sodiumMmolL: msg('sodium') })}
      interpretation={<Text>{t('Approximate 3-month mortality by MELD (Wiesner 2003): under 10 about 2%, 10-19 about 6%, 20-29 about 20%, 30-39 about 53%, 40 or more about 71%. Refer for transplant assessment from MELD 15 (AASLD). MELD 3.0 needs albumin; without it the page shows MELD-Na.')}</Text>}>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <NumberField name="ageYears" label={t('Age')} unit={t('years')} value={state.ageText} onChange={(v) => set('ageText', v)} error={err('ageYears')}
          helper={chartHelper(prefill.ageYears, state.ageText === initial.ageText)} />
        <ChoiceField name="sex" label={t('Sex')} value={state.sex} onChange={(v) => set('sex', v)} columns={{ base: 2 }}
          options={[{ value: 'female', label: t('Female') }, { value: 'male', label: t('Male') }]} helper={chartHelper(prefill.sex, state.sex === initial.sex)} />
        <NumberField name="creatinine" label={t('Creatinine')} value={state.creatinineText} onChange={(v) => set('creatinineText', v)} error={err('creatinineMgDl')}
          helper={chartHelper(prefill.creatinineMgDl, state.creatinineText === initial.creatinineText)}
          unitSwitch={{ options: ['mg/dL', 'µmol/L'] as const, value: labUnits.creatinine,
            onChange: (u) => { set('creatinineText', convertText('creatinine', state.creatinineText, labUnits.creatinine, u)); setLabUnit('creatinine', u); } }} />
        <NumberField name="bilirubin" label={t('Total bilirubin')} value={state.bilirubinText} onChange={(v) => set('bilirubinText', v)} error={err('bilirubinMgDl')}
          helper={chartHelper(prefill.bilirubinMgDl, state.bilirubinText === initial.bilirubinText)}
          unitSwitch={{ options: ['mg/dL', 'µmol/L'] as const, value: labUnits.bilirubin,
            onChange: (u) => { set('bilirubinText', convertText('bilirubin', state.bilirubinText, labUnits.bilirubin, u)); setLabUnit('bilirubin', u); } }} />
        <NumberField name="inr" label="INR" value={state.inrText} onChange={(v) => set('inrText', v)} error={err('inr')}
          helper={chartHelper(prefill.inr, state.inrText === initial.inrText)} />
        <NumberField name="sodium" label={t('Sodium')} unit="mmol/L" value={state.sodiumText} onChange={(v) => set('sodiumText', v)} error={err('sodiumMmolL')}
          helper={chartHelper(prefill.sodiumMmolL, state.sodiumText === initial.sodiumText)} />
        <NumberField name="albumin" label={t('Albumin (optional, for MELD 3.0)')} value={state.albuminText} onChange={(v) => set('albuminText', v)} error={err('albuminGDl')}
          helper={chartHelper(prefill.albuminGDl, state.albuminText === initial.albuminText)}
          unitSwitch={{ options: ['g/dL', 'g/L'] as const, value: labUnits.albumin,
            onChange: (u) => { set('albuminText', convertText('albumin', state.albuminText, labUnits.albumin, u)); setLabUnit('albumin', u); } }} />
      </SimpleGrid>
      <Stack>
        <FindingField label={t('Dialysis at least twice, or 24 h of CVVHD, in the past week')} description={t('Creatinine is then set to 4.0 mg/dL')}
          checked={state.dialysis} onChange={(v) => set('dialysis', v)} />
      </Stack>
    </CalculatorPage>
  );
}
