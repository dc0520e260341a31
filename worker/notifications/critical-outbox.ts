import { DurableObject } from 'cloudflare:workers';
import type { CriticalLabResultNotification } from '../../core/events';
import type { LabResult } from '../../core/schemas/lab-results';
import { getDb, type Db } from '../db/client';
import { regionDatabase, regionOfId } from '../db/regions';
import {
  alertAttemptStatements,
  alertRecipients,
  closeUnneededAlert,
  dueAlerts,
  nextAlertDueAt,
  pendingFirstAlert,
  type AlertAttempt,
  type AlertRecipientReason,
  type PendingAlert,
} from '../db/queries/critical-alerts';
import { getEscalationSettings, handoffRecipients } from '../db/queries/escalation';
import { getLabResult } from '../db/queries/lab-results';
import { clinicResultRecipientIds } from '../db/queries/users';
import { alertAuditRows, sealAlertAudit } from './alert-audit';
import { escalationIntervalMs } from './timings';
import { hubOf, outboxOf, sweepOf } from './publish';
import { forHubOf } from './residency';

/** The first retry of an undelivered alert waits this long, doubling per attempt up to ALERT_RETRY_MAX_MS. */
export const ALERT_RETRY_BASE_MS = 30_000;
export const ALERT_RETRY_MAX_MS = 15 * 60_000;
/** Alerts one delivery pass takes on; the rest are due at once, so the next alarm follows. */
const ALERTS_PER_PASS = 50;

/** How long before the attempt after `attempts` failed ones. */
export function alertRetryDelayMs(attempts: number): number {
  return Math.min(ALERT_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), ALERT_RETRY_MAX_MS);
}

function logFailure(where: string, err: unknown): void {
  console.error(JSON.stringify({ level: 'error', where, error: (err as Error)?.name ?? 'Error' }));
}

/**
 * Asks the clinic's outbox to deliver its pending alerts now (a new critical result, a resend, a
 * replay, a hand-off): for latency only. The alerts are already stored; when the object cannot be
 * reached, its own alarm or the region's sweep delivers them later, so this never throws.
 */
export async function deliverCriticalAlerts(env: Env, clinicId: number): Promise<void> {
  try {
    await outboxOf(env, clinicId).deliver();
  } catch (err) {
    logFailure('deliverCriticalAlerts', err);
    try {
      await sweepOf(env, regionOfId(clinicId)).ensureArmed();
    } catch (sweepErr) {
      logFailure('deliverCriticalAlerts.sweep', sweepErr);
    }
  }
}

/**
 * What the request that stored a critical result read in that transaction (createLabResult): its
 * pending first alert and the clinic's result recipients.
 */
export interface FreshAlert {
  firstAlert: PendingAlert | undefined;
  recipients: number[];
}

/**
 * Delivers a new critical result's alert from the request that stored it (the result and its
 * pending alert are already in D1, in one batch): the same delivery as the outbox's, without the
 * hop through the clinic's outbox object, so the first frame waits only for the hubs. With `fresh`
 * (what the storing batch read) nothing is read first: a new alert has no planned recipients, and
 * should an outbox pass have got to it meanwhile, each hub keeps the alert's key and alerts nobody
 * twice. What this does not finish (a hub down, an error on the way) the outbox object is asked to
 * deliver, and its alarm and the region's sweep retry it as for any alert. Answers when the result
 * was marked notified (everyone has it), else null.
 */
export async function alertNow(env: Env, db: Db, clinicId: number, result: LabResult, fresh?: FreshAlert): Promise<Date | null> {
  try {
    const alert = fresh ? fresh.firstAlert : await pendingFirstAlert(db, clinicId, result.id);
    if (!alert) return null;
    const now = Date.now();
    const known = fresh && { result, eligible: fresh.recipients.map((userId) => ({ userId, reason: 'critical' as const })), planned: [] };
    const outcome = await deliverAlert(env, db, alert, now, known);
    if (outcome === 'notified') return new Date(now);
    if (outcome === 'closed') return null;
  } catch (err) {
    logFailure('alertNow', err);
  }
  await deliverCriticalAlerts(env, clinicId);
  return null;
}

/**
 * One per clinic (named `clinic:<id>`): delivers the clinic's pending critical-result alerts from
 * D1's outbox to each recipient's hub and retries, with backoff on its alarm, until every
 * recipient has them. It keeps nothing itself: D1 holds the alerts and who has each one, and each
 * hub keeps the keys of alerts it already has, so a pass that dies anywhere is simply run again.
 */
export class CriticalAlertOutbox extends DurableObject<Env> {
  /** Passes run one after another: a call during a pass waits for it and then runs its own. */
  private passes: Promise<void> = Promise.resolve();

  /** Delivers what is due now and plans the next attempt (the request path's and the sweep's call). */
  async deliver(): Promise<void> {
    await this.runPass();
  }

  override async alarm(): Promise<void> {
    await this.runPass();
  }

  private runPass(): Promise<void> {
    const pass = this.passes.then(() => this.pass());
    this.passes = pass.catch(() => undefined);
    return pass;
  }

  private async pass(): Promise<void> {
    const clinicId = Number(/^clinic:(\d+)$/.exec(this.ctx.id.name ?? '')?.[1]);
    if (!Number.isSafeInteger(clinicId) || clinicId <= 0) {
      console.error(JSON.stringify({ level: 'error', where: 'CriticalAlertOutbox', reason: 'unknown-clinic' }));
      return;
    }
    const db = getDb(regionDatabase(this.env, regionOfId(clinicId)));
    // Armed first: a pass that dies part way (an unreachable database) is tried again by the alarm.
    await this.ctx.storage.setAlarm(Date.now() + ALERT_RETRY_BASE_MS);
    try {
      const now = Date.now();
      for (const alert of await dueAlerts(db, clinicId, new Date(now), ALERTS_PER_PASS)) await deliverAlert(this.env, db, alert, now);
      const next = await nextAlertDueAt(db, clinicId);
      if (next === null) await this.ctx.storage.deleteAlarm();
      else await this.ctx.storage.setAlarm(Math.max(next.getTime(), Date.now() + 100));
    } catch (err) {
      logFailure('CriticalAlertOutbox.pass', err);
    }
  }
}

/** Who may receive an alert now: the result's recipients (doctors, nurses), or for a hand-off the on-call doctor or the owners. */
async function eligibleRecipients(db: Db, alert: PendingAlert): Promise<{ userId: number; reason: AlertRecipientReason }[]> {
  if (alert.kind === 'critical') return (await clinicResultRecipientIds(db, alert.clinicId)).map((userId) => ({ userId, reason: 'critical' as const }));
  const { onCallUserId } = await getEscalationSettings(db, alert.clinicId);
  const { ids, reason } = await handoffRecipients(db, alert.clinicId, onCallUserId);
  return ids.map((userId) => ({ userId, reason }));
}

function alertInput(result: LabResult, alert: PendingAlert, reason: AlertRecipientReason): Omit<CriticalLabResultNotification, 'id' | 'timestamp'> {
  const input = {
    type: 'critical_lab_result',
    labResultId: result.id,
    patient: { id: result.patientId, name: result.patientName ?? result.resultData.patientName },
    labName: result.labName,
  } as const;
  return alert.kind === 'handoff' && reason !== 'critical' ? { ...input, escalation: alert.escalation ?? 0, handoff: reason } : input;
}

/** What an alert's attempt reads before it sends. */
interface AttemptReads {
  result: LabResult | undefined;
  eligible: { userId: number; reason: AlertRecipientReason }[];
  planned: { userId: number; deliveredAt: Date | null }[];
}

/** What the hubs need, in one round of parallel reads. */
async function attemptReads(db: Db, alert: PendingAlert): Promise<AttemptReads> {
  const [result, eligible, planned] = await Promise.all([getLabResult(db, alert.clinicId, alert.labResultId), eligibleRecipients(db, alert), alertRecipients(db, alert.id)]);
  return { result, eligible, planned };
}

/**
 * One alert's attempt: each recipient who may still see it and does not have it yet is sent it
 * (in parallel, so one unreachable hub holds up nobody else); the alert closes when everyone has it
 * ('notified' when that stamped the result), else waits for its next attempt. What the hubs need
 * is read first (`attemptReads`) unless the caller knows it. The recipients are planned after they
 * are sent it, and who got it is recorded with the audit rows of those it reached, in one batch:
 * the hubs keep each alert's key, so an attempt that dies before its records are written is
 * repeated without alerting anyone twice, and only a hub's 'delivered' writes an audit row.
 */
async function deliverAlert(env: Env, db: Db, alert: PendingAlert, now: number, known?: AttemptReads): Promise<'notified' | 'closed' | 'deferred'> {
  const { result, eligible, planned } = known ?? (await attemptReads(db, alert));
  // Reviewed meanwhile (someone has acted on it) or its patient deleted: nobody needs the alert any more.
  if (!result || result.isReviewed) {
    await closeUnneededAlert(db, alert.id, new Date(now));
    return 'closed';
  }
  const has = new Set(planned.filter((r) => r.deliveredAt !== null).map((r) => r.userId));
  const pending = eligible.filter((r) => !has.has(r.userId));

  const key = `${alert.kind}:${alert.clinicId}:${alert.labResultId}`;
  const escalation = { dueAt: now + escalationIntervalMs(env), attempt: alert.escalation ?? 0 };
  const outcomes = await Promise.allSettled(pending.map((r) => hubOf(env, r.userId).deliverAlert(key, forHubOf(r.userId, alert.clinicId, alertInput(result, alert, r.reason)), alert.clinicId, escalation)));
  const got: number[] = [];
  const newly: { userId: number; reason: AlertRecipientReason }[] = [];
  const failed: { userId: number; error: string }[] = [];
  outcomes.forEach((outcome, i) => {
    const r = pending[i]!;
    if (outcome.status === 'rejected') return void failed.push({ userId: r.userId, error: (outcome.reason as Error)?.name ?? 'Error' });
    got.push(r.userId);
    if (outcome.value === 'delivered') newly.push(r);
  });
  const notified = got.length > 0 || has.size > 0;
  const attempts = alert.attempts + 1;
  const then: AlertAttempt['then'] =
    failed.length === 0 ? { closed: true, notified } : { closed: false, attempts, nextAttemptAt: new Date(now + alertRetryDelayMs(attempts)), lastError: failed[0]!.error };
  const audit = await alertAuditRows(env, db, alert.clinicId, result, newly.map((r) => ({ userId: r.userId, reason: r.reason, ...(alert.escalation !== null ? { escalation: alert.escalation } : {}) })));
  const [first, ...rest] = alertAttemptStatements(db, alert, { eligible, delivered: got, failed, at: new Date(now), then });
  await db.batch([first!, ...rest, ...audit]);
  if (audit.length > 0) await sealAlertAudit(env, db, alert.clinicId);
  if (then.closed) return notified && alert.kind === 'critical' ? 'notified' : 'closed';
  console.error(JSON.stringify({ level: 'error', where: 'CriticalAlertOutbox.deliver', undelivered: failed.length, error: failed[0]!.error }));
  return 'deferred';
}
