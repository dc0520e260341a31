import { msg } from '../../../core/i18n/msg';
import type { APPOINTMENT_STATUSES, APPOINTMENT_TYPES } from '../../../core/schemas/appointments';

// Appointment types and statuses are stored in the spec's English; every screen that shows one
// (appointments, the patient record, the chart) shows it through t(LABEL[value]).
export const APPOINTMENT_TYPE_LABELS: Readonly<Record<(typeof APPOINTMENT_TYPES)[number], string>> = {
  'Office Visit': msg('Office Visit'),
  Telehealth: msg('Telehealth'),
};

export const APPOINTMENT_STATUS_LABELS: Readonly<Record<(typeof APPOINTMENT_STATUSES)[number], string>> = {
  Scheduled: msg('Scheduled'),
  Confirmed: msg('Confirmed'),
  Pending: msg('Pending'),
  Cancelled: msg('Cancelled'),
  Completed: msg('Completed'),
};

/** A stored type or status in the active language (an unknown value shows as stored). */
export function appointmentLabel(labels: Readonly<Record<string, string>>, value: string): string {
  return labels[value] ?? value;
}
