import { sealAuditChain } from '../audit/chain';
import { auditKey } from '../audit/key';
import { signAudit } from '../audit/row-mac';
import { getDb } from '../db/client';
import { auditRead } from '../db/queries/audit';
import { regionDatabase, regionOfId } from '../db/regions';

/**
 * Records a `/ws` replay of kept notifications as a list read of the clinic's notifications, like
 * `GET /api/notifications`: the client names the cursor (0 replays the newest ones), so without
 * this row the socket would be an unaudited way to read the bell's list (issue 32). The row is
 * written only while D1 lists the reader as active (`auditRead`); false then, and when the write
 * fails, and nothing is replayed. Sealed here: a socket message is no request, so no request's
 * sealing pass picks the row up soon.
 */
export async function auditReplay(
  env: Env,
  clinicId: number,
  userId: number,
  after: number,
  waitUntil: (work: Promise<unknown>) => void,
): Promise<boolean> {
  const db = getDb(regionDatabase(env, regionOfId(clinicId)));
  try {
    const key = await auditKey(env);
    const recorded = await auditRead(db, await signAudit(key, { clinicId, userId, action: 'list', entity: 'notification', detail: { replayedAfter: after } }));
    if (recorded) waitUntil(sealAuditChain(db, key, clinicId).catch(logFailure));
    return recorded;
  } catch (err) {
    logFailure(err);
    return false;
  }
}

function logFailure(err: unknown): void {
  console.error(JSON.stringify({ level: 'error', where: 'auditReplay', error: (err as Error)?.name ?? 'Error' }));
}
