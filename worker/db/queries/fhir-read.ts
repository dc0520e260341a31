import { and, asc, count, desc, eq, gt, gte, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DayRange, TokenSearch } from '../../../core/fhir/search-params';
import type { Db } from '../client';
import { allergies, encounters, fhirSources, immunizations, labResults, medications, observations, patients, problems } from '../schema';
import type { AllergyRow } from './allergies';
import type { ChartTable } from './chart-items';
import type { MedicationRow } from './medications';
import type { ObservationRow } from './observations';
import type { PatientRow } from './patients';
import type { ProblemRow } from './problems';

// Reads behind the FHIR R4 API (worker/routes/fhir.ts) and the clinic's FHIR bulk export: always
// through the clinic, live records only (a deleted record is not part of anyone's chart), and in
// pages by id so that no patient's or clinic's whole record is ever held in memory at once.

/** What a Patient search asks for (all given ones must match). */
export interface PatientSearch {
  /** Only this patient (a SMART token limited to its patient's compartment). */
  id?: number;
  /** Words that must each start a word of the patient's name (FHIR string search, case- and accent-insensitive through the search index). */
  name?: string;
  birthDate?: DayRange;
  /** The clinic's record number (a token without a system, or with the clinic's MRN system), or an identifier the patient was imported with. */
  identifier?: TokenSearch;
}

/** The FTS5 query of a name search in one clinic: each word a quoted prefix term on the name column only (not the condition). */
function nameMatch(clinicId: number, text: string): string | null {
  const words = text.normalize('NFKC').split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, 6);
  if (words.length === 0) return null;
  return `clinic_key : "c${Math.trunc(clinicId)}" AND ${words.map((w) => `full_name : "${w}"*`).join(' AND ')}`;
}

/** Patients imported with a matching identifier (fhir_sources keeps each as `system|value`). */
function importedIdentifier(clinicId: number, like: SQL): SQL {
  return sql`${patients.id} IN (SELECT ${fhirSources.entityId} FROM ${fhirSources} WHERE ${fhirSources.clinicId} = ${clinicId} AND ${fhirSources.entity} = 'patient' AND ${like})`;
}

/** A token on the record number (the clinic's own system) or on an identifier the patient was imported with. */
function identifierMatch(clinicId: number, { system, code }: TokenSearch, mrnSystem: string): SQL {
  if (system === mrnSystem) return code === undefined ? isNotNull(patients.mrn) : eq(patients.mrn, code);
  if (system === null) return sql`0`; // every identifier we keep has a system
  // Exact and case-sensitive as identifiers are (LIKE would fold case and treat % and _ as wildcards).
  const bar = sql`instr(${fhirSources.sourceId}, '|')`;
  if (system === undefined) return or(eq(patients.mrn, code!), importedIdentifier(clinicId, sql`${bar} > 0 AND substr(${fhirSources.sourceId}, ${bar} + 1) = ${code}`))!;
  if (code === undefined) return importedIdentifier(clinicId, sql`${bar} > 0 AND substr(${fhirSources.sourceId}, 1, ${bar} - 1) = ${system}`);
  return importedIdentifier(clinicId, eq(fhirSources.sourceId, `${system}|${code}`));
}

/** One page of the clinic's live patients matching the search, by name then id; `limit` rows at most. */
export async function searchPatients(db: Db, clinicId: number, search: PatientSearch, mrnSystem: string, page: { limit: number; offset: number }): Promise<PatientRow[]> {
  const filters: (SQL | undefined)[] = [eq(patients.clinicId, clinicId), isNull(patients.deletedAt)];
  if (search.id !== undefined) filters.push(eq(patients.id, search.id));
  if (search.name !== undefined) {
    const match = nameMatch(clinicId, search.name);
    if (!match) return [];
    filters.push(sql`${patients.id} IN (SELECT rowid FROM patients_fts WHERE patients_fts MATCH ${match})`);
  }
  if (search.birthDate?.from) filters.push(gte(patients.birthDate, search.birthDate.from));
  if (search.birthDate?.before) filters.push(lt(patients.birthDate, search.birthDate.before));
  if (search.identifier) filters.push(identifierMatch(clinicId, search.identifier, mrnSystem));
  return db
    .select()
    .from(patients)
    .where(and(...filters))
    .orderBy(asc(patients.fullName), asc(patients.id))
    .limit(page.limit)
    .offset(page.offset)
    .all();
}

/** A patient of the clinic, live or deleted (a deleted one answers 410 Gone rather than 404), or undefined. */
export function patientOfClinic(db: Db, clinicId: number, id: number): Promise<PatientRow | undefined> {
  return db
    .select()
    .from(patients)
    .where(and(eq(patients.id, id), eq(patients.clinicId, clinicId)))
    .get();
}

/** One page of the clinic's live patients by id (bulk export). */
export function livePatientPage(db: Db, clinicId: number, afterId: number, limit: number): Promise<PatientRow[]> {
  return db
    .select()
    .from(patients)
    .where(and(eq(patients.clinicId, clinicId), isNull(patients.deletedAt), gt(patients.id, afterId)))
    .orderBy(asc(patients.id))
    .limit(limit)
    .all();
}

/** Whose items a page holds: one patient's, or every live patient's of the clinic. */
export type ItemScope = { clinicId: number; patientId: number } | { clinicId: number; patientId?: undefined };

/** The tables of a patient's record kept as chart items (clinic-scoped, soft-deleted). */
type ItemTable = ChartTable | typeof encounters | typeof immunizations;

/** Scope of a table's live rows; lab results are never deleted, so they have no deletedAt to test. */
function scopeOf(table: ItemTable | typeof labResults, scope: ItemScope): SQL | undefined {
  return and(
    eq(table.clinicId, scope.clinicId),
    'deletedAt' in table ? isNull(table.deletedAt) : undefined,
    scope.patientId !== undefined
      ? eq(table.patientId, scope.patientId)
      : sql`${table.patientId} IN (SELECT id FROM patients WHERE clinic_id = ${scope.clinicId} AND deleted_at IS NULL)`,
  );
}

function pageOf(db: Db, table: ItemTable | typeof labResults, scope: ItemScope, afterId: number, limit: number) {
  return db
    .select()
    .from(table as typeof problems)
    .where(and(scopeOf(table, scope), gt(table.id, afterId)))
    .orderBy(asc(table.id))
    .limit(limit)
    .all() as Promise<unknown[]>;
}

/** Pages (by id) of the live chart items of a patient or of the clinic's live patients. */
export const chartItemPages = {
  problems: (db: Db, scope: ItemScope, afterId: number, limit: number) => pageOf(db, problems, scope, afterId, limit) as Promise<ProblemRow[]>,
  allergies: (db: Db, scope: ItemScope, afterId: number, limit: number) => pageOf(db, allergies, scope, afterId, limit) as Promise<AllergyRow[]>,
  medications: (db: Db, scope: ItemScope, afterId: number, limit: number) => pageOf(db, medications, scope, afterId, limit) as Promise<MedicationRow[]>,
  observations: (db: Db, scope: ItemScope, afterId: number, limit: number) => pageOf(db, observations, scope, afterId, limit) as Promise<ObservationRow[]>,
  /** Lab and imaging results, each a DiagnosticReport. */
  labResults: (db: Db, scope: ItemScope, afterId: number, limit: number) => pageOf(db, labResults, scope, afterId, limit) as Promise<LabResultRow[]>,
  immunizations: (db: Db, scope: ItemScope, afterId: number, limit: number) => pageOf(db, immunizations, scope, afterId, limit) as Promise<ImmunizationRow[]>,
  encounters: (db: Db, scope: ItemScope, afterId: number, limit: number) => pageOf(db, encounters, scope, afterId, limit) as Promise<EncounterRow[]>,
};

/** The table behind each exported resource type (as CHART_PAGERS reads them; lab and imaging results are DiagnosticReports). */
const TABLE_OF_TYPE = {
  Patient: patients, Condition: problems, AllergyIntolerance: allergies, MedicationRequest: medications,
  Observation: observations, DiagnosticReport: labResults, Immunization: immunizations, Encounter: encounters,
} as const;

/**
 * A page (by id) of what a Bulk Data export with `_since` lists as deleted (its manifest's
 * `deleted`): the type's rows of the clinic deleted within (since, until], and the rows of patients
 * deleted then, whose whole record left the export with them. Lab results are never deleted alone.
 */
export function deletedPage(db: Db, type: keyof typeof TABLE_OF_TYPE, clinicId: number, window: { since: Date; until: Date }, afterId: number, limit: number): Promise<{ id: number; patientId: number }[]> {
  const deletedWithin = (column: typeof patients.deletedAt | typeof problems.deletedAt) => and(gt(column, window.since), lte(column, window.until));
  if (type === 'Patient') {
    return db.select({ id: patients.id, patientId: patients.id }).from(patients).where(and(eq(patients.clinicId, clinicId), deletedWithin(patients.deletedAt), gt(patients.id, afterId))).orderBy(asc(patients.id)).limit(limit).all();
  }
  const table = TABLE_OF_TYPE[type] as typeof problems;
  const ownDeletion = 'deletedAt' in TABLE_OF_TYPE[type] ? table.deletedAt : null;
  const patientGone = sql`${table.patientId} IN (SELECT id FROM patients WHERE clinic_id = ${clinicId} AND deleted_at > ${window.since.getTime()} AND deleted_at <= ${window.until.getTime()})`;
  // A row deleted before `since` was already gone from the client's last export: only its patient's deletion is news then.
  const deleted = ownDeletion ? or(deletedWithin(ownDeletion), and(or(isNull(ownDeletion), gt(ownDeletion, window.since)), patientGone)) : patientGone;
  return db.select({ id: table.id, patientId: table.patientId }).from(table).where(and(eq(table.clinicId, clinicId), gt(table.id, afterId), deleted)).orderBy(asc(table.id)).limit(limit).all();
}

export type LabResultRow = typeof labResults.$inferSelect;
export type ImmunizationRow = typeof immunizations.$inferSelect;
export type EncounterRow = typeof encounters.$inferSelect;

/** The live observations each of these lab results wrote or linked (a DiagnosticReport's `result`), by result id, in id order. */
export async function observationIdsOfResults(db: Db, clinicId: number, labResultIds: readonly number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (labResultIds.length === 0) return out;
  // One JSON parameter for the ids: D1 allows 100 bound parameters, a page holds more results.
  const rows = await db
    .select({ id: observations.id, labResultId: observations.labResultId })
    .from(observations)
    .where(and(eq(observations.clinicId, clinicId), isNull(observations.deletedAt), sql`${observations.labResultId} IN (SELECT value FROM json_each(${JSON.stringify(labResultIds)}))`))
    .orderBy(asc(observations.id))
    .all();
  for (const r of rows) out.set(r.labResultId!, [...(out.get(r.labResultId!) ?? []), r.id]);
  return out;
}

/** The identifiers (`system|value`) each of these patients was imported with, by patient id. */
export async function importedIdentifiers(db: Db, clinicId: number, patientIds: readonly number[]): Promise<Map<number, { system: string; value: string }[]>> {
  const out = new Map<number, { system: string; value: string }[]>();
  if (patientIds.length === 0) return out;
  const rows = await db
    .select({ patientId: fhirSources.entityId, sourceId: fhirSources.sourceId })
    .from(fhirSources)
    .where(
      and(
        eq(fhirSources.clinicId, clinicId),
        eq(fhirSources.entity, 'patient'),
        sql`instr(${fhirSources.sourceId}, '|') > 0`,
        sql`${fhirSources.entityId} IN (SELECT value FROM json_each(${JSON.stringify(patientIds)}))`,
      ),
    )
    .orderBy(asc(fhirSources.id))
    .all();
  for (const r of rows) {
    const bar = r.sourceId.indexOf('|');
    out.set(r.patientId, [...(out.get(r.patientId) ?? []), { system: r.sourceId.slice(0, bar), value: r.sourceId.slice(bar + 1) }]);
  }
  return out;
}

/** How many live items of each kind a patient has (the `total` of $everything), in one round trip. */
export async function chartItemCounts(db: Db, clinicId: number, patientId: number): Promise<Record<keyof typeof chartItemPages, number>> {
  const scope = { clinicId, patientId };
  const n = (table: ItemTable | typeof labResults) => db.select({ n: count() }).from(table as typeof problems).where(scopeOf(table, scope));
  const [p, a, m, o, l, i, e] = await db.batch([n(problems), n(allergies), n(medications), n(observations), n(labResults), n(immunizations), n(encounters)]);
  return { problems: p[0]?.n ?? 0, allergies: a[0]?.n ?? 0, medications: m[0]?.n ?? 0, observations: o[0]?.n ?? 0, labResults: l[0]?.n ?? 0, immunizations: i[0]?.n ?? 0, encounters: e[0]?.n ?? 0 };
}

/** A token matching one of an observation's codings (system and code exactly as stored). */
function codingMatch(token: TokenSearch): SQL {
  const system = token.system === undefined ? sql`1` : token.system === null ? sql`json_extract(c.value, '$.system') IS NULL` : sql`json_extract(c.value, '$.system') = ${token.system}`;
  const code = token.code === undefined ? sql`1` : sql`json_extract(c.value, '$.code') = ${token.code}`;
  return sql`EXISTS (SELECT 1 FROM json_each(${observations.codings}) c WHERE ${system} AND ${code})`;
}

/** One page of a patient's live observations, newest first, optionally only those with one of the codes. */
export function searchObservations(db: Db, clinicId: number, patientId: number, codes: readonly TokenSearch[] | undefined, page: { limit: number; offset: number }): Promise<ObservationRow[]> {
  return db
    .select()
    .from(observations)
    .where(and(scopeOf(observations, { clinicId, patientId }), codes ? or(...codes.map(codingMatch)) : undefined))
    .orderBy(desc(observations.effectiveMs), desc(observations.id))
    .limit(page.limit)
    .offset(page.offset)
    .all();
}
