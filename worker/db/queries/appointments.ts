import { and, asc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { ageInYears } from '../../../core/chart/age';
import type { Appointment } from '../../../core/schemas/appointments';
import type { AuditKey } from '../../audit/key';
import { signAudit } from '../../audit/row-mac';
import type { Db } from '../client';
import { membershipOf } from './memberships';
import { appointments, patients, users } from '../schema';
import { auditIfChanged, auditIfChangedSql } from './audit';
import { keyWithRecordIfChangedSql, type IdempotencyClaim } from './idempotency';

const keyStatement = (d1: D1Database, q: { sql: string; binds: (string | number)[] }) => d1.prepare(q.sql).bind(...q.binds);
import { apiToday } from './patients';

type AppointmentRow = typeof appointments.$inferSelect;

const selection = {
  a: appointments,
  doctorName: users.name,
  patientName: patients.fullName,
  patientBirthDate: patients.birthDate,
  patientGender: patients.gender,
  patientDeletedAt: patients.deletedAt,
};

function toAppointment(r: { a: AppointmentRow; doctorName: string | null; patientName: string | null; patientBirthDate: string | null; patientGender: string | null; patientDeletedAt: Date | null }): Appointment {
  const patientKnown = r.patientName !== null && r.patientDeletedAt === null;
  return {
    id: r.a.id,
    patientId: r.a.patientId,
    doctorId: r.a.doctorId,
    doctorName: r.doctorName ?? '',
    dateTime: r.a.dateTime.toISOString(),
    endDateTime: r.a.endDateTime.toISOString(),
    purpose: r.a.purpose,
    type: r.a.type,
    status: r.a.status,
    version: r.a.version,
    patientName: patientKnown ? r.patientName : null,
    patientAge: patientKnown && r.patientBirthDate ? ageInYears(r.patientBirthDate, apiToday()) : null,
    patientGender: patientKnown ? r.patientGender : null,
  };
}

function joined(db: Db) {
  return db
    .select(selection)
    .from(appointments)
    .leftJoin(patients, and(eq(patients.id, appointments.patientId), eq(patients.clinicId, appointments.clinicId)))
    .leftJoin(users, eq(users.id, appointments.doctorId));
}

/** The clinic's appointments starting in [start, end), optionally for one doctor or patient, by start time. */
export async function listAppointments(
  db: Db,
  clinicId: number,
  opts: { start?: number; end?: number; doctorId?: number; patientId?: number; limit?: number },
): Promise<Appointment[]> {
  const rows = await joined(db)
    .where(
      and(
        eq(appointments.clinicId, clinicId),
        opts.start !== undefined ? gte(appointments.dateTime, new Date(opts.start)) : undefined,
        opts.end !== undefined ? lt(appointments.dateTime, new Date(opts.end)) : undefined,
        opts.doctorId ? eq(appointments.doctorId, opts.doctorId) : undefined,
        opts.patientId ? eq(appointments.patientId, opts.patientId) : undefined,
      ),
    )
    .orderBy(asc(appointments.dateTime), asc(appointments.id))
    .limit(opts.limit ?? 1000)
    .all();
  return rows.map(toAppointment);
}

/** One appointment of the clinic. */
export async function getAppointment(db: Db, clinicId: number, id: number): Promise<Appointment | undefined> {
  const row = await joined(db).where(and(eq(appointments.id, id), eq(appointments.clinicId, clinicId))).get();
  return row ? toAppointment(row) : undefined;
}

/** True when the user is an active member of the clinic. */
export async function isClinicUser(db: Db, clinicId: number, userId: number): Promise<boolean> {
  return (await membershipOf(db, userId, clinicId)) !== undefined;
}

export interface NewAppointment {
  patientId: number;
  doctorId: number;
  start: number;
  end: number;
  purpose: string;
  type: string;
  status: string;
}

// An appointment blocks its doctor unless cancelled; intervals are half-open [start, end).
const overlapFor = (doctorId: number, start: number, end: number, exceptId: number) => sql`EXISTS (
  SELECT 1 FROM appointments o
  WHERE o.doctor_id = ${doctorId} AND o.id != ${exceptId} AND o.status != 'Cancelled'
    AND o.date_time < ${end} AND o.end_date_time > ${start})`;

/**
 * Books an appointment unless it overlaps one of the doctor's: the check and the insert are one
 * statement, so two concurrent requests for the same slot cannot both succeed.
 */
export async function createAppointment(db: Db, key: AuditKey, clinicId: number, userId: number, a: NewAppointment, claim?: IdempotencyClaim): Promise<{ ok: true; id: number } | { ok: false }> {
  const blocks = a.status !== 'Cancelled' ? 1 : 0;
  // Raw D1 here: drizzle cannot batch raw SQL with bound parameters.
  const d1 = db.$client;
  const [inserted] = await d1.batch<{ id: number }>([
    d1
      .prepare(
        `INSERT INTO appointments (clinic_id, patient_id, doctor_id, date_time, end_date_time, purpose, type, status)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8
         WHERE NOT (?9 AND EXISTS (SELECT 1 FROM appointments o WHERE o.doctor_id = ?3 AND o.status != 'Cancelled' AND o.date_time < ?5 AND o.end_date_time > ?4))
         RETURNING id`,
      )
      .bind(clinicId, a.patientId, a.doctorId, a.start, a.end, a.purpose, a.type, a.status, blocks),
    d1.prepare(auditIfChangedSql(await signAudit(key, { clinicId, userId, patientId: a.patientId, action: 'create', entity: 'appointment' }))),
    // The key only with a booked appointment (its audit row went in); a double-booking refusal is stored as an answer.
    ...(claim ? [keyStatement(d1, keyWithRecordIfChangedSql(claim, 'appointments'))] : []),
  ]);
  const id = inserted?.results[0]?.id;
  return id ? { ok: true, id } : { ok: false };
}

export type AppointmentChange = Partial<Omit<NewAppointment, 'patientId'>>;

/**
 * Applies a change if `version` is current and the (possibly new) time does not double-book the
 * doctor — checked in the same UPDATE statement.
 */
export async function updateAppointment(
  db: Db,
  key: AuditKey,
  clinicId: number,
  userId: number,
  id: number,
  version: number,
  change: AppointmentChange,
): Promise<{ ok: true } | { ok: false; reason: 'not-found' | 'conflict' | 'double-booked'; current?: Appointment }> {
  const existing = await getAppointment(db, clinicId, id);
  if (!existing) return { ok: false, reason: 'not-found' };
  const next = {
    doctorId: change.doctorId ?? existing.doctorId,
    start: change.start ?? Date.parse(existing.dateTime),
    end: change.end ?? Date.parse(existing.endDateTime),
    status: change.status ?? existing.status,
  };
  const blocks = next.status !== 'Cancelled';
  const [updated] = await db.batch([
    db
      .update(appointments)
      .set({
        doctorId: next.doctorId,
        dateTime: new Date(next.start),
        endDateTime: new Date(next.end),
        status: next.status,
        ...(change.purpose !== undefined ? { purpose: change.purpose } : {}),
        ...(change.type !== undefined ? { type: change.type } : {}),
        version: sql`${appointments.version} + 1`,
      })
      .where(
        and(
          eq(appointments.id, id),
          eq(appointments.clinicId, clinicId),
          eq(appointments.version, version),
          sql`NOT (${blocks ? 1 : 0} AND ${overlapFor(next.doctorId, next.start, next.end, id)})`,
        ),
      )
      .returning({ id: appointments.id }),
    auditIfChanged(db, await signAudit(key, { clinicId, userId, patientId: existing.patientId, action: 'update', entity: 'appointment', entityId: id })),
  ]);
  if (updated[0]) return { ok: true };
  const current = await getAppointment(db, clinicId, id);
  if (!current) return { ok: false, reason: 'not-found' };
  if (current.version !== version) return { ok: false, reason: 'conflict', current };
  return { ok: false, reason: 'double-booked', current };
}

/** Deletes an appointment (audited). */
export async function deleteAppointment(db: Db, key: AuditKey, clinicId: number, userId: number, id: number): Promise<boolean> {
  const existing = await getAppointment(db, clinicId, id);
  if (!existing) return false;
  const [deleted] = await db.batch([
    db.delete(appointments).where(and(eq(appointments.id, id), eq(appointments.clinicId, clinicId))).returning({ id: appointments.id }),
    auditIfChanged(db, await signAudit(key, { clinicId, userId, patientId: existing.patientId, action: 'delete', entity: 'appointment', entityId: id })),
  ]);
  return deleted.length > 0;
}

/** Appointments of a doctor in [start, end) that are not cancelled (the day's schedule and the stat card). */
export async function countActiveAppointments(db: Db, clinicId: number, doctorId: number, start: number, end: number): Promise<number> {
  const row = await db
    .select({ n: sql<number>`count(*)` })
    .from(appointments)
    .where(
      and(
        eq(appointments.clinicId, clinicId),
        eq(appointments.doctorId, doctorId),
        gte(appointments.dateTime, new Date(start)),
        lt(appointments.dateTime, new Date(end)),
        ne(appointments.status, 'Cancelled'),
      ),
    )
    .get();
  return row?.n ?? 0;
}
