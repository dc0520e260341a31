import { and, asc, count, desc, eq, gt, gte, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DayRange, TokenSearch } from '../../../core/fhir/search-params';
import type { Db } from '../client';
import { allergies, medications, observations, patients, problems } from '../schema';
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
  /** Words that must each start a word of the patient's name (FHIR string search, case- and accent-insensitive through the search index). */
  name?: string;
  birthDate?: DayRange;
  /** The clinic's record number (a token without a system, or with the clinic's MRN system). */
  identifier?: TokenSearch;
}

/** The FTS5 query of a name search in one clinic: each word a quoted prefix term on the name column only (not the condition). */
function nameMatch(clinicId: number, text: string): string | null {
  const words = text.normalize('NFKC').split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, 6);
  if (words.length === 0) return null;
  return `clinic_key : "c${Math.trunc(clinicId)}" AND ${words.map((w) => `full_name : "${w}"*`).join(' AND ')}`;
}

/** One page of the clinic's live patients matching the search, by name then id; `limit` rows at most. */
export async function searchPatients(db: Db, clinicId: number, search: PatientSearch, mrnSystem: string, page: { limit: number; offset: number }): Promise<PatientRow[]> {
  const filters: (SQL | undefined)[] = [eq(patients.clinicId, clinicId), isNull(patients.deletedAt)];
  if (search.name !== undefined) {
    const match = nameMatch(clinicId, search.name);
    if (!match) return [];
    filters.push(sql`${patients.id} IN (SELECT rowid FROM patients_fts WHERE patients_fts MATCH ${match})`);
  }
  if (search.birthDate?.from) filters.push(gte(patients.birthDate, search.birthDate.from));
  if (search.birthDate?.before) filters.push(lt(patients.birthDate, search.birthDate.before));
  if (search.identifier) {
    const { system, code } = search.identifier;
    // Only the record number is an identifier the clinic keeps; any other system names nobody here.
    if (system !== undefined && system !== mrnSystem) return [];
    filters.push(code === undefined ? isNotNull(patients.mrn) : eq(patients.mrn, code));
  }
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

function scopeOf(table: ChartTable, scope: ItemScope): SQL | undefined {
  return and(
    eq(table.clinicId, scope.clinicId),
    isNull(table.deletedAt),
    scope.patientId !== undefined
      ? eq(table.patientId, scope.patientId)
      : sql`${table.patientId} IN (SELECT id FROM patients WHERE clinic_id = ${scope.clinicId} AND deleted_at IS NULL)`,
  );
}

function pageOf(db: Db, table: ChartTable, scope: ItemScope, afterId: number, limit: number) {
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
};

/** How many live items of each kind a patient has (the `total` of $everything), in one round trip. */
export async function chartItemCounts(db: Db, clinicId: number, patientId: number): Promise<Record<keyof typeof chartItemPages, number>> {
  const scope = { clinicId, patientId };
  const n = (table: ChartTable) => db.select({ n: count() }).from(table as typeof problems).where(scopeOf(table, scope));
  const [p, a, m, o] = await db.batch([n(problems), n(allergies), n(medications), n(observations)]);
  return { problems: p[0]?.n ?? 0, allergies: a[0]?.n ?? 0, medications: m[0]?.n ?? 0, observations: o[0]?.n ?? 0 };
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
