import { describe, expect, it } from 'vitest';
import { message } from '../../core/i18n/message';
import { msg } from '../../core/i18n/msg';
import { buildPatientContext } from '../../core/reference/patient-checks/build-context';
import type { PatientCheck } from '../../core/reference/patient-checks/types';
import { LOINC, SNOMED_CT } from '../../core/schemas/coding';
import type { LatestCodedRow } from '../db/queries/observations';
import type { ProblemRow } from '../db/queries/problems';
import { blocksSave, checkActiveMedications, checkMedicationSafety, checkSelectionForPatient } from './medication-safety';
import { chartPatientRecord } from './patient-safety';

// A test-only family: metformin below an eGFR of 30 is contraindicated; no eGFR is named, never assumed normal.
const lowEgfrMetformin: PatientCheck = ({ adding, patient }) => {
  if (!adding.ingredients.some((d) => d.id === 'metformin')) return { findings: [], notChecked: [] };
  if (!patient.egfr) return { findings: [], notChecked: [message(msg('No {value} in the chart: {what} was not checked.'), { value: msg('eGFR'), what: 'the test rule' })] };
  if (patient.egfr.value >= 30) return { findings: [], notChecked: [] };
  return {
    findings: [
      {
        kind: 'renal',
        ruleId: 'test.metformin.egfr-lt-30',
        level: 'contraindicated',
        drugs: ['Metformin'],
        message: message('Metformin with an eGFR of {egfr}', { egfr: patient.egfr.value }),
        management: message('Stop at {limit}', { limit: 30 }),
        source: 'Test label §4',
        basis: [{ name: 'eGFR', value: patient.egfr.value, unit: patient.egfr.unit, date: patient.egfr.date }],
      },
    ],
    notChecked: [],
  };
};
// A test-only duplication: two drugs of one class, found from either side.
const twoOfAClass: PatientCheck = ({ adding, active }) => {
  const other = active.find((p) => p.ingredients.some((d) => adding.ingredients.some((a) => a.id !== d.id && a.classes.some((c) => d.classes.includes(c)))));
  if (!other) return { findings: [], notChecked: [] };
  const names = [adding.ingredients[0]!.name, other.ingredients[0]!.name];
  return { findings: [{ kind: 'duplication', ruleId: 'test.duplication', level: 'moderate', drugs: names, message: message('Two of a class', {}), source: 'Test', basis: [] }], notChecked: [] };
};

const row = (code: string, value: number, unit: string, effectiveAt: string, extra: Partial<LatestCodedRow> = {}): LatestCodedRow => ({
  code,
  codings: JSON.stringify([{ system: LOINC, code }]),
  valueNumber: value,
  valueCodings: null,
  unit,
  referenceRange: null,
  effectiveAt,
  status: 'final',
  ...extra,
});
const patientRow = { birthDate: '1950-03-01', sex: 'female' as const };
const context = (latest: LatestCodedRow[], problems: ProblemRow[] = []) => buildPatientContext(chartPatientRecord(patientRow, latest, problems), '2026-11-04');
const metformin = { text: 'Metformin 500 mg tablet', codings: [] };

describe('the chart rows as the builder reads them', () => {
  it('reads the latest coded rows (JSON columns, reference high) and active problems with their onset', () => {
    const problem = { codings: [{ system: SNOMED_CT, code: '72892002', display: 'Normal pregnancy' }], text: null, clinicalStatus: 'active', onsetDate: '2026-05-01', recordedAt: '2026-05-02T10:00:00Z' } as ProblemRow;
    const ctx = context([row('2823-3', 5.9, 'mmol/L', '2026-11-01T08:00:00Z', { referenceRange: JSON.stringify({ low: 3.5, high: 5.1 }) }), row('33914-3', 22, 'mL/min/{1.73_m2}', '2026-11-03')], [problem]);
    expect(ctx).toMatchObject({ ageYears: 76, sex: 'female', egfr: { value: 22, date: '2026-11-03' }, potassium: { value: 5.9, referenceHigh: 5.1, date: '2026-11-01' } });
    expect(ctx.pregnancy).toMatchObject({ status: 'yes', date: '2026-05-01' });
  });
});

describe('patient-specific findings beside the interaction and allergy alerts', () => {
  it('a contraindicated finding is an alert that blocks, with its rule, templates, English text, basis and source', () => {
    const check = checkMedicationSafety(metformin, [], [], { context: context([row('33914-3', 22, 'mL/min/{1.73_m2}', '2026-11-03')]), checks: [lowEgfrMetformin] });
    expect(check.alerts).toEqual([
      {
        kind: 'renal',
        severity: 'contraindicated',
        ruleId: 'test.metformin.egfr-lt-30',
        drugs: ['Metformin'],
        message: 'Metformin with an eGFR of 22',
        template: { text: 'Metformin with an eGFR of {egfr}', values: { egfr: 22 } },
        management: 'Stop at 30',
        managementTemplate: { text: 'Stop at {limit}', values: { limit: 30 } },
        source: 'Test label §4',
        basis: [{ name: 'eGFR', value: 22, unit: 'mL/min/{1.73_m2}', date: '2026-11-03' }],
      },
    ]);
    expect(blocksSave(check.alerts)).toBe(true);
  });

  it('the same drug with a normal eGFR gives nothing; without one the gap is named in English and as a template', () => {
    expect(checkMedicationSafety(metformin, [], [], { context: context([row('33914-3', 80, 'mL/min/{1.73_m2}', '2026-11-03')]), checks: [lowEgfrMetformin] })).toEqual({ alerts: [], notChecked: [], patientNotChecked: [] });
    const missing = checkMedicationSafety(metformin, [], [], { context: context([]), checks: [lowEgfrMetformin] });
    expect(missing.alerts).toEqual([]);
    expect(missing.notChecked).toEqual(['No eGFR in the chart: the test rule was not checked.']);
    expect(missing.patientNotChecked).toEqual([{ text: 'No {value} in the chart: {what} was not checked.', values: { value: 'eGFR', what: 'the test rule' } }]);
  });

  it('interaction alerts come first when more severe; a drug outside the catalogue reaches no patient check', () => {
    const check = checkMedicationSafety({ text: 'Zzyzxomab 10 mg', codings: [] }, [], [], { context: context([]), checks: [lowEgfrMetformin] });
    expect(check.alerts.map((a) => a.kind)).toEqual(['unchecked']);
    expect(check.patientNotChecked).toEqual([]);
  });

  it('over a whole list (the AI context) each medication is checked against the others, a pair finding said once', () => {
    const list = [
      { id: 1, text: 'Metformin 500 mg', codings: [] },
      { id: 2, text: 'Lisinopril 10 mg', codings: [] },
      { id: 3, text: 'Enalapril 5 mg', codings: [] },
    ];
    const check = checkActiveMedications(list, [], { context: context([row('33914-3', 22, 'mL/min/{1.73_m2}', '2026-11-03')]), checks: [lowEgfrMetformin, twoOfAClass] });
    expect(check.alerts.filter((a) => a.kind === 'renal')).toHaveLength(1);
    expect(check.alerts.filter((a) => a.kind === 'duplication')).toHaveLength(1);
    expect(check.alerts[0]!.severity).toBe('contraindicated');
  });

  it('on the interaction checker each chosen drug is checked against the active list and the other chosen ones; an unknown name is left to the page', () => {
    const active = [{ id: 4, text: 'Enalapril 5 mg', codings: [] }];
    const check = checkSelectionForPatient(['Metformin', 'Lisinopril', 'Zzyzxomab'], active, { context: context([row('33914-3', 22, 'mL/min/{1.73_m2}', '2026-11-03')]), checks: [lowEgfrMetformin, twoOfAClass] });
    expect(check.alerts.map((a) => a.kind)).toEqual(['renal', 'duplication']);
    expect(check.alerts[1]!.drugs).toEqual(['Lisinopril', 'Enalapril']);
    expect(check.notChecked).toEqual([]);
  });
});
