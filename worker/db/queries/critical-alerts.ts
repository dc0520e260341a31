import { and, asc, eq, inArray, isNull, lte, min, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { criticalAlertOutbox, criticalAlertRecipients, labResults } from '../schema';

/** One pending row of the critical-alert outbox. */
export type PendingAlert = typeof criticalAlertOutbox.$inferSelect;

/** Why a recipient is alerted: one of the result's recipients, or the person a hand-off goes to. */
export type AlertRecipientReason = (typeof criticalAlertRecipients.$inferSelect)['reason'];

/** The clinic's pending alerts due by `now`, oldest first, at most `limit`. */
export function dueAlerts(db: Db, clinicId: number, now: Date, limit: number): Promise<PendingAlert[]> {
  return db
    .select()
    .from(criticalAlertOutbox)
    .where(and(eq(criticalAlertOutbox.clinicId, clinicId), isNull(criticalAlertOutbox.deliveredAt), lte(criticalAlertOutbox.nextAttemptAt, now)))
    .orderBy(asc(criticalAlertOutbox.nextAttemptAt), asc(criticalAlertOutbox.id))
    .limit(limit)
    .all();
}

/** A result's first alert while it is still pending (the request that stored the result delivers it at once). */
export async function pendingFirstAlert(db: Db, clinicId: number, labResultId: number): Promise<PendingAlert | undefined> {
  return db
    .select()
    .from(criticalAlertOutbox)
    .where(and(eq(criticalAlertOutbox.clinicId, clinicId), eq(criticalAlertOutbox.labResultId, labResultId), eq(criticalAlertOutbox.kind, 'critical'), isNull(criticalAlertOutbox.deliveredAt)))
    .get();
}

/** When the clinic's next pending alert is due; null when none is pending. */
export async function nextAlertDueAt(db: Db, clinicId: number): Promise<Date | null> {
  const row = await db
    .select({ due: min(criticalAlertOutbox.nextAttemptAt) })
    .from(criticalAlertOutbox)
    .where(and(eq(criticalAlertOutbox.clinicId, clinicId), isNull(criticalAlertOutbox.deliveredAt)))
    .get();
  return row?.due ?? null;
}

/** The recipients an alert was planned for, with whether each has it. */
export function alertRecipients(db: Db, outboxId: number): Promise<{ userId: number; reason: AlertRecipientReason; deliveredAt: Date | null; attempts: number }[]> {
  return db
    .select({ userId: criticalAlertRecipients.userId, reason: criticalAlertRecipients.reason, deliveredAt: criticalAlertRecipients.deliveredAt, attempts: criticalAlertRecipients.attempts })
    .from(criticalAlertRecipients)
    .where(eq(criticalAlertRecipients.outboxId, outboxId))
    .all();
}

/** Plans an alert's recipients (once: a recipient already planned keeps their state). */
export async function planAlertRecipients(db: Db, outboxId: number, recipients: { userId: number; reason: AlertRecipientReason }[]): Promise<void> {
  if (recipients.length === 0) return;
  await db
    .insert(criticalAlertRecipients)
    .values(recipients.map((r) => ({ outboxId, userId: r.userId, reason: r.reason })))
    .onConflictDoNothing();
}

/**
 * Drops planned recipients who may no longer see the alert (demoted, disabled, removed, no longer
 * on call) and have not had it: nothing naming the patient goes to them.
 */
export async function dropAlertRecipientsExcept(db: Db, outboxId: number, stillEligible: number[]): Promise<void> {
  await db
    .delete(criticalAlertRecipients)
    .where(and(eq(criticalAlertRecipients.outboxId, outboxId), isNull(criticalAlertRecipients.deliveredAt), notInArray(criticalAlertRecipients.userId, stillEligible)));
}

/** Records the outcome of one delivery pass for each recipient tried: who has it now, and who failed (by error class). */
export async function recordAlertAttempts(db: Db, outboxId: number, delivered: number[], failed: { userId: number; error: string }[], now: Date): Promise<void> {
  const statements = [
    ...(delivered.length > 0
      ? [db.update(criticalAlertRecipients).set({ deliveredAt: now }).where(and(eq(criticalAlertRecipients.outboxId, outboxId), inArray(criticalAlertRecipients.userId, delivered)))]
      : []),
    ...failed.map((f) =>
      db
        .update(criticalAlertRecipients)
        .set({ attempts: sql`${criticalAlertRecipients.attempts} + 1`, lastError: f.error })
        .where(and(eq(criticalAlertRecipients.outboxId, outboxId), eq(criticalAlertRecipients.userId, f.userId))),
    ),
  ];
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}

/**
 * Closes an alert: every recipient has it (or none is left who may see it, or the result was
 * reviewed meanwhile). A first alert also stamps the result's `notified_at`, in the same batch.
 */
export async function closeAlert(db: Db, alert: Pick<PendingAlert, 'id' | 'clinicId' | 'labResultId' | 'kind'>, now: Date, notified: boolean): Promise<void> {
  const close = db.update(criticalAlertOutbox).set({ deliveredAt: now }).where(eq(criticalAlertOutbox.id, alert.id));
  if (alert.kind !== 'critical' || !notified) {
    await close;
    return;
  }
  await db.batch([close, db.update(labResults).set({ notifiedAt: now }).where(and(eq(labResults.id, alert.labResultId), eq(labResults.clinicId, alert.clinicId)))]);
}

/** Puts an alert back for a later attempt: its count, when, and the class of the last failure. */
export async function deferAlert(db: Db, outboxId: number, attempts: number, nextAttemptAt: Date, lastError: string): Promise<void> {
  await db.update(criticalAlertOutbox).set({ attempts, nextAttemptAt, lastError }).where(eq(criticalAlertOutbox.id, outboxId));
}

/** The hand-off's pending alert, written only while the result is unclaimed and unreviewed (integers only, checked: a batch statement takes no parameters here). */
function handoffAlertSql(clinicId: number, labResultId: number, escalation: number, at: number): string {
  if (![clinicId, labResultId, escalation, at].every(Number.isSafeInteger)) throw new Error('hand-off alert: not an integer');
  return `INSERT OR IGNORE INTO critical_alert_outbox (clinic_id, lab_result_id, kind, escalation, created_at, next_attempt_at)
    SELECT clinic_id, id, 'handoff', ${escalation}, ${at}, ${at} FROM lab_results
    WHERE id = ${labResultId} AND clinic_id = ${clinicId} AND handed_off_at IS NULL AND is_reviewed = 0`;
}

/**
 * Claims the hand-off of an unreviewed result and writes its pending alert in the same batch. Every
 * doctor's hub re-alerts on its own alarm, so several reach the threshold at about the same moment:
 * the conditional statements let exactly one of them hand it over, and the hand-off is then
 * delivered (and retried) by the clinic's outbox like the first alert. True when this call claimed it.
 */
export async function claimHandoffAlert(db: Db, clinicId: number, labResultId: number, escalation: number, now: Date): Promise<boolean> {
  const unclaimed = and(eq(labResults.id, labResultId), eq(labResults.clinicId, clinicId), isNull(labResults.handedOffAt), eq(labResults.isReviewed, false));
  const [, claimed] = await db.batch([
    db.run(sql.raw(handoffAlertSql(clinicId, labResultId, escalation, now.getTime()))),
    db.update(labResults).set({ handedOffAt: now }).where(unclaimed).returning({ id: labResults.id }),
  ]);
  return claimed.length > 0;
}

/**
 * The sweep's first half: a pending alert for every critical result that is unreviewed, was never
 * notified and has none (a result stored before the outbox, or written around it). Answers how many.
 */
export async function queueUnalertedCriticalResults(db: Db, now: Date): Promise<number> {
  const added = await db.run(sql`INSERT OR IGNORE INTO ${criticalAlertOutbox} (clinic_id, lab_result_id, kind, created_at, next_attempt_at)
    SELECT r.clinic_id, r.id, 'critical', ${now.getTime()}, ${now.getTime()} FROM ${labResults} r
    WHERE r.is_critical = 1 AND r.is_reviewed = 0 AND r.notified_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM ${criticalAlertOutbox} o WHERE o.lab_result_id = r.id AND o.kind = 'critical')`);
  return added.meta.changes ?? 0;
}

/** The sweep's second half: clinics with an alert pending since before `overdueBefore` (their outbox object is not delivering it). */
export async function clinicsWithOverdueAlerts(db: Db, overdueBefore: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ clinicId: criticalAlertOutbox.clinicId })
    .from(criticalAlertOutbox)
    .where(and(isNull(criticalAlertOutbox.deliveredAt), lte(criticalAlertOutbox.nextAttemptAt, overdueBefore)))
    .limit(limit)
    .all();
  return rows.map((r) => r.clinicId);
}
