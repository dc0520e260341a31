import type { LiveNotification, NotificationInput } from '../../core/events';
import type { Db } from '../db/client';
import { regionOfId } from '../db/regions';
import { getAppointment } from '../db/queries/appointments';
import { getLabResult } from '../db/queries/lab-results';
import { getMessage } from '../db/queries/messages';

// Data residency of notifications (decision 0019): a member's hub lives in their account's region,
// which may not be the clinic's. A notification of a clinic in another region keeps there only what
// identifies nobody (kind, ids, time, link); its names and text stay in the clinic's database and
// are read from it when the member lists their notifications.

/** Whether a notification of `clinicId` must keep its names and text out of the hub of `userId` (null: unknown, so yes). */
export function keepsContentOut(clinicId: number | null, userId: number | null): boolean {
  if (clinicId === null) return false;
  return userId === null || regionOfId(clinicId) !== regionOfId(userId);
}

/** The notification without patient names, sender or message text: what a hub in another region may keep. */
export function withheld(input: NotificationInput): NotificationInput {
  switch (input.type) {
    case 'critical_lab_result':
      return { ...input, patient: { id: input.patient.id, name: '' }, withheld: true };
    case 'message':
      return { ...input, from: '', message: '', withheld: true };
    case 'appointment_reminder':
      return { ...input, patientName: '', withheld: true };
  }
}

/**
 * What goes to the hub of `userId` about `clinicId`: withheld already here when the hub is in
 * another region, so the names and text do not even travel there (the hub withholds them too).
 */
export function forHubOf(userId: number, clinicId: number, input: NotificationInput): NotificationInput {
  return keepsContentOut(clinicId, userId) ? withheld(input) : input;
}

/**
 * Fills in, from the clinic's database (`db`), the names and text a hub kept out; one read per
 * withheld notification of the page (at most 200). One whose record is gone stays
 * withheld: the bell then says only what kind it was.
 */
export async function fillWithheld<N extends LiveNotification>(db: Db, clinicId: number, userId: number, list: N[]): Promise<N[]> {
  return Promise.all(list.map((n) => (n.withheld ? filled(db, clinicId, userId, n) : n)));
}

async function filled<N extends LiveNotification>(db: Db, clinicId: number, userId: number, n: N): Promise<N> {
  const { withheld: _kept, ...rest } = n;
  switch (n.type) {
    case 'critical_lab_result': {
      const result = await getLabResult(db, clinicId, n.labResultId);
      const name = result?.patientName ?? result?.resultData.patientName;
      return name ? ({ ...rest, patient: { id: n.patient.id, name } } as N) : n;
    }
    case 'message': {
      const m = await getMessage(db, clinicId, userId, n.messageId);
      return m ? ({ ...rest, from: m.fromName, message: m.content } as N) : n;
    }
    case 'appointment_reminder': {
      const appt = await getAppointment(db, clinicId, n.appointmentId);
      return appt ? ({ ...rest, patientName: appt.patientName ?? 'Unknown Patient' } as N) : n;
    }
  }
}
