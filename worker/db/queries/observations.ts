import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Observation, ObservationInputSchema, ObservationUpdateSchema } from '../../../core/schemas/chart';
import { LOINC, type Coding } from '../../../core/schemas/coding';
import { fhirDateTimeStartMs } from '../../../core/schemas/fhir-dates';
import { VITAL_SIGN_LOINC_CODES, vitalSignOfLoinc, VITAL_SIGNS } from '../../../core/chart/vital-signs';
import type { Db } from '../client';
import { observations } from '../schema';
import { chartAudit, itemBase, signChartAudit, itemScope, nowFhir, softDeleteItem, updateItem, type ItemOutcome, type Recorder } from './chart-items';
import { keyWithRecord, type IdempotencyClaim } from './idempotency';
import { isoMillisSql } from './json-sql';
import { storedObservationComponent } from '../../../core/chart/observation-component';

export type ObservationRow = typeof observations.$inferSelect;
type ObservationCreate = z.output<typeof ObservationInputSchema>;
type ObservationChange = Omit<z.output<typeof ObservationUpdateSchema>, 'version'>;
type ObservationValues = typeof observations.$inferInsert;

/** The code "latest X" looks up: the first LOINC code, else the first code of any system. */
export function lookupCode(codings: readonly Coding[]): string | null {
  return (codings.find((c) => c.system === LOINC) ?? codings[0])?.code ?? null;
}

/** The columns of a new observation from its input. */
export function observationValues(clinicId: number, userId: number | null, patientId: number, input: ObservationCreate, labResultId: number | null = null): ObservationValues {
  return {
    clinicId,
    patientId,
    category: input.category,
    status: input.status,
    codings: input.codings,
    code: lookupCode(input.codings),
    text: input.text ?? null,
    valueNumber: input.valueNumber ?? null,
    valueText: input.valueText ?? null,
    valueCodings: input.valueCodings && input.valueCodings.length > 0 ? input.valueCodings : null,
    unit: input.unit ?? null,
    referenceRange: input.referenceRange ?? null,
    interpretation: input.interpretation ?? null,
    components: input.components && input.components.length > 0 ? input.components.map(storedObservationComponent) : null,
    effectiveAt: input.effectiveAt,
    effectiveMs: fhirDateTimeStartMs(input.effectiveAt),
    recordedAt: input.recordedAt ?? nowFhir(),
    recordedBy: userId,
    labResultId,
  };
}

/** The columns a PATCH changes (derived sort key and lookup code follow their fields). */
export function observationChanges(change: ObservationChange): Partial<ObservationValues> {
  const { components, valueCodings, codings, effectiveAt, ...rest } = change;
  return {
    ...rest,
    ...(codings !== undefined ? { codings, code: lookupCode(codings) } : {}),
    ...(effectiveAt !== undefined ? { effectiveAt, effectiveMs: fhirDateTimeStartMs(effectiveAt) } : {}),
    ...(components !== undefined ? { components: components.length > 0 ? components.map(storedObservationComponent) : null } : {}),
    ...(valueCodings !== undefined ? { valueCodings: valueCodings.length > 0 ? valueCodings : null } : {}),
  };
}

/** The API's view of an observation row. */
export function toObservation(row: ObservationRow, names: ReadonlyMap<number, string>): Observation {
  return {
    ...itemBase(row, row.recordedBy === null ? null : (names.get(row.recordedBy) ?? null)),
    category: row.category as Observation['category'],
    status: row.status as Observation['status'],
    codings: row.codings,
    text: row.text,
    valueNumber: row.valueNumber,
    valueText: row.valueText,
    valueCodings: row.valueCodings ?? [],
    unit: row.unit,
    referenceRange: row.referenceRange,
    interpretation: row.interpretation as Observation['interpretation'],
    components: row.components ?? [],
    effectiveAt: row.effectiveAt,
    labResultId: row.labResultId,
  };
}

/** A patient's observations, newest effective time first (the index observations_patient_time_idx). */
export function listObservations(db: Db, clinicId: number, patientId: number, opts: { history?: boolean } = {}): Promise<ObservationRow[]> {
  return db
    .select()
    .from(observations)
    .where(itemScope(observations, clinicId, patientId, opts))
    .orderBy(desc(observations.effectiveMs), desc(observations.id))
    .all();
}

/** A patient's newest laboratory observations, newest effective time first, at most `limit` (the AI assistant's context). */
export function recentLabObservationsQuery(db: Db, clinicId: number, patientId: number, limit: number) {
  return db
    .select()
    .from(observations)
    .where(and(itemScope(observations, clinicId, patientId), eq(observations.category, 'laboratory')))
    .orderBy(desc(observations.effectiveMs), desc(observations.id))
    .limit(limit);
}

/** Records an observation with its audit row and any Idempotency-Key in one batch. */
export async function createObservation(db: Db, r: Recorder, input: ObservationCreate, claim?: IdempotencyClaim): Promise<ObservationRow> {
  const [inserted] = await db.batch([
    db.insert(observations).values(observationValues(r.clinicId, r.userId, r.patientId, input)).returning(),
    chartAudit(db, await signChartAudit(r, 'observations', { action: 'create' })),
    ...(claim ? [keyWithRecord(db, claim, observations)] : []),
  ]);
  return inserted[0]!;
}

/**
 * Statements (for the lab result's own batch) inserting its observations, linked to the lab result
 * inserted earlier in the same batch, each followed by its audit row.
 */
export async function insertLabResultObservations(db: Db, r: Recorder, rows: ObservationValues[], labResultIdSql: SQL) {
  const statements = [];
  for (const row of rows) {
    statements.push(db.insert(observations).values({ ...row, labResultId: labResultIdSql }));
    statements.push(chartAudit(db, await signChartAudit(r, 'observations', { action: 'create' })));
  }
  return statements;
}

/** The observations entered with one lab result. */
export function observationsOfLabResult(db: Db, clinicId: number, labResultIds: number[]): Promise<ObservationRow[]> {
  if (labResultIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(observations)
    .where(and(eq(observations.clinicId, clinicId), inArray(observations.labResultId, labResultIds)))
    .all();
}

/** Changes an observation at `version`. */
export function updateObservation(db: Db, e: Recorder & { itemId: number; version: number }, change: ObservationChange): Promise<ItemOutcome<ObservationRow>> {
  return updateItem(db, 'observations', observations, e, observationChanges(change));
}

/** Soft-deletes an observation. */
export function deleteObservation(db: Db, e: Recorder & { itemId: number }): Promise<boolean> {
  return softDeleteItem(db, 'observations', e);
}

// The chart's observations as JSON built by SQLite itself: a patient with years of history has
// a thousand or more, and reading them as rows, parsing each JSON column and serialising them
// again cost the chart its speed budget (bench/chart.ts). The shape is toObservation's exactly
// (tested against it in chart.test.ts); SQLite writes REALs with full round-trip precision.
const observationJson = (recorderName: string) => `json_object(
    'id', o.id, 'patientId', o.patient_id, 'version', o.version, 'recordedAt', o.recorded_at,
    'recordedBy', o.recorded_by, 'recordedByName', ${recorderName},
    'createdAt', ${isoMillisSql('o.created_at')}, 'updatedAt', ${isoMillisSql('o.updated_at')},
    'codings', json(o.codings), 'text', o.text, 'valueNumber', o.value_number, 'valueText', o.value_text,
    'valueCodings', json(coalesce(o.value_codings, '[]')), 'unit', o.unit, 'referenceRange', json(o.reference_range),
    'interpretation', o.interpretation, 'category', o.category, 'status', o.status,
    'components', json(coalesce(o.components, '[]')), 'effectiveAt', o.effective_at, 'labResultId', o.lab_result_id)`;

/** A patient's live observations, newest effective time first, as one JSON array text (`j`; null when none). */
export function observationsJsonQuery(db: Db, clinicId: number, patientId: number) {
  // The object is built in the aggregate itself (over rows already in order), not in the subquery:
  // there SQLite would lose its JSON type and every object be parsed again by json().
  return db.get<{ j: string | null } | undefined>(
    sql.raw(`SELECT json_group_array(${observationJson('o.recorder_name')}) AS j FROM (
      SELECT o.*, u.name AS recorder_name FROM observations o
      LEFT JOIN users u ON u.id = o.recorded_by AND EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = u.id AND m.clinic_id = o.clinic_id)
      WHERE o.clinic_id = ${Math.trunc(clinicId)} AND o.patient_id = ${Math.trunc(patientId)} AND o.deleted_at IS NULL
      ORDER BY o.effective_ms DESC, o.id DESC) o`),
  );
}

export type LatestVitalRow = { code: string; effectiveMs: number; id: number; obs: string };

/** The newest observation of each vital-sign LOINC code, as JSON text: one index range per code (observations_patient_code_idx). */
export function latestVitalsQuery(db: Db, clinicId: number, patientId: number) {
  const codes = VITAL_SIGN_LOINC_CODES.map((c) => `'${c.replace(/'/g, '')}'`).join(', ');
  return db.all<LatestVitalRow>(
    sql.raw(`SELECT o.code AS code, max(o.effective_ms) AS effectiveMs, o.id AS id, ${observationJson('u.name')} AS obs FROM observations o
      LEFT JOIN users u ON u.id = o.recorded_by AND EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = u.id AND m.clinic_id = o.clinic_id)
      WHERE o.clinic_id = ${Math.trunc(clinicId)} AND o.patient_id = ${Math.trunc(patientId)} AND o.deleted_at IS NULL AND o.code IN (${codes})
      GROUP BY o.code`),
  );
}

/** The newest observation of each vital sign (any of its codes), in VITAL_SIGNS order, as one JSON array text. */
export function latestVitalsJson(rows: readonly LatestVitalRow[]): string {
  const newest = new Map<string, (typeof rows)[number]>();
  for (const r of rows) {
    const key = vitalSignOfLoinc(r.code)!.key;
    const seen = newest.get(key);
    if (!seen || r.effectiveMs > seen.effectiveMs || (r.effectiveMs === seen.effectiveMs && r.id > seen.id)) newest.set(key, r);
  }
  return `[${VITAL_SIGNS.flatMap((v) => (newest.has(v.key) ? [newest.get(v.key)!.obs] : [])).join(',')}]`;
}

export type LatestCodedRow = {
  code: string;
  codings: string;
  valueNumber: number | null;
  valueCodings: string | null;
  unit: string | null;
  referenceRange: string | null;
  effectiveAt: string;
  status: string;
};

/**
 * The newest readable observation of each of `codes` (the patient-specific checks' eGFR, creatinine,
 * weight, QTc, potassium, pregnancy and breastfeeding status): one index range per code
 * (observations_patient_code_idx), values entered in error or cancelled skipped.
 */
export function latestOfCodesQuery(db: Db, clinicId: number, patientId: number, codes: readonly string[]) {
  const list = codes.map((c) => `'${c.replace(/'/g, '')}'`).join(', ');
  return db.all<LatestCodedRow>(
    sql.raw(`SELECT o.code AS code, max(o.effective_ms) AS effectiveMs, o.codings AS codings, o.value_number AS valueNumber, o.value_codings AS valueCodings,
      o.unit AS unit, o.reference_range AS referenceRange, o.effective_at AS effectiveAt, o.status AS status FROM observations o
      WHERE o.clinic_id = ${Math.trunc(clinicId)} AND o.patient_id = ${Math.trunc(patientId)} AND o.deleted_at IS NULL
        AND o.status NOT IN ('entered-in-error', 'cancelled') AND o.code IN (${list})
      GROUP BY o.code`),
  );
}
