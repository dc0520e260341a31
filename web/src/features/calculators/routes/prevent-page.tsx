import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ckdEpi2021Egfr } from '../../../../../core/calculators/creatinine-clearance';
import { preventCreatinineOutOfRange } from '../../../../../core/calculators/prevent';
import { englishText } from '../../../../../core/i18n/message';
import { msg } from '../../../../../core/i18n/msg';
import { t } from '../../../i18n';
import { localText } from '../../../lib/local-text';
import { CalculatorPage } from '../components/calculator-page';
import { ChoiceField, NumberField, YesNoField } from '../components/fields';
import { useLabUnits } from '../components/use-lab-units';
import { usePrefill } from '../components/use-prefill';
import { answerHelper, chartHelper, prefillText } from '../prefill.utils';
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
  sex: msg('sex'), ageYears: msg('age'), totalCholesterol: msg('total cholesterol'), hdlCholesterol: msg('HDL cholesterol'), systolicBpMmHg: msg('systolic pressure'),
  bmiKgM2: msg('BMI'), egfrMlMin173m2: msg('eGFR or creatinine'), diabetes: msg('diabetes'), smoker: msg('smoking'), onAntihypertensive: msg('antihypertensive use'),
  onStatin: msg('statin use'),
};

/**
 * The creatinine field's message in the reader's language. The schema says in English which eGFR an
 * out-of-range creatinine gives (a zod message is a string); that one is rebuilt here from the same
 * CKD-EPI 2021 eGFR, every other message is a marked text the field translates itself.
 */
function creatinineMessage(error: string | undefined, input: { ageYears?: number; sex?: 'female' | 'male'; creatinineMgDl?: number }): string | undefined {
  const { ageYears, sex, creatinineMgDl } = input;
  if (!error || ageYears === undefined || !sex || creatinineMgDl === undefined) return error;
  const outOfRange = preventCreatinineOutOfRange(ckdEpi2021Egfr({ ageYears, sex, creatinineMgDl }));
  return error === englishText(outOfRange) ? localText(outOfRange) : error;
}

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
    ageText: prefillText(prefill.ageYears),
    totalText: canonicalText('cholesterol', prefill.totalCholesterolMgDl?.value, cholUnit),
    hdlText: canonicalText('cholesterol', prefill.hdlCholesterolMgDl?.value, cholUnit),
    sbpText: canonicalText('bloodPressure', prefill.systolicBpMmHg?.value, bpUnit),
    bmiText: prefillText(prefill.bmiKgM2),
    kidney: !prefill.egfrMlMin173m2 && prefill.creatinineMgDl ? 'creatinine' : 'egfr',
    egfrText: prefillText(prefill.egfrMlMin173m2),
    creatinineText: canonicalText('creatinine', prefill.creatinineMgDl?.value, labUnits.creatinine),
    hba1cText: prefillText(prefill.hba1cPercent),
    // Yes/no from the record (a "no" may be only that nothing was recorded: its note says so).
    diabetes: prefill.diabetes?.value,
    smoker: prefill.smoking?.value,
    antihypertensive: prefill.antihypertensive?.value,
    statin: prefill.statin?.value,
  }));
  const [state, setState] = useState<State>(initial);
  const fromChart = (p: Parameters<typeof chartHelper>[0], key: keyof State, otherwise?: string) => chartHelper(p, state[key] === initial[key], otherwise);
  const set = <K extends keyof State>(key: K, value: State[K]) => setState((s) => ({ ...s, [key]: value }));
  const byCreatinine = state.kidney === 'creatinine';
  const creatinineMgDl = byCreatinine ? textToCanonical('creatinine', state.creatinineText, labUnits.creatinine) : undefined;
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
    creatinineMgDl,
    diabetes: state.diabetes,
    smoker: state.smoker,
    onAntihypertensive: state.antihypertensive,
    onStatin: state.statin,
    uacrMgG: parseNumberText(state.uacrText),
    hba1cPercent: parseNumberText(state.hba1cText),
    sdiDecile: parseNumberText(state.sdiText),
  });
  const err = (p: string) => fieldError(evaluation, p);
  const creatinineError = creatinineMessage(err('creatinineMgDl'), { ageYears: parseNumberText(state.ageText), sex: state.sex ?? undefined, creatinineMgDl });
  const switchChol = (u: UnitOf<'cholesterol'>) => {
    setState((s) => ({ ...s, totalText: convertText('cholesterol', s.totalText, cholUnit, u), hdlText: convertText('cholesterol', s.hdlText, cholUnit, u) }));
    setLabUnit('cholesterol', u);
  };
  const cholSwitch = { options: ['mg/dL', 'mmol/L'] as const, value: cholUnit, onChange: switchChol };
  const yn = (v: boolean | undefined) => (v === undefined ? '?' : v ? t('yes') : t('no'));
  const inputs = [
    t('Sex {sex}', { sex: state.sex === 'female' ? t('female') : state.sex === 'male' ? t('male') : '?' }),
    t('Age {age} y', { age: state.ageText }),
    t('Total cholesterol {value} {unit}', { value: state.totalText, unit: cholUnit }),
    t('HDL {value} {unit}', { value: state.hdlText, unit: cholUnit }),
    t('SBP {value} {unit}', { value: state.sbpText, unit: bpUnit }),
    t('BMI {value} kg/m²', { value: state.bmiText }),
    byCreatinine ? t('Creatinine {value} {unit}', { value: state.creatinineText, unit: labUnits.creatinine }) : t('eGFR {value} mL/min/1.73 m²', { value: state.egfrText }),
    t('Diabetes {answer}', { answer: yn(state.diabetes) }),
    t('Smoker {answer}', { answer: yn(state.smoker) }),
    t('Antihypertensive {answer}', { answer: yn(state.antihypertensive) }),
    t('Statin {answer}', { answer: yn(state.statin) }),
    ...(state.uacrText.trim() ? [t('UACR {value} mg/g', { value: state.uacrText })] : []),
    ...(state.hba1cText.trim() ? [`HbA1c ${state.hba1cText}%`] : []),
    ...(state.sdiText.trim() ? [t('SDI decile {decile}', { decile: state.sdiText })] : []),
  ];
  return (
    <CalculatorPage slug="prevent" onReset={() => setState(INITIAL)} signedIn={signedIn} inputs={inputs}
      result={evaluation.status === 'ok' ? evaluation.result : null}
      pending={pendingMessage(evaluation, PENDING_LABELS)}
      interpretation={
        <Text>
          {t('The category applies to the 10-year PREVENT-ASCVD risk, as the 2026 ACC/AHA dyslipidemia guideline uses it: under 3% low, 3 to under 5% borderline, 5 to under 10% intermediate, 10% or more high. Total CVD adds heart failure to ASCVD. 30-year risks are given for ages 30-59 only. For adults 30-79 without known cardiovascular disease.')}
        </Text>
      }
      about={
        <Text fontSize="sm" color="fg.muted">
          {t('Each add-on you enter (UACR, HbA1c, SDI) selects the published model that includes it; with two or three, the full model is used and any add-on left empty enters through its published term for a missing value. Race is not an input.')}
        </Text>
      }>
      <Stack gap="6">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <ChoiceField name="sex" label={t('Sex')} value={state.sex} onChange={(v) => set('sex', v)} columns={{ base: 2 }}
            options={[{ value: 'female', label: t('Female') }, { value: 'male', label: t('Male') }]} helper={fromChart(prefill.sex, 'sex')} />
          <NumberField name="ageYears" label={t('Age')} unit={t('years')} value={state.ageText} onChange={(v) => set('ageText', v)} error={err('ageYears')}
            helper={fromChart(prefill.ageYears, 'ageText')} />
          <NumberField name="totalCholesterol" label={t('Total cholesterol')} value={state.totalText} onChange={(v) => set('totalText', v)}
            error={err('totalCholesterol')} unitSwitch={cholSwitch} helper={fromChart(prefill.totalCholesterolMgDl, 'totalText')} />
          <NumberField name="hdl" label={t('HDL cholesterol')} value={state.hdlText} onChange={(v) => set('hdlText', v)} error={err('hdlCholesterol')}
            unitSwitch={cholSwitch} helper={fromChart(prefill.hdlCholesterolMgDl, 'hdlText')} />
          <NumberField name="sbp" label={t('Systolic blood pressure')} value={state.sbpText} onChange={(v) => set('sbpText', v)} error={err('systolicBpMmHg')}
            helper={fromChart(prefill.systolicBpMmHg, 'sbpText')}
            unitSwitch={{ options: ['mmHg', 'kPa'] as const, value: bpUnit, onChange: (u) => { set('sbpText', convertText('bloodPressure', state.sbpText, bpUnit, u)); setBpUnit(u); } }} />
          <NumberField name="bmi" label={t('BMI')} unit="kg/m²" value={state.bmiText} onChange={(v) => set('bmiText', v)} error={err('bmiKgM2')}
            helper={fromChart(prefill.bmiKgM2, 'bmiText')} />
        </SimpleGrid>
        <Stack gap="3">
          <ChoiceField name="kidney" label={t('Kidney function')} value={state.kidney} onChange={(v) => set('kidney', v)} columns={{ base: 2 }}
            options={[{ value: 'egfr', label: t('eGFR known') }, { value: 'creatinine', label: t('From creatinine') }]} />
          {byCreatinine ? (
            <NumberField name="creatinine" label={t('Serum creatinine')} value={state.creatinineText} onChange={(v) => set('creatinineText', v)}
              error={creatinineError} helper={fromChart(prefill.creatinineMgDl, 'creatinineText', t('eGFR by CKD-EPI 2021 (race-free), from age and sex above'))}
              unitSwitch={{ options: ['mg/dL', 'µmol/L'] as const, value: labUnits.creatinine,
                onChange: (u) => { set('creatinineText', convertText('creatinine', state.creatinineText, labUnits.creatinine, u)); setLabUnit('creatinine', u); } }} />
          ) : (
            <NumberField name="egfr" label={t('eGFR')} unit="mL/min/1.73 m²" value={state.egfrText} onChange={(v) => set('egfrText', v)}
              error={err('egfrMlMin173m2')} helper={fromChart(prefill.egfrMlMin173m2, 'egfrText')} />
          )}
        </Stack>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <YesNoField name="diabetes" label={t('Diabetes')} value={state.diabetes} onChange={(v) => set('diabetes', v)}
            helper={answerHelper('diabetes', prefill.diabetes, state.diabetes === initial.diabetes)} />
          <YesNoField name="smoker" label={t('Current smoker')} value={state.smoker} onChange={(v) => set('smoker', v)}
            helper={answerHelper('smoking', prefill.smoking, state.smoker === initial.smoker)} />
          <YesNoField name="antihypertensive" label={t('Takes antihypertensive medication')} value={state.antihypertensive} onChange={(v) => set('antihypertensive', v)}
            helper={answerHelper('antihypertensive', prefill.antihypertensive, state.antihypertensive === initial.antihypertensive)} />
          <YesNoField name="statin" label={t('Takes a statin')} value={state.statin} onChange={(v) => set('statin', v)}
            helper={answerHelper('statin', prefill.statin, state.statin === initial.statin)} />
        </SimpleGrid>
        <Box as="section" aria-labelledby="prevent-optional">
          <Heading as="h2" id="prevent-optional" size="sm" mb="1">{t('Optional add-ons')}</Heading>
          <Text fontSize="sm" color="fg.muted" mb="3">{t('Leave empty if not known; each one given refines the estimate.')}</Text>
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
            <NumberField name="uacr" label={t('UACR')} unit="mg/g" value={state.uacrText} onChange={(v) => set('uacrText', v)}
              error={err('uacrMgG')} helper={t('Urine albumin-creatinine ratio; mg/mmol × 8.84 = mg/g')} />
            <NumberField name="hba1c" label={t('HbA1c')} unit="%" value={state.hba1cText} onChange={(v) => set('hba1cText', v)} error={err('hba1cPercent')}
              helper={fromChart(prefill.hba1cPercent, 'hba1cText')} />
            <NumberField name="sdi" label={t('SDI')} unit={t('decile 1-10')} value={state.sdiText} onChange={(v) => set('sdiText', v)}
              error={err('sdiDecile')} helper={t("Social deprivation index of the patient's ZIP code (10 = most deprived)")} />
          </SimpleGrid>
        </Box>
      </Stack>
    </CalculatorPage>
  );
}
