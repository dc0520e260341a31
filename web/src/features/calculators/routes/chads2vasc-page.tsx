import { Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { CHADS2VASC_TABLE, type Chads2VascInput } from '../../../../../core/calculators/chads2vasc';
import { CalculatorPage } from '../components/calculator-page';
import { ChoiceField, FindingField } from '../components/fields';
import { usePrefill } from '../components/use-prefill';
import { answerHelper, chartHelper, type AnswerKey } from '../prefill.utils';
import { evaluateCalculator, pendingMessage } from '../evaluate.utils';
import type { CalculatorPageProps } from '../types';
import { msg } from '../../../../../core/i18n/msg';
import { t } from '../../../i18n';
import { formatNumber } from '../../../lib/format';

type AgeBand = Chads2VascInput['ageBand'];
type Finding = 'congestiveHeartFailure' | 'hypertension' | 'diabetes' | 'strokeTiaThromboembolism' | 'vascularDisease';

/** Each finding, with the record's yes/no it may be prefilled from (core's record-answers.ts). */
const FINDINGS: readonly { id: Finding; label: string; description?: string; points: number; prefill: AnswerKey }[] = [
  { id: 'congestiveHeartFailure', label: msg('Congestive heart failure'), description: msg('Or left ventricular dysfunction'), points: 1, prefill: 'heartFailure' },
  { id: 'hypertension', label: msg('Hypertension'), points: 1, prefill: 'hypertension' },
  { id: 'diabetes', label: msg('Diabetes mellitus'), points: 1, prefill: 'diabetes' },
  { id: 'strokeTiaThromboembolism', label: msg('Prior stroke, TIA or thromboembolism'), points: 2, prefill: 'strokeTiaThromboembolism' },
  { id: 'vascularDisease', label: msg('Vascular disease'), description: msg('Prior myocardial infarction, peripheral artery disease or aortic plaque'), points: 1, prefill: 'vascularDisease' },
];

const AGE_BANDS: readonly { value: AgeBand; label: string; description: string }[] = [
  { value: 'under-65', label: msg('Under 65'), description: msg('0 points') },
  { value: '65-74', label: '65-74', description: '+1' },
  { value: '75-or-over', label: msg('75 or over'), description: '+2' },
];

interface State {
  sex: 'female' | 'male' | null;
  ageBand: AgeBand | null;
  findings: Record<Finding, boolean>;
}

const INITIAL: State = {
  sex: null,
  ageBand: null,
  findings: { congestiveHeartFailure: false, hypertension: false, diabetes: false, strokeTiaThromboembolism: false, vascularDisease: false },
};

/** /calculators/chads2vasc: live CHA2DS2-VASc with CHA2DS2-VA and the recommendation based on it (DESIGN.md §6). */
/** The CHA2DS2-VASc age band of an age in years (Lip 2010: under 65, 65-74, 75 or over). */
const ageBandOf = (age: number): AgeBand => (age < 65 ? 'under-65' : age < 75 ? '65-74' : '75-or-over');

export default function Chads2VascPage({ signedIn }: CalculatorPageProps) {
  const prefill = usePrefill();
  const [initial] = useState<State>(() => ({
    ...INITIAL,
    sex: prefill.sex?.value ?? null,
    ageBand: prefill.ageYears ? ageBandOf(prefill.ageYears.value) : null,
    // A finding the record does not tell stays unticked, as on a page opened directly.
    findings: Object.fromEntries(FINDINGS.map((f) => [f.id, prefill[f.prefill]?.value ?? INITIAL.findings[f.id]])) as State['findings'],
  }));
  const [state, setState] = useState<State>(initial);
  const evaluation = evaluateCalculator('chads2vasc', {
    female: state.sex === null ? undefined : state.sex === 'female',
    ageBand: state.ageBand ?? undefined,
    ...state.findings,
  });
  const present = FINDINGS.filter((f) => state.findings[f.id]).map((f) => t(f.label));
  const ageBand = AGE_BANDS.find((b) => b.value === state.ageBand);
  const inputs = [
    state.sex === 'female' ? t('Sex female') : state.sex === 'male' ? t('Sex male') : t('Sex not given'),
    ageBand ? t('Age {band}', { band: t(ageBand.label) }) : t('Age not given'),
    present.length > 0 ? present.join(', ') : t('no other risk factors'),
  ];
  return (
    <CalculatorPage slug="chads2vasc" onReset={() => setState(INITIAL)} signedIn={signedIn} inputs={inputs}
      result={evaluation.status === 'ok' ? evaluation.result : null}
      pending={pendingMessage(evaluation, { female: msg('the patient’s sex'), ageBand: msg('the age band') })}
      interpretation={<Chads2VascTable />}>
      <ChoiceField name="sex" label={t('Sex')} value={state.sex} onChange={(sex) => setState((s) => ({ ...s, sex }))}
        options={[{ value: 'male', label: t('Male'), description: t('0 points') }, { value: 'female', label: t('Female'), description: t('+1 (CHA2DS2-VASc only)') }]}
        columns={{ base: 2 }} helper={chartHelper(prefill.sex, state.sex === initial.sex)} />
      <ChoiceField name="ageBand" label={t('Age')} value={state.ageBand} onChange={(ageBand) => setState((s) => ({ ...s, ageBand }))}
        options={AGE_BANDS.map((b) => ({ ...b, label: t(b.label), description: t(b.description) }))}
        helper={chartHelper(prefill.ageYears, state.ageBand === initial.ageBand)} />
      <Stack gap="2" role="group" aria-labelledby="history-label">
        <Text id="history-label" fontWeight="medium" fontSize="sm">{t('History')}</Text>
        {FINDINGS.map((f) => (
          <FindingField key={f.id} label={t(f.label)} description={f.description && t(f.description)} points={`+${f.points}`} checked={state.findings[f.id]}
            onChange={(checked) => setState((s) => ({ ...s, findings: { ...s.findings, [f.id]: checked } }))}
            helper={answerHelper(f.prefill, prefill[f.prefill], state.findings[f.id] === initial.findings[f.id])} />
        ))}
      </Stack>
    </CalculatorPage>
  );
}

function Chads2VascTable() {
  return (
    <Stack gap="2">
      <Text>
        {t('Annual ischaemic stroke rate without anticoagulation by CHA2DS2-VASc (Friberg 2012). The recommendation uses CHA2DS2-VA (ESC 2024), the same score without the sex point: oral anticoagulation recommended at 2 or more, to be considered at 1.')}
      </Text>
      <Table.Root size="sm" variant="outline" maxW="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('Score')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Stroke risk / year')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Category')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {CHADS2VASC_TABLE.map((r) => (
            <Table.Row key={r.score}>
              <Table.Cell>{r.score}</Table.Cell>
              <Table.Cell>{t('{risk}%', { risk: formatNumber(r.annualStrokeRiskPercent, 1) })}</Table.Cell>
              <Table.Cell>{t(r.category)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}
