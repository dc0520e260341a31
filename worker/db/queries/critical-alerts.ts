import { and, asc, eq, inArray, isNull, lte, min, notInArray, sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
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

/**
 * The read of a result's first alert while it is still pending, as a statement: `labResultId` may be
 * an SQL expression, for the batch that stores the result (its outbox trigger writes the alert there).
 */
export function pendingFirstAlertQuery(db: Db, clinicId: number, labResultId: number | SQL) {
  return db
    .select()
    .from(criticalAlertOutbox)
    .where(and(eq(criticalAlertOutbox.clinicId, clinicId), eq(criticalAlertOutbox.labResultId, labResultId), eq(criticalAlertOutbox.kind, 'critical'), isNull(criticalAlertOutbox.deliveredAt)));
}

/** A result's first alert while it is still pending (the request that stored the result delivers it at once). */
export async function pendingFirstAlert(db: Db, clinicId: number, labResultId: number): Promise<PendingAlert | undefined> {
  return pendingFirstAlertQuery(db, clinicId, labResultId).get();
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

/** One delivery attempt of an alert, as it is recorded. */
export interface AlertAttempt {
  /** Who may see the alert now. */
  eligible: { userId: number; reason: AlertRecipientReason }[];
  /** Who has it now, by their hub's answer in this attempt. */
  delivered: number[];
  /** Whose hub failed, by error class. */
  failed: { userId: number; error: string }[];
  at: Date;
  /** Closed (everyone has it; `notified`: somebody does), or put back for its next attempt. */
  then: { closed: true; notified: boolean } | { closed: false; attempts: number; nextAttemptAt: Date; lastError: string };
}

/**
 * An attempt's records, as statements for one batch: its recipients planned (once: a recipient
 * already planned keeps their state); planned ones who may no longer see it (demoted, disabled,
 * removed, no longer on call) and have not had it dropped, so nothing naming the patient goes to
 * them; who has it now and who failed; then the alert closed (`closeAlertStatements`) or put back
 * with its count, when, and the class of the last failure.
 */
export function alertAttemptStatements(db: Db, alert: Pick<PendingAlert, 'id' | 'clinicId' | 'labResultId' | 'kind'>, a: AlertAttempt): BatchItem<'sqlite'>[] {
  const mine = eq(criticalAlertRecipients.outboxId, alert.id);
  return [
    ...(a.eligible.length > 0
      ? [db.insert(criticalAlertRecipients).values(a.eligible.map((r) => ({ outboxId: alert.id, userId: r.userId, reason: r.reason }))).onConflictDoNothing()]
      : []),
    db.delete(criticalAlertRecipients).where(and(mine, isNull(criticalAlertRecipients.deliveredAt), notInArray(criticalAlertRecipients.userId, a.eligible.map((r) => r.userId)))),
    ...(a.delivered.length > 0 ? [db.update(criticalAlertRecipients).set({ deliveredAt: a.at }).where(and(mine, inArray(criticalAlertRecipients.userId, a.delivered)))] : []),
    ...a.failed.map((f) =>
      db
        .update(criticalAlertRecipients)
        .set({ attempts: sql`${criticalAlertRecipients.attempts} + 1`, lastError: f.error })
        .where(and(mine, eq(criticalAlertRecipients.userId, f.userId))),
    ),
    ...(a.then.closed
      ? closeAlertStatements(db, alert, a.at, a.then.notified)
      : [db.update(criticalAlertOutbox).set({ attempts: a.then.attempts, nextAttemptAt: a.then.nextAttemptAt, lastError: a.then.lastError }).where(eq(criticalAlertOutbox.id, alert.id))]),
  ];
}

/**
 * Closing an alert, as statements: every recipient has it (or none is left who may see it, or the
 * result was reviewed meanwhile). A first alert also stamps the result's `notified_at`.
 */
function closeAlertStatements(db: Db, alert: Pick<PendingAlert, 'id' | 'clinicId' | 'labResultId' | 'kind'>, now: Date, notified: boolean): BatchItem<'sqlite'>[] {
  const close = db.update(criticalAlertOutbox).set({ deliveredAt: now }).where(eq(criticalAlertOutbox.id, alert.id));
  if (alert.kind !== 'critical' || !notified) return [close];
  return [close, db.update(labResults).set({ notifiedAt: now }).where(and(eq(labResults.id, alert.labResultId), eq(labResults.clinicId, alert.clinicId)))];
}

/** Closes an alert nobody needs any more (its result reviewed meanwhile, or its patient deleted). */
export async function closeUnneededAlert(db: Db, alertId: number, now: Date): Promise<void> {
  await db.update(criticalAlertOutbox).set({ deliveredAt: now }).where(eq(criticalAlertOutbox.id, alertId));
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
