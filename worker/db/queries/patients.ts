import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Patient } from '../../../core/schemas/patients';
import type { AuditKey } from '../../audit/key';
import { signAudit } from '../../audit/row-mac';
import type { Db } from '../client';
import { appointments, auditEvents, patients } from '../schema';
import { auditIfChanged, auditLastInsert, auditRead, type AuditedRead } from './audit';
import { keyWithRecord, type IdempotencyClaim } from './idempotency';
import { patientSearchMatch } from './patient-search';

type PatientRow = typeof patients.$inferSelect;
export type PatientFields = Pick<PatientRow, 'fullName' | 'age' | 'gender' | 'condition' | 'contactNumber' | 'email'>;

export const DEFAULT_PAGE_SIZE = 100;

/** The API's view of a patient row. */
export function toPatient(row: PatientRow, extra: { nextAppointmentAt?: number | null } = {}): Patient {
  return {
    id: row.id,
    fullName: row.fullName,
    age: row.age,
    gender: row.gender,
    condition: row.condition,
    contactNumber: row.contactNumber,
    email: row.email,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    ...(row.deletedAt ? { deletedAt: row.deletedAt.toISOString() } : {}),
    ...(extra.nextAppointmentAt !== undefined ? { nextAppointmentAt: extra.nextAppointmentAt ? new Date(extra.nextAppointmentAt).toISOString() : null } : {}),
  };
}

function searchFilter(clinicId: number, q: string | undefined): SQL | undefined | 'no-match' {
  if (!q) return undefined;
  const match = patientSearchMatch(clinicId, q);
  if (!match) return 'no-match';
  return sql`${patients.id} IN (SELECT rowid FROM patients_fts WHERE patients_fts MATCH ${match})`;
}

export interface ListOptions {
  q?: string;
  tab?: 'all' | 'recent' | 'upcoming';
  deleted?: boolean;
  limit?: number;
  offset?: number;
  now?: number;
}

/**
 * A clinic's patients: all (alphabetical), recent (this user's recently viewed or changed),
 * upcoming (with an appointment ahead, soonest first), or soft-deleted ones (owners); `q`
 * narrows any of them by name or condition through the search index.
 */
export async function listPatients(db: Db, clinicId: number, userId: number, opts: ListOptions = {}): Promise<Patient[]> {
  const limit = opts.limit ?? DEFAULT_PAGE_SIZE;
  const offset = opts.offset ?? 0;
  const search = searchFilter(clinicId, opts.q);
  if (search === 'no-match') return [];
  const live = opts.deleted ? isNotNull(patients.deletedAt) : isNull(patients.deletedAt);
  const base = and(eq(patients.clinicId, clinicId), live, search);

  if (opts.tab === 'recent' && !opts.deleted) {
    const recent = db
      .select({ patientId: auditEvents.patientId, last: sql<number>`max(${auditEvents.at})`.as('last') })
      .from(auditEvents)
      .where(and(eq(auditEvents.clinicId, clinicId), eq(auditEvents.userId, userId), isNotNull(auditEvents.patientId)))
      .groupBy(auditEvents.patientId)
      .as('recent');
    const rows = await db
      .select({ p: patients })
      .from(recent)
      .innerJoin(patients, eq(patients.id, recent.patientId))
      .where(base)
      .orderBy(desc(recent.last))
      .limit(limit)
      .offset(offset)
      .all();
    return rows.map((r) => toPatient(r.p));
  }

  if (opts.tab === 'upcoming' && !opts.deleted) {
    const next = sql<number>`min(${appointments.dateTime})`;
    const rows = await db
      .select({ p: patients, next })
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
      .offset(offset)
      .all();
    return rows.map((r) => toPatient(r.p, { nextAppointmentAt: r.next }));
  }

  const rows = await db
    .select()
    .from(patients)
    .where(base)
    .orderBy(opts.deleted ? desc(patients.deletedAt) : asc(patients.fullName), asc(patients.id))
    .limit(limit)
    .offset(offset)
    .all();
  return rows.map((r) => toPatient(r));
}

/** One live patient of the clinic, or undefined (another clinic's id looks exactly like a missing one). */
export async function getPatient(db: Db, clinicId: number, id: number): Promise<PatientRow | undefined> {
  return db
    .select()
    .from(patients)
    .where(and(eq(patients.id, id), eq(patients.clinicId, clinicId), isNull(patients.deletedAt)))
    .get();
}

/** Reads a patient and records the read in the audit trail. */
export async function readPatientAudited(db: Db, key: AuditKey, clinicId: number, userId: number, id: number): Promise<AuditedRead<PatientRow>> {
  const row = await getPatient(db, clinicId, id);
  if (!row) return 'not-found';
  if (!(await auditRead(db, await signAudit(key, { clinicId, userId, patientId: id, action: 'view', entity: 'patient', entityId: id })))) return 'reader-disabled';
  return row;
}

/** Creates a patient and its audit row in one transaction. */
export async function createPatient(db: Db, key: AuditKey, clinicId: number, userId: number, fields: PatientFields, claim?: IdempotencyClaim): Promise<PatientRow> {
  const [inserted] = await db.batch([
    db.insert(patients).values({ ...fields, clinicId, createdBy: userId }).returning(),
    auditLastInsert(db, await signAudit(key, { clinicId, userId, action: 'create', entity: 'patient' })),
    ...(claim ? [keyWithRecord(db, claim, patients)] : []),
  ]);
  return inserted[0]!;
}

export type UpdateOutcome<T> = { ok: true; row: T } | { ok: false; reason: 'not-found' } | { ok: false; reason: 'conflict'; current: T };

/**
 * Updates a patient only if nobody changed it since `version` (optimistic concurrency: D1 has
 * no interactive transactions). A stale version yields the current record instead.
 */
export async function updatePatient(db: Db, key: AuditKey, clinicId: number, userId: number, id: number, version: number, fields: PatientFields): Promise<UpdateOutcome<PatientRow>> {
  const [updated] = await db.batch([
    db
      .update(patients)
      .set({ ...fields, version: sql`${patients.version} + 1`, updatedAt: new Date() })
      .where(and(eq(patients.id, id), eq(patients.clinicId, clinicId), eq(patients.version, version), isNull(patients.deletedAt)))
      .returning(),
    auditIfChanged(db, await signAudit(key, { clinicId, userId, patientId: id, action: 'update', entity: 'patient', entityId: id })),
  ]);
  if (updated[0]) return { ok: true, row: updated[0] };
  const current = await getPatient(db, clinicId, id);
  return current ? { ok: false, reason: 'conflict', current } : { ok: false, reason: 'not-found' };
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
