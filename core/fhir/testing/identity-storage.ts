// Test-only: "stores" an import the way the server will (ids, versions, defaults of the chart
// types) without a database, so export can be tested on exactly what an import produced.

import { storedObservationComponent } from '../../chart/observation-component';
import type { Allergy, ChartItemBase, Medication, Observation, Problem } from '../../schemas/chart';
import type { Patient } from '../../schemas/patients';
import type { StoredDiagnosticReport, StoredEncounter, StoredImmunization } from '../export-resources';
import type { PatientImport } from '../import-types';

const STORED_AT = '2026-11-25T12:00:00.000Z';

/** The stored chart of one imported patient. */
export interface StoredPatientRecord {
  patient: Patient;
  sourceIdentifiers: { system: string; value: string }[];
  problems: Problem[];
  allergies: Allergy[];
  medications: Medication[];
  observations: Observation[];
  diagnosticReports: StoredDiagnosticReport[];
  immunizations: StoredImmunization[];
  encounters: StoredEncounter[];
}

/** Assigns ids (from `firstId`) and the chart's stored defaults to everything imported for one patient. */
export function storeImport(imported: PatientImport, firstId = 1): StoredPatientRecord {
  let next = firstId;
  const patientId = next++;
  const p = imported.patient;
  if (!p) throw new Error('identity storage needs the Patient in the bundle');
  const base = (recordedAt: string | undefined): ChartItemBase => ({ id: next++, patientId, version: 1, recordedAt: recordedAt ?? STORED_AT, recordedBy: null, recordedByName: null, createdAt: STORED_AT, updatedAt: STORED_AT });
  const observationIds = new Map<string, number>();
  const observations = imported.observations.map(({ source, item }) => {
    const stored: Observation = { ...base(item.recordedAt), ...storedObservationComponent(item), category: item.category, status: item.status, components: (item.components ?? []).map(storedObservationComponent), effectiveAt: item.effectiveAt, labResultId: null };
    observationIds.set(source.key, stored.id);
    return stored;
  });
  return {
    patient: {
      id: patientId,
      fullName: p.fullName,
      age: 0,
      birthDate: p.birthDate ?? '',
      birthDateEstimated: p.birthDateEstimated ?? false,
      gender: p.gender ?? 'Other',
      sex: p.sex ?? 'unknown',
      mrn: p.mrn ?? `MA-${String(patientId).padStart(6, '0')}`,
      condition: null,
      contactNumber: p.contactNumber ?? null,
      email: p.email ?? null,
      address: p.address ?? null,
      preferredLanguage: p.preferredLanguage ?? null,
      emergencyContact: p.emergencyContact ?? null,
      allergyStatus: imported.allergies.length ? 'has-allergies' : 'not-asked',
      version: 1,
      updatedAt: STORED_AT,
    },
    sourceIdentifiers: (imported.source?.ids ?? []).filter((id) => id.includes('|')).map((id) => ({ system: id.slice(0, id.indexOf('|')), value: id.slice(id.indexOf('|') + 1) })),
    problems: imported.problems.map(({ item }) => ({ ...base(item.recordedAt), codings: item.codings, text: item.text ?? null, clinicalStatus: item.clinicalStatus, onsetDate: item.onsetDate ?? null, abatementDate: item.abatementDate ?? null })),
    allergies: imported.allergies.map(({ item }) => ({
      ...base(item.recordedAt),
      codings: item.codings,
      text: item.text ?? null,
      reaction: item.reaction ?? null,
      severity: item.severity ?? null,
      criticality: item.criticality ?? null,
      category: item.category ?? null,
      clinicalStatus: item.clinicalStatus,
      onsetDate: item.onsetDate ?? null,
    })),
    medications: imported.medications.map(({ item }) => ({
      ...base(item.recordedAt),
      codings: item.codings,
      text: item.text ?? null,
      dose: item.dose ?? null,
      route: item.route ?? null,
      frequency: item.frequency ?? null,
      status: item.status,
      startDate: item.startDate ?? null,
      stopDate: item.stopDate ?? null,
      prescriber: item.prescriber ?? null,
      overrideReason: null,
    })),
    observations,
    diagnosticReports: imported.diagnosticReports.map(({ item }) => {
      const { resultKeys, unresolvedResults: _unresolved, result: _result, ...rest } = item;
      return { ...rest, id: next++, patientId, resultObservationIds: resultKeys.flatMap((k) => (observationIds.has(k) ? [observationIds.get(k) as number] : [])) };
    }),
    immunizations: imported.immunizations.map(({ item }) => ({ ...item, id: next++, patientId })),
    encounters: imported.encounters.map(({ item }) => ({ ...item, id: next++, patientId })),
  };
}
