import { msg } from '../../core/i18n/msg';
import { Hono } from 'hono';
import { AppointmentCreateSchema, AppointmentListQuerySchema, AppointmentUpdateSchema } from '../../core/schemas/appointments';
import { zonedRange } from '../../core/time';
import { auditKey } from '../audit/key';
import { requireSession } from '../auth/middleware';
import { allow } from '../auth/permissions';
import { sessionDb } from '../db/request-db';
import { createAppointment, deleteAppointment, getAppointment, isClinicUser, listAppointments, updateAppointment } from '../db/queries/appointments';
import { auditedList, queryDetail } from '../db/queries/audit';
import { getPatient } from '../db/queries/patients';
import type { AppEnv } from '../env';
import { idempotent } from '../middleware/idempotency';
import { ApiException } from '../errors';
import { validate } from '../validation';
import { planReminder } from '../notifications/alerts';
import { hubOf } from '../notifications/publish';
import { shownOrRefused } from '../http/audited-read';
import { pathId, staleVersion } from '../http/params';
import { userTimeZone } from '../http/user-zone';

const NOT_FOUND = msg('Appointment not found.');
const DOUBLE_BOOKED = msg('This doctor already has an appointment at that time. Choose another time or doctor.');

/** Appointments (spec §7, DESIGN.md §4): by local day/week/month, today's, create, reschedule or change status, delete. */
export const appointmentRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/today', allow('appointments:read'), async (c) => {
    const { clinicId, userId } = c.get('session');
    const db = sessionDb(c);
    const tz = await userTimeZone(db, userId, c.req.query('tz'));
    const { start, end } = zonedRange(Date.now(), tz, 'day');
    const list = listAppointments(db, clinicId, { start, end, doctorId: userId });
    return c.json(shownOrRefused(await auditedList(db, await auditKey(c.env), { clinicId, userId, entity: 'appointment', detail: { today: true, tz } }, list), NOT_FOUND), 200);
  })
  .get('/', allow('appointments:read'), validate('query', AppointmentListQuerySchema), async (c) => {
    const { clinicId, userId } = c.get('session');
    const q = c.req.valid('query');
    const db = sessionDb(c);
    const range = q.date || !q.patientId ? zonedRange(q.date ? Date.parse(q.date) : Date.now(), await userTimeZone(db, userId, q.tz), q.view ?? 'day', q.weekStart) : undefined;
    const list = listAppointments(db, clinicId, {
      ...(range ?? {}),
      ...(q.doctorId ? { doctorId: q.doctorId } : {}),
      ...(q.patientId ? { patientId: q.patientId } : {}),
      ...(q.limit ? { limit: q.limit } : {}),
    });
    const audit = { clinicId, userId, patientId: q.patientId ?? null, entity: 'appointment' as const, detail: queryDetail(q) };
    return c.json(shownOrRefused(await auditedList(db, await auditKey(c.env), audit, list), NOT_FOUND), 200);
  })
  .post('/', allow('appointments:write'), idempotent((c, id) => getAppointment(sessionDb(c), c.get('session').clinicId, id)), validate('json', AppointmentCreateSchema), async (c) => {
    const { clinicId, userId } = c.get('session');
    const a = c.req.valid('json');
    const db = sessionDb(c);
    if (!(await getPatient(db, clinicId, a.patientId))) throw new ApiException(400, msg('Please select a patient.'), { patientId: ['Please select a patient.'] });
    if (!(await isClinicUser(db, clinicId, a.doctorId))) throw new ApiException(400, msg('Please select a doctor.'), { doctorId: ['Please select a doctor.'] });
    const outcome = await createAppointment(db, await auditKey(c.env), clinicId, userId, {
      patientId: a.patientId, doctorId: a.doctorId, start: Date.parse(a.dateTime), end: Date.parse(a.endDateTime),
      purpose: a.purpose, type: a.type, status: a.status,
    }, c.get('idempotencyClaim'));
    if (!outcome.ok) throw new ApiException(409, DOUBLE_BOOKED, { dateTime: [DOUBLE_BOOKED] });
    const created = (await getAppointment(db, clinicId, outcome.id))!;
    await planReminder(c.env, clinicId, created);
    return c.json(created, 201);
  })
  .patch('/:id', allow('appointments:write'), validate('json', AppointmentUpdateSchema), async (c) => {
    const { clinicId, userId } = c.get('session');
    const { version, dateTime, endDateTime, ...rest } = c.req.valid('json');
    const id = pathId(c.req.param('id'), 'Appointment');
    const db = sessionDb(c);
    if (rest.doctorId !== undefined && !(await isClinicUser(db, clinicId, rest.doctorId))) {
      throw new ApiException(400, msg('Please select a doctor.'), { doctorId: ['Please select a doctor.'] });
    }
    const before = await getAppointment(db, clinicId, id);
    const outcome = await updateAppointment(db, await auditKey(c.env), clinicId, userId, id, version, {
      ...rest,
      ...(dateTime && endDateTime ? { start: Date.parse(dateTime), end: Date.parse(endDateTime) } : {}),
    });
    if (outcome.ok) {
      const updated = (await getAppointment(db, clinicId, id))!;
      await planReminder(c.env, clinicId, updated, before?.doctorId);
      return c.json(updated, 200);
    }
    if (outcome.reason === 'conflict') throw staleVersion(outcome.current, 'appointment');
    if (outcome.reason === 'double-booked') throw new ApiException(409, DOUBLE_BOOKED, { dateTime: [DOUBLE_BOOKED] });
    throw new ApiException(404, NOT_FOUND);
  })
  .delete('/:id', allow('appointments:write'), async (c) => {
    const { clinicId, userId } = c.get('session');
    const id = pathId(c.req.param('id'), 'Appointment');
    const db = sessionDb(c);
    const existing = await getAppointment(db, clinicId, id);
    if (!existing || !(await deleteAppointment(db, await auditKey(c.env), clinicId, userId, id))) throw new ApiException(404, NOT_FOUND);
    await hubOf(c.env, existing.doctorId).unschedule('reminder', id).catch(() => undefined);
    return c.json({ message: 'Appointment deleted.' }, 200);
  });
