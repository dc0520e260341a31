import { and, asc, desc, eq, fillPlaceholders, getTableColumns, gte, inArray, isNotNull, isNull, notInArray, or, sql, type Placeholder, type Query, type SQL } from 'drizzle-orm';
import { ageInYears, type CalendarDay } from '../../../core/chart/age';
import type { Patient } from '../../../core/schemas/patients';
import type { AuditKey } from '../../audit/key';
import { signAudit } from '../../audit/row-mac';
import { isCalendarDate } from '../../../core/schemas/fhir-dates';
import type { PatientColumns } from '../../chart/patient-fields';
import type { Db } from '../client';
import { appointments, auditEvents, clinics, patients, problems } from '../schema';
import { auditIfChanged, auditLastInsert, auditRead, type AuditedRead, type PendingJsonList } from './audit';
import { keyWithRecord, type IdempotencyClaim } from './idempotency';
import { chartAudit, nowFhir, signChartAudit, syncCondition } from './chart-items';
import { createProblem } from './problems';
import { patientSearchMatch } from './patient-search';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import { isoMillisSql, jsonBooleanSql } from './json-sql';

export type PatientRow = typeof patients.$inferSelect;

export const DEFAULT_PAGE_SIZE = 100;

/** The day ages are counted to in API answers: today in UTC (screens count in the user's own zone from birthDate). */
export function apiToday(now = Date.now()): CalendarDay {
  // The UTC getters, not localDay(now, 'UTC'): Intl's formatToParts cost ~0.3 ms of CPU on every list read.
  const d = new Date(now);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The API's view of a patient row; `age` is derived from the birth date as of `today`. */
export function toPatient(row: PatientRow, extra: { nextAppointmentAt?: number | null } = {}, today: CalendarDay = apiToday()): Patient {
  return {
    id: row.id,
    fullName: row.fullName,
    age: ageInYears(row.birthDate, today),
    birthDate: row.birthDate,
    birthDateEstimated: row.birthDateEstimated,
    gender: row.gender,
    sex: row.sex,
    mrn: row.mrn ?? '',
    condition: row.condition,
    contactNumber: row.contactNumber,
    email: row.email,
    address: row.address ?? null,
    preferredLanguage: row.preferredLanguage,
    emergencyContact: row.emergencyContact ?? null,
    allergyStatus: row.allergyStatus,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    ...(row.deletedAt ? { deletedAt: row.deletedAt.toISOString() } : {}),
    ...(extra.nextAppointmentAt !== undefined ? { nextAppointmentAt: extra.nextAppointmentAt ? new Date(extra.nextAppointmentAt).toISOString() : null } : {}),
  };
}

/**
 * Name or condition through the search index; also a record number (exact, or its beginning,
 * through the (clinic_id, mrn) index) and a birth date typed YYYY-MM-DD.
 */
function searchFilter(clinicId: number, q: string | undefined, nameOnly: boolean): SQL | undefined | 'no-match' {
  if (!q) return undefined;
  const text = q.trim();
  const match = patientSearchMatch(clinicId, text, nameOnly);
  const byMrn = /\d/.test(text) && !/\s/.test(text) ? and(gte(patients.mrn, text), sql`${patients.mrn} < ${`${text}\u{10FFFF}`}`) : undefined;
  const byBirthDate = isCalendarDate(text) ? eq(patients.birthDate, text) : undefined;
  const byText = match ? sql`${patients.id} IN (SELECT rowid FROM patients_fts WHERE patients_fts MATCH ${match})` : undefined;
  if (!byText && !byMrn && !byBirthDate) return 'no-match';
  return or(byText, byMrn, byBirthDate);
}

export interface ListOptions {
  q?: string;
  /**
   * The reader's role may see clinical details. Without (front desk) the search looks at names
   * only, and each patient's condition is null and its allergy status left out.
   */
  clinical?: boolean;
  tab?: 'all' | 'recent' | 'upcoming';
  deleted?: boolean;
  limit?: number;
  offset?: number;
  now?: number;
}

/**
 * A page of patients as the JSON text of the API's `Patient[]`, built by SQLite: json_object per
 * row inside json_group_array, over the page's rows in order. The Worker passes it through to the
 * response, so 50 rows are neither converted from D1's result format nor mapped and serialised
 * again (bench/README.md: that was the list read's largest cost). Written to match
 * `JSON.stringify(toPatient(row))` byte for byte, key order included (tested in patients-json.test.ts);
 * a front-desk reader's shape is the route's former `shownTo`: condition null, no allergy status.
 */
function patientsJsonSql(page: SQL, shape: { clinical: boolean; deleted: boolean; nextAppointment: boolean }, today: CalendarDay): SQL {
  const monthDay = `${String(today.month).padStart(2, '0')}-${String(today.day).padStart(2, '0')}`;
  // ageInYears (core/chart/age.ts): the year difference, one less before this year's birthday
  // ('MM-DD' compares as the month and day do), never below 0.
  const age = `max(0, ${Math.trunc(today.year)} - CAST(substr(p.birth_date, 1, 4) AS INTEGER) - ('${monthDay}' < substr(p.birth_date, 6)))`;
  const fields = [
    `'id', p.id`,
    `'fullName', p.full_name`,
    `'age', ${age}`,
    `'birthDate', p.birth_date`,
    `'birthDateEstimated', ${jsonBooleanSql('p.birth_date_estimated')}`,
    `'gender', p.gender`,
    `'sex', p.sex`,
    `'mrn', coalesce(p.mrn, '')`,
    `'condition', ${shape.clinical ? 'p.condition' : 'NULL'}`,
    `'contactNumber', p.contact_number`,
    `'email', p.email`,
    `'address', json(p.address)`,
    `'preferredLanguage', p.preferred_language`,
    `'emergencyContact', json(p.emergency_contact)`,
    ...(shape.clinical ? [`'allergyStatus', p.allergy_status`] : []),
    `'version', p.version`,
    `'updatedAt', ${isoMillisSql('p.updated_at')}`,
    ...(shape.deleted ? [`'deletedAt', ${isoMillisSql('p.deleted_at')}`] : []),
    ...(shape.nextAppointment ? [`'nextAppointmentAt', ${isoMillisSql('p.next_appointment_at')}`] : []),
  ];
  // The object is built in the aggregate (over the page's rows, already in order), not in the
  // subquery, where SQLite would lose its JSON type and parse every object again.
  return sql`SELECT json_group_array(json_object(${sql.raw(fields.join(', '))})) AS j FROM (${page}) p`;
}

/** Turns SQL built here into text and parameters for D1 (the list runs in D1's own batch: `auditedJsonList`). */
const sqlite = new SQLiteAsyncDialect();

/** The JSON text of an empty page, known without asking. */
export const NO_PATIENTS_JSON = '[]';

/**
 * A clinic's patients: all (alphabetical), recent (this user's recently viewed or changed),
 * upcoming (with an appointment ahead, soonest first), or soft-deleted ones (owners); `q`
 * narrows any of them by name or condition through the search index. Not run here: the query
 * goes into one D1 batch with its audit row (`auditedJsonList`); none when the search has no words.
 */
export function listPatients(db: Db, clinicId: number, userId: number, opts: ListOptions = {}): PendingJsonList | typeof NO_PATIENTS_JSON {
  const limit = opts.limit ?? DEFAULT_PAGE_SIZE;
  const offset = opts.offset ?? 0;
  const clinical = opts.clinical ?? true;
  const search = searchFilter(clinicId, opts.q, !clinical);
  if (search === 'no-match') return NO_PATIENTS_JSON;
  const deleted = opts.deleted ?? false;
  const tab = deleted ? 'all' : (opts.tab ?? 'all');
  if (!search && tab === 'all') return fillPlainPage(db, { clinical, deleted }, apiToday(), { clinicId, limit, offset });
  const base = and(eq(patients.clinicId, clinicId), liveOrDeleted(deleted), search);
  const columns = getTableColumns(patients);
  const asJson = (page: SQL, nextAppointment = false) => sqlite.sqlToQuery(patientsJsonSql(page, { clinical, deleted, nextAppointment }, apiToday()));

  if (tab === 'recent') {
    const recent = db
      .select({ patientId: auditEvents.patientId, last: sql<number>`max(${auditEvents.at})`.as('last') })
      .from(auditEvents)
      .where(and(eq(auditEvents.clinicId, clinicId), eq(auditEvents.userId, userId), isNotNull(auditEvents.patientId)))
      .groupBy(auditEvents.patientId)
      .as('recent');
    const page = db
      .select(columns)
      .from(recent)
      .innerJoin(patients, eq(patients.id, recent.patientId))
      .where(base)
      .orderBy(desc(recent.last))
      .limit(limit)
      .offset(offset);
    return asJson(page.getSQL());
  }

  if (tab === 'upcoming') {
    const next = sql<number>`min(${appointments.dateTime})`;
    const page = db
      .select({ ...columns, next: next.as('next_appointment_at') })
      .from(appointments)
      .innerJoin(patients, eq(patients.id, appointments.patientId))
      .where(
        and(
          eq(appointments.clinicId, clinicId),
          gte(appointments.dateTime, new Date(opts.now ?? Date.now())),
          notInArray(appointments.status, ['Cancelled', 'Completed']),
          base,
        ),
      )
      .groupBy(patients.id)
      .orderBy(asc(next))
      .limit(limit)
      .offset(offset);
    return asJson(page.getSQL(), true);
  }

  const words = textOnlyMatch(clinicId, opts.q, !clinical);
  if (words) return asJson(searchPage(words, and(eq(patients.clinicId, clinicId), liveOrDeleted(deleted)), deleted, limit, offset));
  return asJson(allTabPage(db, base, deleted, limit, offset));
}

/** The search index's query when `q` can only match a name or condition (no digit: no record number, no birth date). */
function textOnlyMatch(clinicId: number, q: string | undefined, nameOnly: boolean): string | null {
  const text = q?.trim();
  return text && !/\d/.test(text) ? patientSearchMatch(clinicId, text, nameOnly) : null;
}

/** Up to this many matches, a search page is made from the matches themselves. */
const FEW_MATCHES = 1000;

/**
 * The All tab's page of a name or condition search, in one statement with two plans of which
 * exactly one runs (the other's LIMIT is 0, which SQLite checks before reading anything), over
 * the search index's matches, found once:
 * - at most FEW_MATCHES: look each up and sort them (a full name: a handful of rows);
 * - more: walk the clinic's name index keeping matches until the page is full, about
 *   page × patients / matches rows (a common word: a few thousand at 100 000 patients).
 * The walk alone read the whole clinic for a search matching fewer than a page (bench/README.md).
 */
function searchPage(match: string, scope: SQL | undefined, deleted: boolean, limit: number, offset: number): SQL {
  const columns = sql.join(Object.values(getTableColumns(patients)).map((column) => sql`${column}`), sql`, `);
  const order = deleted ? sql`${patients.deletedAt} DESC, ${patients.id}` : sql`${patients.fullName}, ${patients.id}`;
  const fromMatches = sql`SELECT ${columns} FROM search_matches CROSS JOIN ${patients} ON ${patients.id} = search_matches.id WHERE ${scope}
    ORDER BY ${order} LIMIT (SELECT CASE WHEN few THEN ${limit} ELSE 0 END FROM search_count) OFFSET ${offset}`;
  const walked = sql`SELECT ${columns} FROM ${patients} WHERE ${scope} AND ${patients.id} IN (SELECT id FROM search_matches)
    ORDER BY ${order} LIMIT (SELECT CASE WHEN few THEN 0 ELSE ${limit} END FROM search_count) OFFSET ${offset}`;
  return sql`WITH search_matches AS MATERIALIZED (SELECT rowid AS id FROM patients_fts WHERE patients_fts MATCH ${match}),
    search_count(few) AS MATERIALIZED (SELECT count(*) <= ${FEW_MATCHES} FROM search_matches)
    SELECT * FROM (${fromMatches}) UNION ALL SELECT * FROM (${walked})`;
}

/** Live patients, or deleted ones (the owner's list). */
const liveOrDeleted = (deleted: boolean) => (deleted ? isNotNull(patients.deletedAt) : isNull(patients.deletedAt));

/** The All tab's page of patients matching `where`: by name, or the most recently deleted first. */
function allTabPage(db: Db, where: SQL | undefined, deleted: boolean, limit: number | Placeholder, offset: number | Placeholder): SQL {
  return db
    .select(getTableColumns(patients))
    .from(patients)
    .where(where)
    .orderBy(deleted ? desc(patients.deletedAt) : asc(patients.fullName), asc(patients.id))
    .limit(limit)
    .offset(offset)
    .getSQL();
}

// The plain page (every live, or every deleted, patient in order: no search, no tab) is the read
// every patients screen opens with. Its SQL depends only on the reader's shape and today's date, so
// it is built once per shape and day with placeholders and only filled per request: drizzle's query
// builder was ~6 % of a list read's Worker CPU (measured with bench/profile-api.ts).
const plainPages = new Map<string, Query>();

function fillPlainPage(db: Db, shape: { clinical: boolean; deleted: boolean }, today: CalendarDay, values: { clinicId: number; limit: number; offset: number }): Query {
  const key = `${shape.clinical}|${shape.deleted}|${today.year}-${today.month}-${today.day}`;
  let query = plainPages.get(key);
  if (!query) {
    const where = and(eq(patients.clinicId, sql.placeholder('clinicId')), liveOrDeleted(shape.deleted));
    const page = allTabPage(db, where, shape.deleted, sql.placeholder('limit'), sql.placeholder('offset'));
    query = sqlite.sqlToQuery(patientsJsonSql(page, { ...shape, nextAppointment: false }, today));
    // Yesterday's texts are never asked for again.
    if (plainPages.size >= 8) plainPages.clear();
    plainPages.set(key, query);
  }
  return { sql: query.sql, params: fillPlaceholders(query.params, values) };
}

/** One live patient of the clinic, or undefined (another clinic's id looks exactly like a missing one). */
export async function getPatient(db: Db, clinicId: number, id: number): Promise<PatientRow | undefined> {
  return db
    .select()
    .from(patients)
    .where(and(eq(patients.id, id), eq(patients.clinicId, clinicId), isNull(patients.deletedAt)))
    .get();
}

/** The live patient of the clinic with this record number (exact match), or undefined. */
export async function getPatientByMrn(db: Db, clinicId: number, mrn: string): Promise<PatientRow | undefined> {
  return db
    .select()
    .from(patients)
    .where(and(eq(patients.clinicId, clinicId), eq(patients.mrn, mrn), isNull(patients.deletedAt)))
    .get();
}

/** Reads a patient and records the read in the audit trail. */
export async function readPatientAudited(db: Db, key: AuditKey, clinicId: number, userId: number, id: number): Promise<AuditedRead<PatientRow>> {
  const row = await getPatient(db, clinicId, id);
  if (!row) return 'not-found';
  if (!(await auditRead(db, await signAudit(key, { clinicId, userId, patientId: id, action: 'view', entity: 'patient', entityId: id })))) return 'reader-disabled';
  return row;
}

/** A record number the clinic's sequence could also give ('MA-000123'): the sequence skips past it. */
const GENERATED_MRN = /^MA-(\d{1,9})$/;

/** Keeps the clinic's record-number sequence ahead of a number given by hand in its format. */
export function mrnSequenceStatement(db: Db, clinicId: number, mrn: string | undefined) {
  const given = mrn ? GENERATED_MRN.exec(mrn) : null;
  if (!mrn) return db.update(clinics).set({ mrnSeq: sql`${clinics.mrnSeq} + 1` }).where(eq(clinics.id, clinicId));
  return db
    .update(clinics)
    .set({ mrnSeq: sql`max(${clinics.mrnSeq}, ${given ? Number(given[1]) : 0})` })
    .where(eq(clinics.id, clinicId));
}

/** The clinic's next record number, read inside the batch after the sequence moved on. */
export const nextMrnSql = (clinicId: number) => sql`(SELECT 'MA-' || printf('%06d', ${clinics.mrnSeq}) FROM ${clinics} WHERE ${clinics.id} = ${clinicId})`;

/** True when a D1 error is the (clinic, record number) uniqueness refusing a duplicate. */
export function isDuplicateMrn(err: unknown): boolean {
  return err instanceof Error && /UNIQUE constraint failed: patients\.clinic_id, patients\.mrn/.test(`${err.message} ${String((err as { cause?: unknown }).cause ?? '')}`);
}

/**
 * Creates a patient, its record number (the clinic's next 'MA-000123' unless given) and its audit
 * row in one transaction; the spec form's condition then becomes its first problem. (Two batches:
 * the problem's audit row is signed with the patient's id, which only exists after the first.)
 */
export async function createPatient(db: Db, key: AuditKey, clinicId: number, userId: number, cols: PatientColumns, condition: string | null | undefined, claim?: IdempotencyClaim): Promise<PatientRow> {
  const [, inserted] = await db.batch([
    mrnSequenceStatement(db, clinicId, cols.mrn),
    db
      .insert(patients)
      .values({ ...cols, mrn: cols.mrn ?? nextMrnSql(clinicId), condition: condition ?? null, clinicId, createdBy: userId })
      .returning(),
    auditLastInsert(db, await signAudit(key, { clinicId, userId, action: 'create', entity: 'patient' })),
    ...(claim ? [keyWithRecord(db, claim, patients)] : []),
  ]);
  const row = inserted[0]!;
  if (condition) await createProblem(db, { key, clinicId, userId, patientId: row.id }, { codings: [], text: condition, clinicalStatus: 'active', onsetDate: null, abatementDate: null });
  return row;
}

export type UpdateOutcome<T> = { ok: true; row: T } | { ok: false; reason: 'not-found' } | { ok: false; reason: 'conflict'; current: T };

/**
 * The spec form's condition edits the problem list: a changed text renames the first active
 * problem (or records one when there is none); clearing it makes that problem inactive. Each
 * statement applies only if the patient update before it in the batch did (`applied`).
 */
async function conditionStatements(db: Db, key: AuditKey, clinicId: number, userId: number, patientId: number, condition: string | null, applied: SQL) {
  const recorder = { key, clinicId, userId, patientId };
  const first = await db
    .select({ id: problems.id })
    .from(problems)
    .where(and(eq(problems.clinicId, clinicId), eq(problems.patientId, patientId), isNull(problems.deletedAt), eq(problems.clinicalStatus, 'active')))
    .orderBy(asc(problems.id))
    .limit(1)
    .get();
  if (!first && !condition) return [];
  if (!first) {
    const recordedAt = nowFhir();
    return [
      db.insert(problems).select(
        db
          .select({
            id: sql`NULL`.as('id'),
            clinicId: sql`${clinicId}`.as('clinic_id'),
            patientId: sql`${patientId}`.as('patient_id'),
            codings: sql`'[]'`.as('codings'),
            text: sql`${condition}`.as('text'),
            recordedAt: sql`${recordedAt}`.as('recorded_at'),
            recordedBy: sql`${userId}`.as('recorded_by'),
            version: sql`1`.as('version'),
            createdAt: sql`${Date.now()}`.as('created_at'),
            updatedAt: sql`${Date.now()}`.as('updated_at'),
            deletedAt: sql`NULL`.as('deleted_at'),
            clinicalStatus: sql`'active'`.as('clinical_status'),
            onsetDate: sql`NULL`.as('onset_date'),
            abatementDate: sql`NULL`.as('abatement_date'),
          })
          .from(sql`(SELECT 1)`)
          .where(applied),
      ),
      chartAudit(db, await signChartAudit(recorder, 'problems', { action: 'create' })),
    ];
  }
  const change = condition ? { text: condition } : { clinicalStatus: 'inactive' as const };
  return [
    db
      .update(problems)
      .set({ ...change, version: sql`${problems.version} + 1`, updatedAt: new Date() })
      .where(and(eq(problems.id, first.id), eq(problems.clinicId, clinicId), applied)),
    chartAudit(db, await signChartAudit(recorder, 'problems', { action: 'update', itemId: first.id })),
  ];
}

/**
 * Updates a patient only if nobody changed it since `version` (optimistic concurrency: D1 has
 * no interactive transactions). A stale version yields the current record instead. A changed
 * `condition` (the spec's form) changes the problem list in the same batch.
 */
export async function updatePatient(
  db: Db,
  key: AuditKey,
  clinicId: number,
  userId: number,
  id: number,
  version: number,
  cols: PatientColumns,
  condition: string | null | undefined,
  current: PatientRow,
): Promise<UpdateOutcome<PatientRow>> {
  const conditionChanged = condition !== undefined && (condition ?? null) !== (current.condition?.trim() || null);
  // The problem changes apply only if this very update did: the patient then carries this
  // version + 1 and this update's own time stamp.
  const stamp = new Date();
  const applied = sql`EXISTS (SELECT 1 FROM ${patients} WHERE ${patients.id} = ${id} AND ${patients.version} = ${version + 1} AND ${patients.updatedAt} = ${stamp.getTime()})`;
  const problemStatements = conditionChanged ? await conditionStatements(db, key, clinicId, userId, id, condition, applied) : [];
  const guard = and(eq(patients.id, id), eq(patients.clinicId, clinicId), eq(patients.version, version), isNull(patients.deletedAt));
  const [updated] = await db.batch([
    db
      .update(patients)
      .set({ ...cols, version: sql`${patients.version} + 1`, updatedAt: stamp })
      .where(guard)
      .returning(),
    auditIfChanged(db, await signAudit(key, { clinicId, userId, patientId: id, action: 'update', entity: 'patient', entityId: id })),
    ...problemStatements,
    ...(problemStatements.length > 0 ? [syncCondition(db, clinicId, id)] : []),
  ]);
  if (updated[0]) return { ok: true, row: (await getPatient(db, clinicId, id)) ?? updated[0] };
  const now = await getPatient(db, clinicId, id);
  return now ? { ok: false, reason: 'conflict', current: now } : { ok: false, reason: 'not-found' };
}

/** Soft-deletes a patient (hidden everywhere, recoverable by the clinic owner). */
export async function softDeletePatient(db: Db, key: AuditKey, clinicId: number, userId: number, id: number): Promise<boolean> {
  const [deleted] = await db.batch([
    db
      .update(patients)
      .set({ deletedAt: new Date(), version: sql`${patients.version} + 1`, updatedAt: new Date() })
      .where(and(eq(patients.id, id), eq(patients.clinicId, clinicId), isNull(patients.deletedAt)))
      .returning({ id: patients.id }),
    auditIfChanged(db, await signAudit(key, { clinicId, userId, patientId: id, action: 'delete', entity: 'patient', entityId: id })),
  ]);
  return deleted.length > 0;
}

/** Brings a soft-deleted patient back. */
export async function restorePatient(db: Db, key: AuditKey, clinicId: number, userId: number, id: number): Promise<PatientRow | undefined> {
  const [restored] = await db.batch([
    db
      .update(patients)
      .set({ deletedAt: null, version: sql`${patients.version} + 1`, updatedAt: new Date() })
      .where(and(eq(patients.id, id), eq(patients.clinicId, clinicId), isNotNull(patients.deletedAt)))
      .returning(),
    auditIfChanged(db, await signAudit(key, { clinicId, userId, patientId: id, action: 'restore', entity: 'patient', entityId: id })),
  ]);
  return restored[0];
}

/** Which of these ids are live patients of the clinic. */
export async function livePatientIds(db: Db, clinicId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: patients.id })
    .from(patients)
    .where(and(eq(patients.clinicId, clinicId), isNull(patients.deletedAt), inArray(patients.id, ids)))
    .all();
  return new Set(rows.map((r) => r.id));
}
