import type { LabResult } from '../../core/schemas/lab-results';
import type { Db } from '../db/client';
import { insertMessages, SYSTEM_SENDER } from '../db/queries/messages';
import { clinicResultRecipientIds } from '../db/queries/users';
import { getEscalationSettings, handoffRecipients } from '../db/queries/escalation';
import { alertNow, type FreshAlert } from './critical-outbox';
import { reminderLeadMs } from './timings';
import { hubOf } from './publish';
import { forHubOf } from './residency';

/** Logs a failed push without patient data; the stored record is what matters, pushes are retried by alarms. */
function logPushFailure(where: string, err: unknown): void {
  console.error(JSON.stringify({ level: 'error', where, error: (err as Error)?.name ?? 'Error' }));
}

/**
 * A new result reaches every doctor and nurse of the clinic (never front desk or read-only members): an inbox message under Lab or Imaging, and, when
 * critical, a live alert plus an escalation that repeats until someone reviews it. The critical
 * alert was made pending with the result itself (the outbox); this delivers it now, first of all
 * (what it cannot deliver, the clinic's outbox retries). `stored`: what the batch that stored the
 * result read with it (createLabResult), so nothing is read again. Answers the result as it is
 * now (marked notified when everyone has the alert).
 */
export async function announceLabResult(env: Env, db: Db, clinicId: number, result: LabResult, stored?: FreshAlert): Promise<LabResult> {
  const notifiedAt = result.isCritical ? await alertNow(env, db, clinicId, result, stored) : null;
  const doctors = stored?.recipients ?? (await clinicResultRecipientIds(db, clinicId));
  const patientName = result.patientName ?? result.resultData.patientName;
  const content = result.isCritical
    ? `CRITICAL result: ${result.labName} for ${patientName}. Requires immediate attention.`
    : `New ${result.kind === 'imaging' ? 'imaging' : 'lab'} result: ${result.labName} for ${patientName}.`;
  const messageIds = await insertMessages(
    db,
    doctors.map((toId) => ({ clinicId, fromId: null, toId, content, type: result.kind, priority: result.isCritical ? 'urgent' : 'normal', patientId: result.patientId, labResultId: result.id })),
  );
  const announced = notifiedAt ? { ...result, notifiedAt: notifiedAt.toISOString() } : result;
  if (result.isCritical) return announced;
  try {
    await Promise.all(
      doctors.map((toId, i) => hubOf(env, toId).notify(forHubOf(toId, clinicId, { type: 'message', messageId: messageIds[i]!, from: SYSTEM_SENDER, message: content, priority: 'normal', labResultId: result.id }), clinicId)),
    );
  } catch (err) {
    logPushFailure('announceLabResult', err);
  }
  return announced;
}

/** Stops a reviewed result's escalation for every doctor and nurse of the clinic and whoever it was handed to. */
export async function stopEscalation(env: Env, db: Db, clinicId: number, labResultId: number): Promise<void> {
  try {
    const [doctors, settings] = await Promise.all([clinicResultRecipientIds(db, clinicId), getEscalationSettings(db, clinicId)]);
    const handedTo = (await handoffRecipients(db, clinicId, settings.onCallUserId)).ids;
    await Promise.all([...new Set([...doctors, ...handedTo])].map((id) => hubOf(env, id).unschedule('escalation', labResultId)));
  } catch (err) {
    logPushFailure('stopEscalation', err);
  }
}

/** Plans (or re-plans) the live reminder before an appointment; cancelled ones are dropped. */
export async function planReminder(env: Env, clinicId: number, a: { id: number; doctorId: number; dateTime: string; status: string }, previousDoctorId?: number): Promise<void> {
  try {
    if (previousDoctorId !== undefined && previousDoctorId !== a.doctorId) await hubOf(env, previousDoctorId).unschedule('reminder', a.id);
    const start = Date.parse(a.dateTime);
    const due = start - reminderLeadMs(env);
    if (a.status === 'Cancelled' || a.status === 'Completed' || start <= Date.now()) await hubOf(env, a.doctorId).unschedule('reminder', a.id);
    else await hubOf(env, a.doctorId).schedule('reminder', a.id, clinicId, Math.max(due, Date.now()), start);
  } catch (err) {
    logPushFailure('planReminder', err);
  }
}
