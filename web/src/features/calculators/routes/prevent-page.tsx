import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { CalculatorPage } from '../components/calculator-page';
import { ChoiceField, NumberField, YesNoField } from '../components/fields';
import { useLabUnits } from '../components/use-lab-units';
import { usePrefill } from '../components/use-prefill';
import { chartHelper } from '../prefill.utils';
import { evaluateCalculator, fieldError, parseNumberText, pendingMessage } from '../evaluate.utils';
import type { CalculatorPageProps } from '../types';
import { canonicalText, convertText, textToCanonical, type UnitOf } from '../units.utils';

type KidneyInput = 'egfr' | 'creatinine';

interface State {
  sex: 'female' | 'male' | null;
  ageText: string;
  totalText: string;
  hdlText: string;
  sbpText: string;
  bmiText: string;
  kidney: KidneyInput;
  egfrText: string;
  creatinineText: string;
  diabetes: boolean | undefined;
  smoker: boolean | undefined;
  antihypertensive: boolean | undefined;
  statin: boolean | undefined;
  uacrText: string;
  hba1cText: string;
  sdiText: string;
}
const INITIAL: State = {
  sex: null, ageText: '', totalText: '', hdlText: '', sbpText: '', bmiText: '', kidney: 'egfr', egfrText: '', creatinineText: '',
  diabetes: undefined, smoker: undefined, antihypertensive: undefined, statin: undefined, uacrText: '', hba1cText: '', sdiText: '',
};

const PENDING_LABELS = {
  sex: 'sex', ageYears: 'age', totalCholesterol: 'total cholesterol', hdlCholesterol: 'HDL cholesterol', systolicBpMmHg: 'systolic pressure',
  bmiKgM2: 'BMI', egfrMlMin173m2: 'eGFR or creatinine', diabetes: 'diabetes', smoker: 'smoking', onAntihypertensive: 'antihypertensive use',
  onStatin: 'statin use',
};

/**
 * /calculators/prevent: the AHA PREVENT equations (10- and 30-year total CVD, ASCVD and heart
 * failure); cholesterol in mg/dL or mmol/L, eGFR entered or computed from creatinine, optional add-ons.
 */
export default function PreventPage({ signedIn, unitPreferences }: CalculatorPageProps) {
  const prefill = usePrefill();
  const [bpUnit, setBpUnit] = useState<UnitOf<'bloodPressure'>>(unitPreferences.bloodPressure);
  const [labUnits, setLabUnit] = useLabUnits();
  const cholUnit = labUnits.cholesterol;
  // Opened from a chart: its latest values, each labelled "from chart, <date>" until changed; a
  // recorded eGFR is used as it is, else the eGFR comes from the chart's creatinine.
  const [initial] = useState<State>(() => ({
    ...INITIAL,
    sex: prefill.sex?.value ?? null,
    ageText: prefill.ageYears ? String(prefill.ageYears.value) : '',
    totalText: canonicalText('cholesterol', prefill.totalCholesterolMgDl?.value, cholUnit),
    hdlText: canonicalText('cholesterol', prefill.hdlCholesterolMgDl?.value, cholUnit),
    sbpText: canonicalText('bloodPressure', prefill.systolicBpMmHg?.value, bpUnit),
    bmiText: prefill.bmiKgM2 ? String(prefill.bmiKgM2.value) : '',
    kidney: !prefill.egfrMlMin173m2 && prefill.creatinineMgDl ? 'creatinine' : 'egfr',
    egfrText: prefill.egfrMlMin173m2 ? String(prefill.egfrMlMin173m2.value) : '',
    creatinineText: canonicalText('creatinine', prefill.creatinineMgDl?.value, labUnits.creatinine),
    hba1cText: prefill.hba1cPercent ? String(prefill.hba1cPercent.value) : '',
  }));
  const [state, setState] = useState<State>(initial);
  const fromChart = (p: Parameters<typeof chartHelper>[0], key: keyof State, otherwise?: string) => chartHelper(p, state[key] === initial[key], otherwise);
  const set = <K extends keyof State>(key: K, value: State[K]) => setState((s) => ({ ...s, [key]: value }));
  const byCreatinine = state.kidney === 'creatinine';
  const evaluation = evaluateCalculator('prevent', {
    sex: state.sex ?? undefined,
    ageYears: parseNumberText(state.ageText),
    // PREVENT takes mmol/L as entered (no round trip through mg/dL), so the unit travels with the values.
    cholesterolUnit: cholUnit,
    totalCholesterol: parseNumberText(state.totalText),
    hdlCholesterol: parseNumberText(state.hdlText),
    systolicBpMmHg: textToCanonical('bloodPressure', state.sbpText, bpUnit),
    bmiKgM2: parseNumberText(state.bmiText),
    egfrMlMin173m2: byCreatinine ? undefined : parseNumberText(state.egfrText),
    creatinineMgDl: byCreatinine ? textToCanonical('creatinine', state.creatinineText, labUnits.creatinine) : undefined,
    diabetes: state.diabetes,
    smoker: state.smoker,
    onAntihypertensive: state.antihypertensive,
    onStatin: state.statin,
    uacrMgG: parseNumberText(state.uacrText),
    hba1cPercent: parseNumberText(state.hba1cText),
    sdiDecile: parseNumberText(state.sdiText),
  });
  const err = (p: string) => fieldError(evaluation, p);
  const switchChol = (u: UnitOf<'cholesterol'>) => {
    setState((s) => ({ ...s, totalText: convertText('cholesterol', s.totalText, cholUnit, u), hdlText: convertText('cholesterol', s.hdlText, cholUnit, u) }));
    setLabUnit('cholesterol', u);
  };
  const cholSwitch = { options: ['mg/dL', 'mmol/L'] as const, value: cholUnit, onChange: switchChol };
  const yn = (v: boolean | undefined) => (v === undefined ? '?' : v ? 'yes' : 'no');
  const optional = (label: string, text: string, unit: string) => (text.trim() ? [`${label} ${text}${unit}`] : []);
  const inputs = [
    `Sex ${state.sex ?? '?'}`,
    `Age ${state.ageText} y`,
    `Total cholesterol ${state.totalText} ${cholUnit}`,
    `HDL ${state.hdlText} ${cholUnit}`,
    `SBP ${state.sbpText} ${bpUnit}`,
    `BMI ${state.bmiText} kg/m²`,
    byCreatinine ? `Creatinine ${state.creatinineText} ${labUnits.creatinine}` : `eGFR ${state.egfrText} mL/min/1.73 m²`,
    `Diabetes ${yn(state.diabetes)}`,
    `Smoker ${yn(state.smoker)}`,
    `Antihypertensive ${yn(state.antihypertensive)}`,
    `Statin ${yn(state.statin)}`,
    ...optional('UACR', state.uacrText, ' mg/g'),
    ...optional('HbA1c', state.hba1cText, '%'),
    ...optional('SDI decile', state.sdiText, ''),
  ];
  return (
    <CalculatorPage slug="prevent" onReset={() => setState(INITIAL)} signedIn={signedIn} inputs={inputs}
      result={evaluation.status === 'ok' ? evaluation.result : null}
      pending={pendingMessage(evaluation, PENDING_LABELS)}
      interpretation={
        <Text>
          The category applies to the 10-year PREVENT-ASCVD risk, as the 2026 ACC/AHA dyslipidemia guideline uses it: under 3% low,
          3 to under 5% borderline, 5 to under 10% intermediate, 10% or more high. Total CVD adds heart failure to ASCVD. 30-year risks
          are given for ages 30-59 only. For adults 30-79 without known cardiovascular disease.
        </Text>
      }
      about={
        <Text fontSize="sm" color="fg.muted">
          Each add-on you enter (UACR, HbA1c, SDI) selects the published model that includes it; with two or three, the full model is used and
          any add-on left empty enters through its published term for a missing value. Race is not an input.
        </Text>
      }>
      <Stack gap="6">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <ChoiceField name="sex" label="Sex" value={state.sex} onChange={(v) => set('sex', v)} columns={{ base: 2 }}
            options={[{ value: 'female', label: 'Female' }, { value: 'male', label: 'Male' }]} helper={fromChart(prefill.sex, 'sex')} />
          <NumberField name="ageYears" label="Age" unit="years" value={state.ageText} onChange={(v) => set('ageText', v)} error={err('ageYears')}
            helper={fromChart(prefill.ageYears, 'ageText')} />
          <NumberField name="totalCholesterol" label="Total cholesterol" value={state.totalText} onChange={(v) => set('totalText', v)}
            error={err('totalCholesterol')} unitSwitch={cholSwitch} helper={fromChart(prefill.totalCholesterolMgDl, 'totalText')} />
          <NumberField name="hdl" label="HDL cholesterol" value={state.hdlText} onChange={(v) => set('hdlText', v)} error={err('hdlCholesterol')}
            unitSwitch={cholSwitch} helper={fromChart(prefill.hdlCholesterolMgDl, 'hdlText')} />
          <NumberField name="sbp" label="Systolic blood pressure" value={state.sbpText} onChange={(v) => set('sbpText', v)} error={err('systolicBpMmHg')}
            helper={fromChart(prefill.systolicBpMmHg, 'sbpText')}
            unitSwitch={{ options: ['mmHg', 'kPa'] as const, value: bpUnit, onChange: (u) => { set('sbpText', convertText('bloodPressure', state.sbpText, bpUnit, u)); setBpUnit(u); } }} />
          <NumberField name="bmi" label="BMI" unit="kg/m²" value={state.bmiText} onChange={(v) => set('bmiText', v)} error={err('bmiKgM2')}
            helper={fromChart(prefill.bmiKgM2, 'bmiText')} />
        </SimpleGrid>
        <Stack gap="3">
          <ChoiceField name="kidney" label="Kidney function" value={state.kidney} onChange={(v) => set('kidney', v)} columns={{ base: 2 }}
            options={[{ value: 'egfr', label: 'eGFR known' }, { value: 'creatinine', label: 'From creatinine' }]} />
          {byCreatinine ? (
            <NumberField name="creatinine" label="Serum creatinine" value={state.creatinineText} onChange={(v) => set('creatinineText', v)}
              error={err('creatinineMgDl')} helper={fromChart(prefill.creatinineMgDl, 'creatinineText', 'eGFR by CKD-EPI 2021 (race-free), from age and sex above')}
              unitSwitch={{ options: ['mg/dL', 'µmol/L'] as const, value: labUnits.creatinine,
                onChange: (u) => { set('creatinineText', convertText('creatinine', state.creatinineText, labUnits.creatinine, u)); setLabUnit('creatinine', u); } }} />
          ) : (
            <NumberField name="egfr" label="eGFR" unit="mL/min/1.73 m²" value={state.egfrText} onChange={(v) => set('egfrText', v)}
              error={err('egfrMlMin173m2')} helper={fromChart(prefill.egfrMlMin173m2, 'egfrText')} />
          )}
        </Stack>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <YesNoField name="diabetes" label="Diabetes" value={state.diabetes} onChange={(v) => set('diabetes', v)} />
          <YesNoField name="smoker" label="Current smoker" value={state.smoker} onChange={(v) => set('smoker', v)} />
          <YesNoField name="antihypertensive" label="Takes antihypertensive medication" value={state.antihypertensive} onChange={(v) => set('antihypertensive', v)} />
          <YesNoField name="statin" label="Takes a statin" value={state.statin} onChange={(v) => set('statin', v)} />
        </SimpleGrid>
        <Box as="section" aria-labelledby="prevent-optional">
          <Heading as="h2" id="prevent-optional" size="sm" mb="1">Optional add-ons</Heading>
          <Text fontSize="sm" color="fg.muted" mb="3">Leave empty if not known; each one given refines the estimate.</Text>
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
            <NumberField name="uacr" label="UACR" unit="mg/g" value={state.uacrText} onChange={(v) => set('uacrText', v)}
              error={err('uacrMgG')} helper="Urine albumin-creatinine ratio; mg/mmol × 8.84 = mg/g" />
            <NumberField name="hba1c" label="HbA1c" unit="%" value={state.hba1cText} onChange={(v) => set('hba1cText', v)} error={err('hba1cPercent')}
              helper={fromChart(prefill.hba1cPercent, 'hba1cText')} />
            <NumberField name="sdi" label="SDI" unit="decile 1-10" value={state.sdiText} onChange={(v) => set('sdiText', v)}
              error={err('sdiDecile')} helper="Social deprivation index of the patient's ZIP code (10 = most deprived)" />
          </SimpleGrid>
        </Box>
      </Stack>
    </CalculatorPage>
  );
}
