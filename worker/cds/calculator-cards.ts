// The patient-view's calculator cards (issue 36, DESIGN.md §9): one info card per calculator that
// applies to the patient (core/calculators/from-patient), with its result, or the inputs it lacks
// instead of one, and every input it used with its date. Its link opens the calculator in MedAssist
// with the EHR record's values and yes/no answers filled in, each labelled "from <EHR>, <date>" with
// the EHR connection's registered name: the link the SMART workspace opens for the same record
// (core/calculators/prefill-search.ts ehrCalculatorPath), with no patient, so nothing is saved.
import { CHADS2VASC_SOURCES } from '../../core/calculators/chads2vasc';
import type { RecordCalculatorPrefill } from '../../core/calculators/from-patient/record-prefill';
import type { CalculatorInputKey, CalculatorInputUsed, MissingInput, PatientCalculation, PatientCalculatorId } from '../../core/calculators/from-patient/patient-calculators';
import { ehrCalculatorPath } from '../../core/calculators/prefill-search';
import { PREVENT_SOURCES } from '../../core/calculators/prevent';
import { englishResult } from '../../core/calculators/result-text';
import { RULE_SYSTEM, summaryOf, type CardContext, type CdsCard } from './cards';

/** The calculators as a physician knows them, with their page in MedAssist and their primary source. */
export const CALCULATORS: Readonly<Record<PatientCalculatorId, { name: string; path: string; source: string }>> = {
  prevent: { name: 'PREVENT (AHA)', path: '/calculators/prevent', source: PREVENT_SOURCES[0]!.citation },
  chads2vasc: { name: 'CHA2DS2-VASc', path: '/calculators/chads2vasc', source: CHADS2VASC_SOURCES[0]!.citation },
};

/** Each input's name on a card. */
export const INPUT_NAMES: Readonly<Record<CalculatorInputKey, string>> = {
  age: 'Age', sex: 'Sex', systolicBp: 'Systolic blood pressure', totalCholesterol: 'Total cholesterol', hdlCholesterol: 'HDL cholesterol', bmi: 'BMI',
  egfr: 'eGFR', creatinine: 'Creatinine', diabetes: 'Diabetes', smoking: 'Current smoking', antihypertensive: 'Antihypertensive medication', statin: 'Statin',
  atrialFibrillation: 'Atrial fibrillation', heartFailure: 'Heart failure', hypertension: 'Hypertension', strokeTiaThromboembolism: 'Prior stroke, TIA or thromboembolism',
  vascularDisease: 'Vascular disease (prior MI, PAD, aortic plaque)',
};

/** What to record when an input is missing (eGFR: either value will do). */
const MISSING_NAMES: Partial<Record<CalculatorInputKey, string>> = { egfr: 'eGFR or creatinine', smoking: 'smoking status (LOINC 72166-2: current or not)', sex: 'sex (female or male)' };

/** Inputs read from conditions: their date is the onset. */
const FROM_CONDITIONS: ReadonlySet<CalculatorInputKey> = new Set(['diabetes', 'atrialFibrillation', 'heartFailure', 'hypertension', 'strokeTiaThromboembolism', 'vascularDisease']);

/** A recorded figure as a physician reads it: at most two decimals (the calculation used the value as recorded). */
const figure = (v: number) => String(Number(v.toFixed(2)));
const valueText = (i: CalculatorInputUsed) => (typeof i.value === 'boolean' ? (i.value ? 'yes' : 'no') : typeof i.value === 'number' ? `${figure(i.value)}${i.unit ? ` ${i.unit}` : ''}` : i.value);

/** "Systolic blood pressure: 138 mmHg (2026-10-01; LOINC 8480-6)", "Diabetes: yes (onset 2019-03-02; …)", "Heart failure: no (none recorded)". */
function inputLine(i: CalculatorInputUsed): string {
  const when = !i.date ? null : FROM_CONDITIONS.has(i.key) ? `onset ${i.date}` : i.key === 'age' ? `on ${i.date}` : i.date;
  return `- ${INPUT_NAMES[i.key]}: ${valueText(i)} (${[when, i.evidence].filter(Boolean).join('; ')})`;
}

const missingLine = (m: MissingInput) => (m.problem ? `- ${INPUT_NAMES[m.key]}: ${m.problem}` : `- ${MISSING_NAMES[m.key] ?? INPUT_NAMES[m.key]}: not recorded`);

/** The calculator's page with the record's values and yes/no answers, labelled with the EHR's name. */
export function calculatorLink(prefill: RecordCalculatorPrefill, ctx: CardContext): string {
  return `${ctx.origin}${ehrCalculatorPath(prefill, ctx.ehr)}`;
}

/** "Total cholesterol" → "total cholesterol"; "eGFR", "HDL cholesterol", "BMI" stay as written. */
const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text);

function summary(calculation: PatientCalculation): string {
  const { name } = CALCULATORS[calculation.calculator];
  const result = calculation.result && englishResult(calculation.result);
  if (!result) {
    const named = calculation.missing.map((m) => (m.problem ? `${lowerFirst(INPUT_NAMES[m.key])} out of range` : `no ${lowerFirst((MISSING_NAMES[m.key] ?? INPUT_NAMES[m.key]).split(' (')[0]!)}`));
    return summaryOf(`${name} not calculated: ${[...new Set(named)].join(', ')}`);
  }
  if (calculation.calculator === 'prevent') return summaryOf(`PREVENT 10-year ASCVD risk ${result.display} (${result.category.toLowerCase()})`);
  return summaryOf(`CHA2DS2-VASc ${result.display} with atrial fibrillation (${result.category.toLowerCase()} stroke risk)`);
}

/** One info card for a calculator that applies to the patient. */
export function calculatorCard(calculation: PatientCalculation, prefill: RecordCalculatorPrefill, ctx: CardContext): CdsCard {
  const calculator = CALCULATORS[calculation.calculator];
  const result = calculation.result && englishResult(calculation.result);
  const detail: string[] = [];
  const because = calculation.because;
  if (because) detail.push(`Applies because the record has atrial fibrillation: ${because.evidence}${because.date ? `, onset ${because.date}` : ''}.`);
  if (result) {
    detail.push(result.interpretation);
    if (result.recommendation) detail.push(`**What to do:** ${result.recommendation}`);
    if (result.extras?.length) detail.push(result.extras.map((e) => `- ${e.label}: ${e.value}`).join('\n'));
  } else {
    detail.push(`Not calculated: ${calculation.missing.some((m) => m.problem) ? 'a value is outside the range the equations accept' : 'the record lacks an input'}. Record it, or enter it in MedAssist's calculator:`, calculation.missing.map(missingLine).join('\n'));
  }
  detail.push(`**Inputs used:**\n${calculation.inputs.map(inputLine).join('\n')}`);
  detail.push('Conditions are recognised by the SNOMED CT and ICD-10-CM codes of MedAssist\'s code lists; a condition not recorded counts as absent.');
  if (result?.warnings?.length) detail.push(result.warnings.join(' '));
  detail.push(`**Source:** ${calculator.source}`);
  return {
    uuid: ctx.uuid(),
    summary: summary(calculation),
    detail: detail.join('\n\n'),
    indicator: 'info',
    source: { label: 'MedAssist', url: ctx.origin, topic: { system: RULE_SYSTEM, code: `calculator.${calculation.calculator}`, display: calculator.name } },
    links: [{ label: `Open ${calculator.name} in MedAssist`, url: calculatorLink(prefill, ctx), type: 'absolute' }],
  };
}
