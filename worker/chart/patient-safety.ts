// The patient-specific checks (DESIGN.md §9) on the chart: its D1 rows as the neutral record
// core's one builder reads (the CDS Hooks service maps FHIR resources to the same record), and
// the context the checks read (patient-alerts.ts turns their findings into alerts).
import { buildPatientContext, type PatientRecord } from '../../core/reference/patient-checks/build-context';
import type { PatientContext } from '../../core/reference/patient-checks/types';
import { formatCalendarDay } from '../../core/chart/age';
import type { ReferenceRange } from '../../core/schemas/chart';
import { LOINC, type Coding } from '../../core/schemas/coding';
import type { LatestCodedRow } from '../db/queries/observations';
import type { PatientRow } from '../db/queries/patients';
import { apiToday } from '../db/queries/patients';
import type { ProblemRow } from '../db/queries/problems';

const parsed = <T>(json: string | null): T | null => (json === null ? null : (JSON.parse(json) as T));

/** The chart's patient, latest coded values and problems as the builder's record. */
export function chartPatientRecord(patient: Pick<PatientRow, 'birthDate' | 'sex'>, latest: readonly LatestCodedRow[], problems: readonly ProblemRow[]): PatientRecord {
  return {
    birthDate: patient.birthDate || null,
    gender: patient.sex,
    observations: latest.map((o) => ({
      loinc: [o.code, ...(parsed<Coding[]>(o.codings) ?? []).filter((c) => c.system === LOINC).map((c) => c.code)],
      value: o.valueNumber,
      valueCodings: parsed<Coding[]>(o.valueCodings) ?? [],
      unit: o.unit,
      date: o.effectiveAt,
      referenceHigh: parsed<ReferenceRange>(o.referenceRange)?.high ?? null,
      status: o.status,
    })),
    conditions: problems.map((p) => ({ codings: p.codings, text: p.text, clinicalStatus: p.clinicalStatus, date: p.onsetDate ?? p.recordedAt })),
  };
}

/** The chart patient's context as of the API's today. */
export function chartPatientContext(patient: Pick<PatientRow, 'birthDate' | 'sex'>, latest: readonly LatestCodedRow[], problems: readonly ProblemRow[]): PatientContext {
  return buildPatientContext(chartPatientRecord(patient, latest, problems), formatCalendarDay(apiToday()));
}
