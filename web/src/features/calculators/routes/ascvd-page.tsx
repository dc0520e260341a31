import { Alert, Field, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ASCVD_RACES } from '../../../../../core/calculators/ascvd';
import { SelectField } from '../../../components/native-select';
import { CalculatorPage } from '../components/calculator-page';
import { ChoiceField, NumberField, YesNoField } from '../components/fields';
import { useLabUnits } from '../components/use-lab-units';
import { usePrefill } from '../components/use-prefill';
import { answerHelper, chartHelper, prefillText } from '../prefill.utils';
import { evaluateCalculator, fieldError, parseNumberText, pendingMessage } from '../evaluate.utils';
import type { CalculatorPageProps } from '../types';
import { msg } from '../../../../../core/i18n/msg';
import { t } from '../../../i18n';
import { canonicalText, convertText, textToCanonical, type UnitOf } from '../units.utils';

type Race = (typeof ASCVD_RACES)[number];
const RACE_OPTIONS: readonly (readonly [Race, string])[] = [
  ['white', msg('White')],
  ['african-american', msg('African American')],
  ['other', msg('Other (uses the White equations)')],
];

interface State {
  sex: 'female' | 'male' | null;
  race: Race | '';
  ageText: string;
  totalText: string;
  hdlText: string;
  sbpText: string;
  treated: boolean | undefined;
  smoker: boolean | undefined;
  diabetes: boolean | undefined;
}
const INITIAL: State = { sex: null, race: '', ageText: '', totalText: '', hdlText: '', sbpText: '', treated: undefined, smoker: undefined, diabetes: undefined };

/** /calculators/ascvd: 10-year ASCVD risk by the Pooled Cohort Equations; cholesterol in mg/dL or mmol/L. */
export default function AscvdPage({ signedIn, unitPreferences }: CalculatorPageProps) {
  const prefill = usePrefill();
  // Blood pressure in the doctor's preferred unit (Settings); the ASCVD equations take mmHg.
  const [bpUnit, setBpUnit] = useState<UnitOf<'bloodPressure'>>(unitPreferences.bloodPressure);
  const [labUnits, setLabUnit] = useLabUnits();
  const unit = labUnits.cholesterol;
  const [initial] = useState<State>(() => ({
    ...INITIAL,
    sex: prefill.sex?.value ?? null,
    ageText: prefillText(prefill.ageYears),
    totalText: canonicalText('cholesterol', prefill.totalCholesterolMgDl?.value, unit),
    hdlText: canonicalText('cholesterol', prefill.hdlCholesterolMgDl?.value, unit),
    sbpText: canonicalText('bloodPressure', prefill.systolicBpMmHg?.value, bpUnit),
    // Yes/no from the record; treatment for hypertension is read as antihypertensive use.
    treated: prefill.antihypertensive?.value,
    smoker: prefill.smoking?.value,
    diabetes: prefill.diabetes?.value,
  }));
  const [state, setState] = useState<State>(initial);
  const set = <K extends keyof State>(key: K, value: State[K]) => setState((s) => ({ ...s, [key]: value }));
  const evaluation = evaluateCalculator('ascvd', {
    sex: state.sex ?? undefined,
    race: state.race || undefined,
    ageYears: parseNumberText(state.ageText),
    totalCholesterolMgDl: textToCanonical('cholesterol', state.totalText, unit),
    hdlCholesterolMgDl: textToCanonical('cholesterol', state.hdlText, unit),
    systolicBpMmHg: textToCanonical('bloodPressure', state.sbpText, bpUnit),
    onHypertensionTreatment: state.treated,
    smoker: state.smoker,
    diabetes: state.diabetes,
  });
  const err = (p: string) => fieldError(evaluation, p);
  const raceError = err('race');
  const switchUnit = (u: UnitOf<'cholesterol'>) => {
    setState((s) => ({ ...s, totalText: convertText('cholesterol', s.totalText, unit, u), hdlText: convertText('cholesterol', s.hdlText, unit, u) }));
    setLabUnit('cholesterol', u);
  };
  const yn = (v: boolean | undefined) => (v === undefined ? '?' : v ? t('yes') : t('no'));
  const race = RACE_OPTIONS.find(([r]) => r === state.race)?.[1];
  const inputs = [
    t('Sex {sex}', { sex: state.sex === 'female' ? t('female') : state.sex === 'male' ? t('male') : '?' }),
    t('Race {race}', { race: race ? t(race) : '?' }),
    t('Age {age} y', { age: state.ageText }),
    t('Total cholesterol {value} {unit}', { value: state.totalText, unit }),
    t('HDL {value} {unit}', { value: state.hdlText, unit }),
    t('SBP {value} {unit}', { value: state.sbpText, unit: bpUnit }),
    t('Treated hypertension {answer}', { answer: yn(state.treated) }),
    t('Smoker {answer}', { answer: yn(state.smoker) }),
    t('Diabetes {answer}', { answer: yn(state.diabetes) }),
  ];
  const cholSwitch = { options: ['mg/dL', 'mmol/L'] as const, value: unit, onChange: switchUnit };
  return (
    <CalculatorPage slug="ascvd" onReset={() => setState(INITIAL)} signedIn={signedIn} inputs={inputs}
      result={evaluation.status === 'ok' ? evaluation.result : null}
      pending={pendingMessage(evaluation, {
        sex: msg('sex'), race: msg('race'), ageYears: msg('age'), totalCholesterolMgDl: msg('total cholesterol'), hdlCholesterolMgDl: msg('HDL cholesterol'),
        systolicBpMmHg: msg('systolic pressure'), onHypertensionTreatment: msg('treatment for hypertension'), smoker: msg('smoking'), diabetes: msg('diabetes'),
      })}
      interpretation={<Text>{t('10-year risk: under 5% low, 5 to under 7.5% borderline, 7.5 to under 20% intermediate, 20% or more high (2018 AHA/ACC cholesterol guideline). For adults 40-79 without known cardiovascular disease, not for those with LDL of 190 mg/dL or more.')}</Text>}>
      <Stack gap="5">
        {/* The spec keeps the Pooled Cohort Equations; the 2026 guideline (acc-aha-dyslipidemia-2026 in the catalogue) moved to PREVENT. */}
        <Alert.Root status="info" variant="subtle" data-testid="prevent-preferred">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('The 2026 ACC/AHA guideline prefers PREVENT')}</Alert.Title>
            <Alert.Description>
              {t('The 2026 ACC/AHA dyslipidemia guideline estimates risk with the AHA PREVENT equations (ages 30-79, with new categories) instead of these 2013 Pooled Cohort Equations.')}{' '}
              <ChakraLink asChild color="brand.fg" fontWeight="medium" textDecoration="underline" minH="11" display="inline-flex" alignItems="center">
                <Link to="/calculators/prevent">{t('Open the PREVENT calculator')}</Link>
              </ChakraLink>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <ChoiceField name="sex" label={t('Sex')} value={state.sex} onChange={(v) => set('sex', v)} columns={{ base: 2 }}
            options={[{ value: 'female', label: t('Female') }, { value: 'male', label: t('Male') }]} helper={chartHelper(prefill.sex, state.sex === initial.sex)} />
          <Field.Root invalid={Boolean(raceError)}>
            <Field.Label>{t('Race')}</Field.Label>
            <SelectField name="race" value={state.race} placeholder={t('Choose…')} options={RACE_OPTIONS.map(([v, label]) => [v, t(label)] as const)} onChange={(v) => set('race', v as Race | '')} />
            {raceError && <Field.ErrorText>{t(raceError)}</Field.ErrorText>}
          </Field.Root>
          <NumberField name="ageYears" label={t('Age')} unit={t('years')} value={state.ageText} onChange={(v) => set('ageText', v)} error={err('ageYears')}
            helper={chartHelper(prefill.ageYears, state.ageText === initial.ageText)} />
          <NumberField name="sbp" label={t('Systolic blood pressure')} value={state.sbpText} onChange={(v) => set('sbpText', v)} error={err('systolicBpMmHg')}
            helper={chartHelper(prefill.systolicBpMmHg, state.sbpText === initial.sbpText)}
            unitSwitch={{ options: ['mmHg', 'kPa'] as const, value: bpUnit, onChange: (u) => { set('sbpText', convertText('bloodPressure', state.sbpText, bpUnit, u)); setBpUnit(u); } }} />
          <NumberField name="totalCholesterol" label={t('Total cholesterol')} value={state.totalText} onChange={(v) => set('totalText', v)}
            error={err('totalCholesterolMgDl')} unitSwitch={cholSwitch} helper={chartHelper(prefill.totalCholesterolMgDl, state.totalText === initial.totalText)} />
          <NumberField name="hdl" label={t('HDL cholesterol')} value={state.hdlText} onChange={(v) => set('hdlText', v)} error={err('hdlCholesterolMgDl')} unitSwitch={cholSwitch}
            helper={chartHelper(prefill.hdlCholesterolMgDl, state.hdlText === initial.hdlText)} />
          <YesNoField name="treated" label={t('Treated for high blood pressure')} value={state.treated} onChange={(v) => set('treated', v)}
            helper={answerHelper('antihypertensive', prefill.antihypertensive, state.treated === initial.treated)} />
          <YesNoField name="smoker" label={t('Current smoker')} value={state.smoker} onChange={(v) => set('smoker', v)}
            helper={answerHelper('smoking', prefill.smoking, state.smoker === initial.smoker)} />
          <YesNoField name="diabetes" label={t('Diabetes')} value={state.diabetes} onChange={(v) => set('diabetes', v)}
            helper={answerHelper('diabetes', prefill.diabetes, state.diabetes === initial.diabetes)} />
        </SimpleGrid>
      </Stack>
    </CalculatorPage>
  );
}
