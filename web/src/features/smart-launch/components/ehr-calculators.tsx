import { Badge, Box, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import type { CalculatorInputUsed, PatientCalculation } from '../../../../../core/calculators/from-patient/patient-calculators';
import type { RecordAnswer } from '../../../../../core/calculators/from-patient/record-answers';
import type { PrefillAnswerKey } from '../../../../../core/calculators/prefill-search';
import type { PrefillKey, RecordCalculatorPrefill, RecordValue } from '../../../../../core/calculators/from-patient/record-prefill';
import { msg } from '../../../../../core/i18n/msg';
import type { SmartRecordCalculators } from '../../../../../core/schemas/smart-launch';
import { t } from '../../../i18n';
import { formatDate, formatNumber } from '../../../lib/format';
import { inSmartFrame } from '../../../lib/smart-frame';
import { genderLabel } from '../../../lib/gender-labels';
import { resultValueText, shownResult } from '../../../lib/shown-result';

// The SMART workspace's calculators (issue 37): the values and yes/no answers the EHR's record gave
// them, each with its unit, day and code; a link per calculator opening it prefilled ("from <EHR>,
// <date>" beside each field, editable); what each lacks; and PREVENT and CHA2DS2-VASc computed where
// they apply. Inside the EHR's frame a calculator opens in a new window: the calculator pages are not
// under /smart, so the frame's session cookie would not reach them.

const CALCULATOR_NAMES: Readonly<Record<string, string>> = {
  prevent: msg('PREVENT 10- and 30-year risk'),
  ascvd: msg('ASCVD 10-year risk'),
  chads2vasc: msg('CHA2DS2-VASc'),
  meld: msg('MELD'),
  creatinine: msg('Creatinine clearance / eGFR'),
  qtc: msg('QTc'),
  bmi: msg('BMI'),
};
const nameOf = (slug: string) => t(CALCULATOR_NAMES[slug] ?? slug);

/** Each prefilled input's name and the calculators' unit for it. */
const PREFILL_LABELS: Readonly<Record<PrefillKey, { label: string; unit?: string }>> = {
  ageYears: { label: msg('Age (years)') },
  sex: { label: msg('Sex') },
  weightKg: { label: msg('Weight'), unit: 'kg' },
  heightCm: { label: msg('Height'), unit: 'cm' },
  systolicBpMmHg: { label: msg('Systolic blood pressure'), unit: 'mmHg' },
  creatinineMgDl: { label: msg('Creatinine'), unit: 'mg/dL' },
  totalCholesterolMgDl: { label: msg('Total cholesterol'), unit: 'mg/dL' },
  hdlCholesterolMgDl: { label: msg('HDL cholesterol'), unit: 'mg/dL' },
  bmiKgM2: { label: msg('BMI'), unit: 'kg/m²' },
  egfrMlMin173m2: { label: msg('eGFR'), unit: 'mL/min/1.73 m²' },
  hba1cPercent: { label: msg('HbA1c'), unit: '%' },
  bilirubinMgDl: { label: msg('Bilirubin'), unit: 'mg/dL' },
  inr: { label: msg('INR') },
  sodiumMmolL: { label: msg('Sodium'), unit: 'mmol/L' },
  albuminGDl: { label: msg('Albumin'), unit: 'g/dL' },
};

/** The inputs of a computed result (core's CalculatorInputKey). */
const RESULT_INPUT_LABELS: Readonly<Record<CalculatorInputUsed['key'], string>> = {
  age: msg('Age (years)'), sex: msg('Sex'), systolicBp: msg('Systolic blood pressure'), totalCholesterol: msg('Total cholesterol'), hdlCholesterol: msg('HDL cholesterol'),
  bmi: msg('BMI'), egfr: msg('eGFR'), creatinine: msg('Creatinine'), diabetes: msg('Diabetes'), smoking: msg('Current smoker'),
  antihypertensive: msg('On blood pressure medication'), statin: msg('On a statin'), atrialFibrillation: msg('Atrial fibrillation'),
  heartFailure: msg('Congestive heart failure'), hypertension: msg('Hypertension'), strokeTiaThromboembolism: msg('Stroke, TIA or thromboembolism'), vascularDisease: msg('Vascular disease'),
};

/** A FHIR gender as the workspace shows it ('female' → "Female", translated). */
const sexText = (value: string) => genderLabel(value.charAt(0).toUpperCase() + value.slice(1));
/** Noon local time without an offset: the recorded calendar day in every time zone. */
const dayText = (day: string) => formatDate(`${day}T12:00:00`);

function prefillValueText(key: PrefillKey, v: RecordValue<unknown>): string {
  if (key === 'sex') return sexText(String(v.value));
  const { unit } = PREFILL_LABELS[key];
  const digits = key === 'ageYears' ? 0 : key === 'creatinineMgDl' || key === 'bilirubinMgDl' || key === 'inr' || key === 'albuminGDl' ? 2 : 1;
  return `${formatNumber(Number(v.value), digits)}${unit ? ` ${unit}` : ''}`;
}

/** The evidence of an input: our own words translated (core/calculators/from-patient/patient-calculators.ts), the record's codes and names as written. */
function evidenceText(evidence: string): { text: string; ours: boolean } {
  if (evidence === 'none recorded') return { text: t('none recorded'), ours: true };
  if (evidence === 'none on the active list') return { text: t('none on the active list'), ours: true };
  const birth = /^birth date (\d{4}-\d{2}-\d{2})$/.exec(evidence);
  if (birth) return { text: t('birth date {date}', { date: dayText(birth[1]!) }), ours: true };
  return { text: evidence, ours: false };
}

function resultInputText(input: CalculatorInputUsed): string {
  if (typeof input.value === 'boolean') return input.value ? t('Yes') : t('No');
  if (typeof input.value === 'string') return input.key === 'sex' ? sexText(input.value) : input.value;
  return `${formatNumber(input.value, input.key === 'creatinine' ? 2 : 1)}${input.unit && input.key !== 'age' ? ` ${input.unit}` : ''}`;
}

const inputLabel = (key: PrefillKey | PrefillAnswerKey) => t(key in PREFILL_LABELS ? PREFILL_LABELS[key as PrefillKey].label : RESULT_INPUT_LABELS[key as PrefillAnswerKey]);

const missingText = (missing: (PrefillKey | PrefillAnswerKey)[][]) =>
  missing.map((alternatives) => alternatives.map(inputLabel).reduce((first, second) => t('{first} or {second}', { first, second }))).join(', ');

/** Every yes/no the record gave a calculator, once, in the order of RESULT_INPUT_LABELS. */
function answersRead(prefills: readonly RecordCalculatorPrefill[]): [PrefillAnswerKey, RecordAnswer][] {
  const all: Partial<Record<string, RecordAnswer>> = Object.assign({}, ...prefills.map((p) => p.answers));
  return Object.keys(RESULT_INPUT_LABELS).flatMap((k) => (all[k] ? [[k as PrefillAnswerKey, all[k]] as [PrefillAnswerKey, RecordAnswer]] : []));
}

/** Where a yes/no came from: the record's entry and its day, or (a no) that nothing was recorded as of the day read. */
function answerSource(answer: RecordAnswer, ehr: string): string {
  if (answer.unrecorded && answer.at) {
    const date = dayText(answer.at);
    return answer.evidence === 'none on the active list' ? t('none on the active list in {ehr} as of {date}', { ehr, date }) : t('none recorded in {ehr} as of {date}', { ehr, date });
  }
  return answer.at ? t('from {ehr}, {date}', { ehr, date: dayText(answer.at) }) : t('from {ehr}, undated', { ehr });
}

/** Every value the record gave a calculator, once, in the order of PREFILL_LABELS. */
function valuesRead(prefills: readonly RecordCalculatorPrefill[]): [PrefillKey, RecordValue<unknown>][] {
  const all: Partial<Record<PrefillKey, RecordValue<unknown>>> = Object.assign({}, ...prefills.map((p) => p.values));
  return (Object.keys(PREFILL_LABELS) as PrefillKey[]).flatMap((k) => (all[k] ? [[k, all[k]] as [PrefillKey, RecordValue<unknown>]] : []));
}

/** A computed result, each input with where it came from; a no that is only an absence says so as the calculator links do (`answers`). */
function ComputedResult({ calculation, ehr, answers }: { calculation: PatientCalculation; ehr: string; answers: ReadonlyMap<string, RecordAnswer> }) {
  const name = nameOf(calculation.calculator);
  const shown = calculation.result ? shownResult(calculation.result) : null;
  return (
    <Box borderWidth="1px" rounded="md" p="3" data-testid={`smart-result-${calculation.calculator}`}>
      <Text fontWeight="semibold">{name}</Text>
      {shown ? (
        <Text fontSize="sm">
          {shown.label}: <Text as="span" fontWeight="bold">{resultValueText(shown)}</Text> <Badge ml="1">{shown.category}</Badge>
        </Text>
      ) : (
        <Text fontSize="sm" color="fg.warning">
          {t('Not calculated: {inputs}.', { inputs: calculation.missing.map((m) => (m.problem ? `${t(RESULT_INPUT_LABELS[m.key])} (${m.problem})` : t(RESULT_INPUT_LABELS[m.key]))).join(', ') })}
        </Text>
      )}
      <Stack as="ul" listStyleType="none" gap="0.5" mt="1">
        {[...(calculation.because ? [calculation.because] : []), ...calculation.inputs].map((input) => {
          const absence = input.value === false ? answers.get(input.key) : undefined;
          return (
            <Box as="li" key={input.key} fontSize="xs" color="fg.muted" overflowWrap="anywhere">
              {t(RESULT_INPUT_LABELS[input.key])}: <Text as="span" color="fg">{resultInputText(input)}</Text> — {absence?.unrecorded ? answerSource(absence, ehr) : (
                <>{input.date ? t('from {ehr}, {date}', { ehr, date: dayText(input.date) }) : t('from {ehr}, undated', { ehr })}{' '}<EvidenceNote evidence={input.evidence} /></>
              )}
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}

/** The address that opens a calculator with the record's values, labelled with the EHR's name (the calculators' URL format). */
export type CalculatorHref = (prefill: RecordCalculatorPrefill, ehr: string) => string;

/** The calculators section of /smart/patient; `calculatorHref` is composed in web/src/app. */
export function EhrCalculators({ calculators, ehr, calculatorHref }: { calculators: SmartRecordCalculators; ehr: string; calculatorHref: CalculatorHref }) {
  const values = valuesRead(calculators.prefills);
  const answers = answersRead(calculators.prefills);
  const answerOf = new Map(answers);
  const framed = inSmartFrame();
  return (
    <Box as="section" borderWidth="1px" rounded="md" p={{ base: '3', md: '4' }} data-testid="smart-calculators">
      <Heading as="h2" size="sm" mb="2">{t('Calculators from the EHR’s record')}</Heading>
      {calculators.deceased ? (
        <Text fontSize="sm" color="fg.warning" mb="2">{t('The patient is recorded as deceased ({date}): no risk is calculated, and no age is filled in.', { date: /^\d{4}-\d{2}-\d{2}$/.test(calculators.deceased) ? dayText(calculators.deceased) : t('date not recorded') })}</Text>
      ) : null}
      {calculators.results.length > 0 ? (
        <Stack gap="2" mb="3">{calculators.results.map((c) => <ComputedResult key={c.calculator} calculation={c} ehr={ehr} answers={answerOf} />)}</Stack>
      ) : null}
      {calculators.undecided.map((u) => (
        <Text key={u.calculator} fontSize="sm" color="fg.muted">
          {u.missing === 'birth date'
            ? t('Whether {calculator} applies was not decided: the record has no birth date.', { calculator: nameOf(u.calculator) })
            : t('Whether {calculator} applies was not decided: the conditions could not be read.', { calculator: nameOf(u.calculator) })}
        </Text>
      ))}
      <Text fontSize="sm" color="fg.muted" data-testid="smart-calculator-links-note">
        {framed
          ? t('Each calculator opens in a new window (inside the EHR’s window it cannot use your sign-in), with the values below filled in, each marked with its source and date; change any before calculating.')
          : t('Each calculator opens with the values below filled in, each marked with its source and date; change any before calculating.')}
      </Text>
      <Stack as="ul" listStyleType="none" gap="2" data-testid="smart-calculator-links">
        {calculators.prefills.map((p) => (
          <Box as="li" key={p.slug} fontSize="sm">
            <ChakraLink asChild color="brand.fg" fontWeight="medium" minH="11" display="inline-flex" alignItems="center">
              <Link to={calculatorHref(p, ehr)} data-testid={`smart-calculator-${p.slug}`} {...(framed ? { target: '_blank', rel: 'noopener' } : {})}>{nameOf(p.slug)}</Link>
            </ChakraLink>
            <Text as="span" color="fg.muted">
              {' — '}{p.missing.length === 0 ? t('every input it reads from a record is filled') : t('not in the record: {inputs}', { inputs: missingText(p.missing) })}
              {p.slug === 'qtc' ? ` ${t('(QT and heart rate come from the ECG)')}` : ''}
            </Text>
          </Box>
        ))}
      </Stack>
      <Heading as="h3" size="xs" mt="3" mb="1">{t('Values read for the calculators')}</Heading>
      {values.length + answers.length === 0 ? <Text fontSize="sm" color="fg.muted">{t('None in the EHR’s record.')}</Text> : (
        <Stack as="ul" listStyleType="none" gap="0.5" data-testid="smart-values-read">
          {values.map(([key, v]) => (
            <Box as="li" key={key} fontSize="sm" overflowWrap="anywhere">
              {t(PREFILL_LABELS[key].label)}: <Text as="span" fontWeight="medium">{prefillValueText(key, v)}</Text>
              <Text as="span" color="fg.muted"> — {t('from {ehr}, {date}', { ehr, date: dayText(v.at) })} (<Text as="span" lang="en">{v.evidence}</Text>)</Text>
            </Box>
          ))}
          {answers.map(([key, a]) => (
            <Box as="li" key={key} fontSize="sm" overflowWrap="anywhere">
              {t(RESULT_INPUT_LABELS[key])}: <Text as="span" fontWeight="medium">{a.value ? t('Yes') : t('No')}</Text>
              <Text as="span" color="fg.muted"> — {answerSource(a, ehr)}{a.unrecorded ? null : <>{' '}<EvidenceNote evidence={a.evidence} /></>}</Text>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}

function EvidenceNote({ evidence }: { evidence: string }) {
  const { text, ours } = evidenceText(evidence);
  return ours ? <Text as="span">({text})</Text> : <Text as="span" lang="en">({text})</Text>;
}
