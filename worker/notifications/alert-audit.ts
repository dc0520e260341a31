import type { BatchItem } from 'drizzle-orm/batch';
import { sealAuditChain } from '../audit/chain';
import { auditKey, type AuditKeyEnv } from '../audit/key';
import type { Db } from '../db/client';
import { alertAuditStatements, type AlertReason } from '../db/queries/escalation';

type Alerted = { userId: number; reason: AlertReason; escalation?: number }[];

function logFailure(err: unknown): void {
  console.error(JSON.stringify({ level: 'error', where: 'auditAlerts', error: (err as Error)?.name ?? 'Error' }));
}

/**
 * The audit rows of alerts that went out (who, when, why), signed, as statements for the batch that
 * records their delivery. None when they cannot be signed (logged): the alerts have gone out either way.
 */
export async function alertAuditRows(env: AuditKeyEnv, db: Db, clinicId: number, result: { id: number; patientId: number }, alerts: Alerted): Promise<BatchItem<'sqlite'>[]> {
  try {
    return await alertAuditStatements(db, await auditKey(env), clinicId, result, alerts);
  } catch (err) {
    logFailure(err);
    return [];
  }
}

/**
 * Seals the clinic's new audit rows into its chain: hub alarms and the outbox run outside any
 * request, so no request's sealing pass would pick their rows up soon. A failure is logged.
 */
export async function sealAlertAudit(env: AuditKeyEnv, db: Db, clinicId: number): Promise<void> {
  try {
    await sealAuditChain(db, await auditKey(env), clinicId);
  } catch (err) {
    logFailure(err);
  }
}

/**
 * Writes the audit rows of alerts that went out and seals them (a hub's re-alert). The alert itself
 * has already gone out; a failure here is logged and never stops the next one.
 */
export async function auditAlerts(env: AuditKeyEnv, db: Db, clinicId: number, result: { id: number; patientId: number }, alerts: Alerted): Promise<void> {
  const [first, ...rest] = await alertAuditRows(env, db, clinicId, result, alerts);
  if (!first) return;
  try {
    await db.batch([first, ...rest]);
  } catch (err) {
    logFailure(err);
    return;
  }
  await sealAlertAudit(env, db, clinicId);
}
