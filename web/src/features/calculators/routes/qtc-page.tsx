import { Box, Field, SimpleGrid, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { QTC_FORMULAS, type QtcFormula } from '../../../../../core/calculators/qtc';
import { msg } from '../../../../../core/i18n/msg';
import { t } from '../../../i18n';
import { SelectField } from '../../../components/native-select';
import { CalculatorPage } from '../components/calculator-page';
import { ChoiceField, NumberField, UnitSwitch } from '../components/fields';
import { evaluateCalculator, fieldError, parseNumberText, pendingMessage } from '../evaluate.utils';
import { usePrefill } from '../components/use-prefill';
import { chartHelper } from '../prefill.utils';
import type { CalculatorPageProps } from '../types';

// The formulas are named after their authors: the same in every language.
const FORMULA_OPTIONS = QTC_FORMULAS.map((f) => [f, f[0]!.toUpperCase() + f.slice(1)] as const);

interface State {
  qtText: string;
  rateMode: 'hr' | 'rr';
  rateText: string;
  sex: 'female' | 'male' | null;
  formula: QtcFormula;
}
const SEX_WORDS = { female: msg('female'), male: msg('male') } as const;
const RATE_MODES = { hr: msg('Heart rate'), rr: msg('RR interval') } as const;
const INITIAL: State = { qtText: '', rateMode: 'hr', rateText: '', sex: null, formula: 'bazett' };

/** /calculators/qtc: heart-rate-corrected QT by four formulas, from heart rate or a measured RR interval. */
export default function QtcPage({ signedIn }: CalculatorPageProps) {
  const prefill = usePrefill();
  const [initial] = useState<State>(() => ({ ...INITIAL, sex: prefill.sex?.value ?? null }));
  const [state, setState] = useState<State>(initial);
  const set = <K extends keyof State>(key: K, value: State[K]) => setState((s) => ({ ...s, [key]: value }));
  const rate = parseNumberText(state.rateText);
  const evaluation = evaluateCalculator('qtc', {
    qtMs: parseNumberText(state.qtText),
    heartRateBpm: state.rateMode === 'hr' ? rate : undefined,
    rrMs: state.rateMode === 'rr' ? rate : undefined,
    sex: state.sex ?? undefined,
    formula: state.formula,
  });
  const err = (p: string) => fieldError(evaluation, p);
  // The schema checks "heart rate or RR" only once the other fields parse, so name it up front.
  const rateKey = state.rateMode === 'hr' ? 'heartRateBpm' : 'rrMs';
  const pendingEvaluation = evaluation.status === 'incomplete' && rate === undefined && !evaluation.missing.includes(rateKey)
    ? { ...evaluation, missing: [...evaluation.missing, rateKey] }
    : evaluation;
  const inputs = [
    `QT ${state.qtText} ms`,
    state.rateMode === 'hr' ? t('HR {rate}/min', { rate: state.rateText }) : `RR ${state.rateText} ms`,
    t('Sex {sex}', { sex: state.sex ? t(SEX_WORDS[state.sex]) : '?' }),
  ];
  return (
    <CalculatorPage slug="qtc" onReset={() => setState(INITIAL)} signedIn={signedIn} inputs={inputs}
      result={evaluation.status === 'ok' ? evaluation.result : null}
      pending={pendingMessage(pendingEvaluation, { qtMs: msg('the QT interval'), heartRateBpm: msg('the heart rate'), rrMs: msg('the RR interval'), sex: msg('sex') })}
      interpretation={<Text>{t('Prolonged at 450 ms or more in men and 460 ms or more in women; 500 ms or more is markedly prolonged (high torsades risk); 390 ms or less is short (AHA/ACCF/HRS 2009). Bazett is least accurate outside 60-90/min.')}</Text>}>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <NumberField name="qt" label={t('QT interval')} unit="ms" value={state.qtText} onChange={(v) => set('qtText', v)} error={err('qtMs')} />
        <Box>
          <NumberField name="rate" label={t(RATE_MODES[state.rateMode])} unit={state.rateMode === 'hr' ? t('beats/min') : 'ms'}
            value={state.rateText} onChange={(v) => set('rateText', v)} error={err(state.rateMode === 'hr' ? 'heartRateBpm' : 'rrMs')} />
          <Box mt="2">
            <UnitSwitch label={t('Enter the rate as')} options={['hr', 'rr'] as const} value={state.rateMode} optionLabel={(m) => t(RATE_MODES[m])}
              onChange={(v) => setState((s) => ({ ...s, rateMode: v, rateText: '' }))} />
          </Box>
        </Box>
        <ChoiceField name="sex" label={t('Sex')} value={state.sex} onChange={(v) => set('sex', v)} columns={{ base: 2 }}
          options={[{ value: 'female', label: t('Female') }, { value: 'male', label: t('Male') }]} helper={chartHelper(prefill.sex, state.sex === initial.sex)} />
        <Field.Root>
          <Field.Label>{t('Formula shown first')}</Field.Label>
          <SelectField name="formula" value={state.formula} options={FORMULA_OPTIONS} onChange={(v) => set('formula', v as QtcFormula)} />
        </Field.Root>
      </SimpleGrid>
    </CalculatorPage>
  );
}
