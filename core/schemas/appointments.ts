import { z } from 'zod';
import { msg } from '../i18n/msg';
import { APPOINTMENT_PAGE_MAX, pageLimit } from './paging';

export const APPOINTMENT_TYPES = ['Office Visit', 'Telehealth'] as const;
export const APPOINTMENT_STATUSES = ['Scheduled', 'Confirmed', 'Pending', 'Cancelled', 'Completed'] as const;
/** Statuses the scheduling dialog offers (spec §4). */
export const NEW_APPOINTMENT_STATUSES = ['Scheduled', 'Confirmed', 'Pending'] as const;
export const DURATION_OPTIONS_MIN = [15, 30, 45, 60] as const;
export const MIN_DURATION_MIN = 15;
export const DEFAULT_APPOINTMENT_TIME = '09:00';
export const DEFAULT_DURATION_MIN = 30;

/**
 * Instants a calendar can handle: years 1900 to 9999. Date.parse also accepts years up to ±275 760,
 * where the day, week or month around the instant runs past JavaScript's last date (a 500 once).
 */
const EARLIEST_INSTANT = Date.UTC(1900, 0, 1);
const LATEST_INSTANT = Date.UTC(10000, 0, 1);

const isoInstant = (message: string) =>
  z
    .string({ error: message })
    .min(1, message)
    .refine((v) => {
      const t = Date.parse(v);
      return t >= EARLIEST_INSTANT && t < LATEST_INSTANT;
    }, message);

/** POST /api/appointments (spec §7): the client sends start and end (start plus duration). */
export const AppointmentCreateSchema = z
  .object({
    patientId: z.number({ error: msg('Please select a patient.') }).int().min(1, msg('Please select a patient.')),
    doctorId: z.number({ error: msg('Please select a doctor.') }).int().min(1, msg('Please select a doctor.')),
    dateTime: isoInstant(msg('Please select a date.')),
    endDateTime: isoInstant(msg('Please select a time.')),
    purpose: z.string().trim().min(3, msg('Purpose must be at least 3 characters.')).max(300, msg('Purpose must be at most 300 characters.')),
    type: z.enum(APPOINTMENT_TYPES, { error: msg('Please select an appointment type.') }),
    status: z.enum(APPOINTMENT_STATUSES, { error: msg('Please select a status.') }),
  })
  .refine((a) => Date.parse(a.endDateTime) - Date.parse(a.dateTime) >= MIN_DURATION_MIN * 60_000, {
    message: msg('Duration must be at least 15 minutes.'),
    path: ['endDateTime'],
  })
  .refine((a) => Date.parse(a.endDateTime) - Date.parse(a.dateTime) <= 12 * 60 * 60_000, {
    message: msg('An appointment cannot last more than 12 hours.'),
    path: ['endDateTime'],
  });

/** PATCH /api/appointments/:id: reschedule or change status; the version guards against lost updates. */
export const AppointmentUpdateSchema = z
  .object({
    version: z.number().int().min(1),
    dateTime: isoInstant(msg('Please select a date.')).optional(),
    endDateTime: isoInstant(msg('Please select a time.')).optional(),
    doctorId: z.number().int().min(1, msg('Please select a doctor.')).optional(),
    purpose: z.string().trim().min(3, msg('Purpose must be at least 3 characters.')).max(300).optional(),
    type: z.enum(APPOINTMENT_TYPES, { error: msg('Please select an appointment type.') }).optional(),
    status: z.enum(APPOINTMENT_STATUSES, { error: msg('Please select a status.') }).optional(),
  })
  .refine((a) => (a.dateTime === undefined) === (a.endDateTime === undefined), {
    message: msg('A new time needs both start and end.'),
    path: ['endDateTime'],
  })
  .refine((a) => !a.dateTime || !a.endDateTime || Date.parse(a.endDateTime) - Date.parse(a.dateTime) >= MIN_DURATION_MIN * 60_000, {
    message: msg('Duration must be at least 15 minutes.'),
    path: ['endDateTime'],
  });

/** The scheduling dialog's fields (spec §5) with its defaults; turned into the API body by `toAppointmentBody`. */
export const AppointmentFormSchema = z.object({
  patientId: z.coerce.number({ error: msg('Please select a patient.') }).int().min(1, msg('Please select a patient.')),
  doctorId: z.coerce.number({ error: msg('Please select a doctor.') }).int().min(1, msg('Please select a doctor.')),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, msg('Please select a date.')),
  time: z.string().regex(/^\d{2}:\d{2}$/, msg('Please select a time.')),
  duration: z.coerce.number().int().min(MIN_DURATION_MIN, msg('Duration must be at least 15 minutes.')).max(720),
  purpose: z.string().trim().min(3, msg('Purpose must be at least 3 characters.')).max(300, msg('Purpose must be at most 300 characters.')),
  type: z.enum(APPOINTMENT_TYPES, { error: msg('Please select an appointment type.') }),
  status: z.enum(APPOINTMENT_STATUSES, { error: msg('Please select a status.') }),
});
export type AppointmentForm = z.infer<typeof AppointmentFormSchema>;

/** Local date + time in the browser's zone → the API's UTC instants. */
export function toAppointmentBody(form: AppointmentForm) {
  const start = new Date(`${form.date}T${form.time}:00`);
  const end = new Date(start.getTime() + form.duration * 60_000);
  return {
    patientId: form.patientId,
    doctorId: form.doctorId,
    dateTime: start.toISOString(),
    endDateTime: end.toISOString(),
    purpose: form.purpose,
    type: form.type,
    status: form.status,
  };
}

export const AppointmentListQuerySchema = z.object({
  date: isoInstant('date must be an ISO timestamp').optional(),
  view: z.enum(['day', 'week', 'month']).optional(),
  tz: z.string().max(64).optional(),
  /** The day the week view starts on, 0 Sunday … 6 Saturday (the viewer's language decides; Sunday if absent). */
  weekStart: z.coerce.number().int().min(0).max(6).optional(),
  patientId: z.coerce.number().int().min(1).optional(),
  doctorId: z.coerce.number().int().min(1).optional(),
  limit: pageLimit(APPOINTMENT_PAGE_MAX),
});

/** An appointment as the API returns it (with the patient's display fields joined in). */
export interface Appointment {
  id: number;
  patientId: number;
  doctorId: number;
  doctorName: string;
  dateTime: string;
  endDateTime: string;
  purpose: string;
  type: string;
  status: string;
  version: number;
  patientName: string | null;
  patientAge: number | null;
  patientGender: string | null;
}
