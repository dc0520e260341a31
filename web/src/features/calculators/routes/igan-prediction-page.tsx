import { Alert, Box, Button, Field, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { IGAN_INCOMPLETE_INPUT_MESSAGE, IGAN_MAX_HORIZON_MONTHS, IGAN_MIN_HORIZON_MONTHS } from '../../../../../core/calculators/igan';
import type { CalculatorResult } from '../../../../../core/calculators/types';
import { msg } from '../../../../../core/i18n/msg';
import { t } from '../../../i18n';
import { formatDecimals } from '../../../lib/format';
import { SelectField } from '../../../components/native-select';
import { CalculatorPage } from '../components/calculator-page';
import { ChoiceField, NumberField, UnitSwitch, YesNoField } from '../components/fields';
import { roundHalfUp } from '../../../../../core/calculators/numeric';
import { checkIganForm, IGAN_INITIAL_STATE, iganInputKey, iganMapFromState, type IganFormState } from '../igan.utils';
import type { CalculatorPageProps } from '../types';
import { convertText, type UnitOf } from '../units.utils';

const HORIZON_YEARS = Array.from({ length: (IGAN_MAX_HORIZON_MONTHS - IGAN_MIN_HORIZON_MONTHS) / 12 + 1 }, (_, i) => IGAN_MIN_HORIZON_MONTHS / 12 + i);
const horizonOptions = () =>
  HORIZON_YEARS.map((years) => [String(years * 12), t('{years, plural, one {# year} other {# years}} after biopsy', { years })] as const);

const NOT_USED = msg(
  'The published model (Barbour 2019) does not use sex, macroscopic haematuria or crescents (C): they do not change the prediction, so they are not asked here.',
);
const BP_MODES = { MAP: msg('MAP'), 'SBP/DBP': msg('SBP/DBP') } as const;

/** /calculators/igan-prediction: the International IgAN Prediction Tool (DESIGN.md §6); results only after 'Calculate Risk'. */
export default function IganPredictionPage({ signedIn, unitPreferences }: CalculatorPageProps) {
  const [state, setState] = useState<IganFormState>({ ...IGAN_INITIAL_STATE, bpUnit: unitPreferences.bloodPressure });
  const [attempted, setAttempted] = useState(false);
  const [alert, setAlert] = useState(false);
  const [calculated, setCalculated] = useState<{ key: string; result: CalculatorResult; inputs: string[] } | null>(null);

  const check = checkIganForm(state);
  const err = (key: string) => (attempted ? check.errors[key] : undefined);
  const set = <K extends keyof IganFormState>(key: K, value: IganFormState[K]) => setState((s) => ({ ...s, [key]: value }));
  const stale = calculated !== null && calculated.key !== iganInputKey(state);
  const map = iganMapFromState(state);
  const switchBpUnit = (u: UnitOf<'bloodPressure'>) => setState((s) => ({
    ...s,
    bpUnit: u,
    mapText: convertText('bloodPressure', s.mapText, s.bpUnit, u),
    systolicText: convertText('bloodPressure', s.systolicText, s.bpUnit, u),
    diastolicText: convertText('bloodPressure', s.diastolicText, s.bpUnit, u),
  }));

  const calculate = () => {
    setAttempted(true);
    if (!check.complete || check.evaluation.status !== 'ok') {
      setAlert(true);
      setCalculated(null);
      return;
    }
    setAlert(false);
    setCalculated({ key: iganInputKey(state), result: check.evaluation.result, inputs: summarise(state, map) });
    // The button sits below the form; bring the new result into view.
    requestAnimationFrame(() => document.getElementById('calculator-result')?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };
  const reset = () => {
    setState((s) => ({ ...IGAN_INITIAL_STATE, bpUnit: s.bpUnit }));
    setAttempted(false);
    setAlert(false);
    setCalculated(null);
  };

  const shown = calculated && !stale ? calculated : null;
  return (
    <CalculatorPage slug="igan-prediction" onReset={reset} signedIn={signedIn} inputs={shown?.inputs ?? []} result={shown?.result ?? null}
      pending={stale ? t('The inputs have changed since the last calculation. Press ‘Calculate Risk’ to update the result.')
        : t('Fill in all fields and press ‘Calculate Risk’.')}
      interpretation={<Text>{t('Risk categories on the predicted risk: under 10% Low, 10 to under 30% Moderate, 30 to under 60% High, 60% or more Very High. KDIGO 2021 endorses the tool for risk stratification; it does not predict the benefit of any treatment.')}</Text>}
      about={<Text data-testid="igan-not-used">{t(NOT_USED)}</Text>}>
      <Alert.Root status="info" variant="subtle">
        <Alert.Indicator />
        <Alert.Description>
          {t('Adults with biopsy-proven primary IgA nephropathy; enter all values as at the time of kidney biopsy.')} {t(NOT_USED)}
        </Alert.Description>
      </Alert.Root>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <NumberField name="ageYears" label={t('Age at biopsy')} unit={t('years')} value={state.ageText} onChange={(v) => set('ageText', v)} error={err('ageYears')} />
        <NumberField name="egfr" label={t('eGFR at biopsy')} unit="mL/min/1.73 m²" value={state.egfrText} onChange={(v) => set('egfrText', v)}
          error={err('egfrMlMin173M2')} helper="CKD-EPI" />
        <NumberField name="proteinuria" label={t('Proteinuria')} unit={t('g/day')} value={state.proteinuriaText} onChange={(v) => set('proteinuriaText', v)}
          error={err('proteinuriaGPerDay')} helper={t('24-hour urine protein at biopsy')} />
        <Box>
          {state.mapMode === 'map' ? (
            <NumberField name="map" label={t('Mean arterial pressure')} unit={state.bpUnit} value={state.mapText} onChange={(v) => set('mapText', v)}
              error={err('meanArterialPressureMmHg')} />
          ) : (
            <Field.Root invalid={Boolean(err('meanArterialPressureMmHg'))}>
              <Field.Label>{t('Blood pressure ({unit})', { unit: state.bpUnit })}</Field.Label>
              <SimpleGrid columns={2} gap="2" w="full">
                <NumberField name="systolic" label={t('Systolic')} value={state.systolicText} onChange={(v) => set('systolicText', v)} />
                <NumberField name="diastolic" label={t('Diastolic')} value={state.diastolicText} onChange={(v) => set('diastolicText', v)} />
              </SimpleGrid>
              {err('meanArterialPressureMmHg') ? <Field.ErrorText>{t(err('meanArterialPressureMmHg')!)}</Field.ErrorText>
                : <Field.HelperText>{t('MAP {map} (DBP + (SBP − DBP)/3)', { map: map !== undefined && Number.isFinite(map) ? `${formatDecimals(roundHalfUp(map, 1), 1)} mmHg` : '–' })}</Field.HelperText>}
            </Field.Root>
          )}
          <Box mt="2">
            <UnitSwitch label={t('Enter blood pressure as')} options={['MAP', 'SBP/DBP'] as const} value={state.mapMode === 'map' ? 'MAP' : 'SBP/DBP'}
              optionLabel={(m) => t(BP_MODES[m])}
              onChange={(v) => set('mapMode', v === 'MAP' ? 'map' : 'bp')} />
            <UnitSwitch label={t('Pressure unit')} options={['mmHg', 'kPa'] as const} value={state.bpUnit} onChange={switchBpUnit} />
          </Box>
        </Box>
      </SimpleGrid>

      <Stack gap="3">
        <Heading as="h2" size="sm">{t('Oxford classification (MEST) at biopsy')}</Heading>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <ChoiceField name="m" label={t('M – mesangial hypercellularity')} value={state.m} onChange={(v) => set('m', v)} error={err('mesangialHypercellularity')}
            options={[{ value: '0', label: 'M0' }, { value: '1', label: 'M1' }]} columns={{ base: 2 }} />
          <ChoiceField name="e" label={t('E – endocapillary hypercellularity')} value={state.e} onChange={(v) => set('e', v)} error={err('endocapillaryHypercellularity')}
            options={[{ value: '0', label: 'E0' }, { value: '1', label: 'E1' }]} columns={{ base: 2 }} />
          <ChoiceField name="s" label={t('S – segmental sclerosis')} value={state.s} onChange={(v) => set('s', v)} error={err('segmentalSclerosis')}
            options={[{ value: '0', label: 'S0' }, { value: '1', label: 'S1' }]} columns={{ base: 2 }} />
          <ChoiceField name="t" label={t('T – tubular atrophy / interstitial fibrosis')} value={state.t} onChange={(v) => set('t', v)}
            error={err('tubularAtrophyInterstitialFibrosis')} columns={{ base: 3 }}
            options={[{ value: '0', label: 'T0', description: '≤25%' }, { value: '1', label: 'T1', description: '26-50%' }, { value: '2', label: 'T2', description: '>50%' }]} />
        </SimpleGrid>
      </Stack>

      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <YesNoField name="ras" label={t('RAS blockade (ACE inhibitor or ARB) at biopsy')} value={state.rasBlockade} onChange={(v) => set('rasBlockade', v)}
          error={err('rasBlockadeAtBiopsy')} />
        <YesNoField name="immunosuppression" label={t('Immunosuppression at or before biopsy')} value={state.immunosuppression}
          onChange={(v) => set('immunosuppression', v)} error={err('immunosuppressionAtBiopsy')} />
      </SimpleGrid>

      <Field.Root>
        <Field.Label>{t('Prediction horizon')}</Field.Label>
        <SelectField name="horizonMonths" value={state.horizonMonths} onChange={(v) => set('horizonMonths', v)} options={horizonOptions()} />
      </Field.Root>

      {alert && !check.complete && (
        <Alert.Root status="error" role="alert" data-testid="igan-alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t(IGAN_INCOMPLETE_INPUT_MESSAGE)}</Alert.Title>
            {Object.keys(check.errors).length > 0 && (
              <Alert.Description>
                <List.Root ps="4" fontSize="sm">
                  {Object.entries(check.errors).slice(0, 4).map(([k, m]) => <List.Item key={k}>{t(m)}</List.Item>)}
                </List.Root>
              </Alert.Description>
            )}
          </Alert.Content>
        </Alert.Root>
      )}
      <Button colorPalette="brand" size="lg" onClick={calculate} alignSelf={{ base: 'stretch', sm: 'flex-start' }}>{t('Calculate Risk')}</Button>
    </CalculatorPage>
  );
}

function summarise(s: IganFormState, map: number | undefined): string[] {
  const yn = (v: boolean | undefined) => (v ? t('yes') : t('no'));
  return [
    t('Age {age} y', { age: s.ageText }),
    `eGFR ${s.egfrText} mL/min/1.73 m²`,
    `MAP ${map !== undefined ? formatDecimals(roundHalfUp(map, 1), 1) : '?'} mmHg`,
    t('Proteinuria {value} g/day', { value: s.proteinuriaText }),
    `M${s.m} E${s.e} S${s.s} T${s.t}`,
    t('RAS blockade {answer}', { answer: yn(s.rasBlockade) }),
    t('Immunosuppression {answer}', { answer: yn(s.immunosuppression) }),
  ];
}
