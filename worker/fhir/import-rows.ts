import { isCriticalResult, type ResultData } from '../../core/schemas/lab-results';
import { fhirDateTimeStartMs } from '../../core/schemas/fhir-dates';
import type { Imported, PatientImport } from '../../core/fhir/import-types';
import { matchIdsOf } from '../../core/fhir/source-match';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { allergies, encounters, immunizations, labResults, medications, observations, problems, procedures } from '../db/schema';
import { lookupCode } from '../db/queries/observations';
import { storedObservationComponent } from '../../core/chart/observation-component';
import type { Row } from '../db/queries/bulk-json';

// Each imported item as the columns of the table it is kept in (DESIGN.md §8 "FHIR import"):
// Condition → problems, AllergyIntolerance → allergies, MedicationRequest/Statement → medications,
// Observation → observations, DiagnosticReport → lab_results (its observations linked through
// observations.lab_result_id), Encounter → encounters, Immunization → immunizations, Procedure →
// procedures. clinic, patient and recorder are added by the writer.

/** How each kind is kept: its table, its audit entity, whether it has a version. */
export const IMPORT_KINDS = {
  problem: { table: problems, versioned: true },
  allergy: { table: allergies, versioned: true },
  medication: { table: medications, versioned: true },
  observation: { table: observations, versioned: true },
  lab_result: { table: labResults, versioned: false },
  encounter: { table: encounters, versioned: true },
  immunization: { table: immunizations, versioned: true },
  procedure: { table: procedures, versioned: true },
} as const satisfies Record<string, { table: SQLiteTable; versioned: boolean }>;

export type ImportKind = keyof typeof IMPORT_KINDS;

/** One item to store: its kind, source, how it is matched, its content hash and its columns. */
export interface ImportRecord {
  kind: ImportKind;
  resourceType: string;
  /** The id errors name it by (resource id, else its key). */
  label: string;
  /** The bundle entry's key (a report's resultKeys name its observations by it). */
  sourceKey: string;
  matchIds: string[];
  /** What the content hash is computed over: the mapped item as imported. */
  content: unknown;
  /** Columns on create. */
  insert: Row;
  /** Columns on update (leaves out what stays: when it was first recorded, when received, review state). */
  update: Row;
  /** A DiagnosticReport's result Observations (their source keys) and whether it is critical. */
  resultKeys?: string[];
  critical?: boolean;
}

const ms = (value: string | null | undefined): number | null => (value ? fhirDateTimeStartMs(value) : null);

function labelOf(item: Imported<unknown>): string {
  const key = item.source.key;
  const m = /^(?:urn:uuid:)?([^/]+)$/.exec(key) ?? /([^/]+)$/.exec(key);
  return m?.[1] ?? key;
}

function record(kind: ImportKind, item: Imported<unknown>, columns: Row, now: string, extra: Partial<ImportRecord> = {}): ImportRecord {
  const recordedAt = (item.item as { recordedAt?: string }).recordedAt;
  return {
    kind,
    resourceType: item.source.resourceType,
    label: labelOf(item),
    matchIds: matchIdsOf(item.source),
    content: item.item,
    sourceKey: item.source.key,
    insert: { ...columns, recordedAt: recordedAt ?? now },
    update: columns,
    ...extra,
  };
}

/** The records of everything imported for one patient (not the patient itself), observations before the reports that link them. */
export function importRecords(p: PatientImport, patientName: string, now = new Date()): ImportRecord[] {
  const nowText = now.toISOString();
  const out: ImportRecord[] = [];
  for (const i of p.problems) {
    const v = i.item;
    out.push(record('problem', i, { codings: v.codings, text: v.text ?? null, clinicalStatus: v.clinicalStatus, onsetDate: v.onsetDate ?? null, abatementDate: v.abatementDate ?? null }, nowText));
  }
  for (const i of p.allergies) {
    const v = i.item;
    out.push(
      record(
        'allergy',
        i,
        { codings: v.codings, text: v.text ?? null, reaction: v.reaction ?? null, severity: v.severity ?? null, criticality: v.criticality ?? null, category: v.category ?? null, clinicalStatus: v.clinicalStatus, onsetDate: v.onsetDate ?? null },
        nowText,
      ),
    );
  }
  for (const i of p.medications) {
    const v = i.item;
    out.push(
      record(
        'medication',
        i,
        { codings: v.codings, text: v.text ?? null, dose: v.dose ?? null, route: v.route ?? null, frequency: v.frequency ?? null, status: v.status, startDate: v.startDate ?? null, stopDate: v.stopDate ?? null, prescriber: v.prescriber ?? null },
        nowText,
      ),
    );
  }
  for (const i of p.observations) {
    const v = i.item;
    out.push(
      record(
        'observation',
        i,
        {
          category: v.category,
          status: v.status,
          codings: v.codings,
          code: lookupCode(v.codings),
          text: v.text ?? null,
          valueNumber: v.valueNumber ?? null,
          valueText: v.valueText ?? null,
          valueCodings: v.valueCodings && v.valueCodings.length > 0 ? v.valueCodings : null,
          unit: v.unit ?? null,
          referenceRange: v.referenceRange ?? null,
          interpretation: v.interpretation ?? null,
          components:
            v.components && v.components.length > 0
              ? v.components.map(storedObservationComponent)
              : null,
          effectiveAt: v.effectiveAt,
          effectiveMs: fhirDateTimeStartMs(v.effectiveAt),
        },
        nowText,
      ),
    );
  }
  for (const i of p.diagnosticReports) {
    const v = i.item;
    const tests = v.result?.tests ?? [];
    const resultData: ResultData = {
      patientName,
      critical: v.result ? isCriticalResult({ critical: v.result.critical, tests }) : false,
      ...(v.result?.collectionDate ? { collectionDate: v.result.collectionDate } : {}),
      tests: tests.map((t) => ({ ...t, unit: t.unit ?? '', referenceRange: t.referenceRange ?? '' })),
      ...(v.conclusion ? { interpretation: v.conclusion.slice(0, 5000) } : {}),
    };
    const columns: Row = {
      labName: v.result?.labName ?? (v.text || v.codings[0]?.display || v.codings[0]?.code || 'Report').slice(0, 120),
      kind: v.result?.kind ?? 'lab',
      resultData,
      isCritical: resultData.critical,
      reportCodings: v.codings,
      reportText: v.text,
      reportStatus: v.status,
      reportCategoryCodings: v.categoryCodings,
      reportEffectiveAt: v.effectiveAt,
      reportIssuedAt: v.issuedAt,
      reportConclusion: v.conclusion,
    };
    const receivedMs = ms(v.issuedAt) ?? ms(v.effectiveAt) ?? now.getTime();
    out.push({
      kind: 'lab_result',
      resourceType: i.source.resourceType,
      label: labelOf(i),
      sourceKey: i.source.key,
      matchIds: matchIdsOf(i.source),
      content: v,
      insert: { ...columns, receivedAt: new Date(receivedMs) },
      update: columns,
      resultKeys: v.resultKeys,
      critical: resultData.critical,
    });
  }
  for (const i of p.encounters) {
    const v = i.item;
    out.push(record('encounter', i, { codings: v.codings, text: v.text, status: v.status, classCoding: v.classCoding, reasons: v.reasons, startAt: v.startAt, endAt: v.endAt, startMs: ms(v.startAt) }, nowText));
  }
  for (const i of p.immunizations) {
    const v = i.item;
    out.push(record('immunization', i, { codings: v.codings, text: v.text, status: v.status, occurredAt: v.occurredAt, occurredMs: fhirDateTimeStartMs(v.occurredAt), primarySource: v.primarySource }, nowText));
  }
  for (const i of p.procedures) {
    const v = i.item;
    out.push(record('procedure', i, { codings: v.codings, text: v.text, status: v.status, performedAt: v.performedAt, performedEndAt: v.performedEndAt, performedMs: ms(v.performedAt) }, nowText));
  }
  return out;
}
