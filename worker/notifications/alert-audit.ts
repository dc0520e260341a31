import { sealAuditChain } from '../audit/chain';
import { auditKey, type AuditKeyEnv } from '../audit/key';
import type { Db } from '../db/client';
import { recordAlerts, type AlertReason } from '../db/queries/escalation';

/**
 * Writes the audit rows of alerts that went out (who, when, why) and seals them into the clinic's
 * chain: hub alarms run outside any request, so no request's sealing pass would pick them up soon.
 * The alert itself has already gone out; a failure here is logged and never stops the next one.
 */
export async function auditAlerts(
  env: AuditKeyEnv,
  db: Db,
  clinicId: number,
  result: { id: number; patientId: number },
  alerts: { userId: number; reason: AlertReason; escalation?: number }[],
): Promise<void> {
  try {
    const key = await auditKey(env);
    await recordAlerts(db, key, clinicId, result, alerts);
    await sealAuditChain(db, key, clinicId);
  } catch (err) {
    console.error(JSON.stringify({ level: 'error', where: 'auditAlerts', error: (err as Error)?.name ?? 'Error' }));
  }
}
