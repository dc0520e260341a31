import type { Db } from '../db/client';
import { getLabResult } from '../db/queries/lab-results';
import { announceLabResult } from '../notifications/alerts';
import { deliverCriticalAlerts } from '../notifications/critical-outbox';
import type { ImportAnswer, ImportOutcome } from './import-bundle';

/**
 * After an import (a file, or a SMART launch's EHR record): a lab's report with critical values
 * alerts exactly like a result entered on /labs; a re-import (which creates nothing) still delivers
 * any alert of an earlier import that is pending. Answers what the importer is shown.
 */
export async function alertImported(env: Env, db: Db, clinicId: number, outcome: ImportOutcome): Promise<ImportAnswer> {
  await deliverCriticalAlerts(env, clinicId);
  for (const id of outcome.criticalResults) {
    const result = await getLabResult(db, clinicId, id);
    if (result) await announceLabResult(env, db, clinicId, result);
  }
  const { criticalResults: _alerted, ...answer } = outcome;
  return answer;
}
