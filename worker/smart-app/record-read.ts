import type { Context } from 'hono';
import { msg } from '../../core/i18n/msg';
import { auditKey } from '../audit/key';
import { signAudit } from '../audit/row-mac';
import { PREFETCH_KEYS } from '../cds/discovery';
import { FETCH_BUDGET_MS, fetchPatientData } from '../cds/service-fetch';
import { unseal } from '../crypto/seal';
import { auditInsert } from '../db/queries/audit';
import { findActiveLaunch } from '../db/queries/smart-launches';
import { clinicDb } from '../db/request-db';
import type { AppEnv } from '../env';
import { ApiException } from '../errors';
import { SMART_SEAL_PURPOSE } from './launch-state';
import { SMART_RECORD_SEARCHES } from './record-searches';

// The one live read of a launch's EHR record (DESIGN.md §9 "SMART app"), shared by the workspace,
// "Import into clinic" and the AI assistant: the session's own launch in its active clinic, its
// sealed token, the record searches. Nothing is stored.

export const SMART_LAUNCH_NOT_OPEN = msg('This launch is not open in this session: open MedAssist from the EHR again.');
export const SMART_LAUNCH_EXPIRED = msg('The EHR’s access for this launch has ended: open MedAssist from the EHR again.');

/** The session's open launch `id` and a live read of its EHR record; 404 when it is not this session's (or not in its active clinic), 410 once the EHR's access ended. */
export async function readLaunchRecord(c: Context<AppEnv>, id: number) {
  const session = c.get('session');
  const db = clinicDb(c, session.clinicId, { primary: true });
  const found = await findActiveLaunch(db, session.handle, id);
  // A session keeps its handle across a clinic switch: a launch opened in the other clinic stays there.
  if (!found || found.launch.clinicId !== session.clinicId || !found.fhirServer || found.revokedAt || !found.launch.patientId) throw new ApiException(404, SMART_LAUNCH_NOT_OPEN);
  const { launch } = found;
  const sealed = await unseal(session.id, SMART_SEAL_PURPOSE, launch.sealed);
  const accessToken = sealed ? (JSON.parse(sealed) as { accessToken?: string }).accessToken : undefined;
  if (!accessToken || launch.expiresAt.getTime() <= Date.now()) throw new ApiException(410, SMART_LAUNCH_EXPIRED);

  const fetchedAt = new Date();
  const resolved = await fetchPatientData(found.fhirServer, accessToken, launch.patientId!, PREFETCH_KEYS, fetch, FETCH_BUDGET_MS, SMART_RECORD_SEARCHES);
  // The EHR ended the token before its stated expiry (revoked, signed out there).
  if (Object.values(resolved.missingReasons).some((reason) => reason?.includes('HTTP 401'))) throw new ApiException(410, SMART_LAUNCH_EXPIRED);
  return { session, db, launch, ehrName: found.ehrName, fhirServer: found.fhirServer, patientId: launch.patientId!, fetchedAt, resolved };
}

export type LaunchRecord = Awaited<ReturnType<typeof readLaunchRecord>>;

/** The audit row of one read of the EHR's record (`smart_read`): who, which EHR connection and launch, which parts came back. */
export async function auditRecordRead(c: Context<AppEnv>, { session, db, launch, patientId, resolved }: LaunchRecord): Promise<void> {
  await auditInsert(db, await signAudit(await auditKey(c.env), {
    clinicId: session.clinicId, userId: session.userId, action: 'smart_read', entity: 'cds_client', entityId: launch.cdsClientId,
    detail: { launch: launch.id, ehrPatientId: patientId, read: PREFETCH_KEYS.filter((k) => resolved.data[k]).join(' ') },
  }));
}
