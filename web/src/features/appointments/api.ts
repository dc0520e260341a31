import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { APPOINTMENT_STATUSES, toAppointmentBody } from '../../../../core/schemas/appointments';
import type { PublicUser } from '../../../../core/schemas/user';
import { api, unwrap } from '../../lib/api-client';
import { firstDayOfWeek } from '../../i18n';
import { type CalendarView, dayStartIso } from './calendar.utils';
import { localTimeZone } from '../../lib/local-time-zone';
import { accountKeys, appointmentKeys, patientKeys, statsKey } from '../../lib/query-keys';

export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** The clinic's appointments in the local day, week or month containing the selected day. */
export const appointmentsQuery = (dateKey: string, view: CalendarView, weekStart: number = firstDayOfWeek()) =>
  queryOptions({
    queryKey: appointmentKeys.range(dateKey, view, weekStart),
    // The week the server lists starts where the page's does (Monday in German and French); a "day"
    // on this page is the viewer's local day.
    queryFn: () => unwrap(api.appointments.$get({ query: { date: dayStartIso(dateKey), view, tz: localTimeZone(), weekStart: String(weekStart) } })),
  });

/** The clinic's users (the doctor dropdown lists those whose role is doctor): one query in lib, shared with messages. */
export { clinicUsersQuery } from '../../lib/clinic-users';

/**
 * The signed-in user, as the access gate has already loaded it. The auth feature owns that query;
 * features do not import each other, so this only reads its cache entry and never fetches.
 */
export function useSignedInUser(): Pick<PublicUser, 'id' | 'role'> | null {
  return useQueryClient().getQueryData<PublicUser | null>(accountKeys.currentUser) ?? null;
}

/** Everything an appointment change shows elsewhere: this page, the dashboard's schedule and figures, the patients' Upcoming tab. */
function useInvalidateAppointments() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: appointmentKeys.all }),
      qc.invalidateQueries({ queryKey: statsKey }),
      qc.invalidateQueries({ queryKey: patientKeys.all }),
    ]);
}

/** Books an appointment; the server answers 409 when the doctor is already booked then. */
export function useCreateAppointment() {
  const invalidate = useInvalidateAppointments();
  return useMutation({
    mutationFn: (body: ReturnType<typeof toAppointmentBody>) => unwrap(api.appointments.$post({ json: body })),
    onSuccess: invalidate,
  });
}

/**
 * Changes an appointment's status from the version the list showed. Refetches either way: after a
 * 409 (changed by someone else, or the slot is taken again) the list shows what is true now.
 */
export function useChangeAppointmentStatus() {
  const invalidate = useInvalidateAppointments();
  return useMutation({
    mutationFn: ({ id, version, status }: { id: number; version: number; status: AppointmentStatus }) =>
      unwrap(api.appointments[':id'].$patch({ param: { id: String(id) }, json: { version, status } })),
    onSettled: invalidate,
  });
}
