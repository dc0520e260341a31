import { msg } from '../../core/i18n/msg';
import { Hono } from 'hono';
import type { SmartRecordView } from '../../core/schemas/smart-launch';
import { auditKey } from '../audit/key';
import { signAudit } from '../audit/row-mac';
import { requireSession } from '../auth/middleware';
import { allow } from '../auth/permissions';
import { PREFETCH_KEYS } from '../cds/discovery';
import { FETCH_BUDGET_MS, fetchPatientData } from '../cds/service-fetch';
import { unseal } from '../crypto/seal';
import { auditInsert } from '../db/queries/audit';
import { findActiveLaunch } from '../db/queries/smart-launches';
import { clinicDb } from '../db/request-db';
import type { AppEnv } from '../env';
import { ApiException } from '../errors';
import { pathId } from '../http/params';
import { SMART_SEAL_PURPOSE } from '../smart-app/launch-state';
import { recordCalculators } from '../smart-app/record-calculators';
import { checkRecord } from '../smart-app/record-checks';
import { SMART_RECORD_SEARCHES } from '../smart-app/record-searches';

export const SMART_LAUNCH_EXPIRED = msg('The EHR’s access for this launch has ended: open MedAssist from the EHR again.');

/**
 * The EHR patient's record of a launch (DESIGN.md §9 "SMART app"), read live from the EHR with the
 * session's sealed token: the workspace's data. Nothing is stored; one audit row per read.
 */
export const smartLaunchRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/:id', allow('clinical:read'), async (c) => {
    const session = c.get('session');
    const id = pathId(c.req.param('id'), 'launch');
    const db = clinicDb(c, session.clinicId, { primary: true });
    const found = await findActiveLaunch(db, session.handle, id);
    if (!found || !found.fhirServer || found.revokedAt || !found.launch.patientId) throw new ApiException(404, msg('This launch is not open in this session: open MedAssist from the EHR again.'));
    const { launch } = found;
    const sealed = await unseal(session.id, SMART_SEAL_PURPOSE, launch.sealed);
    const accessToken = sealed ? (JSON.parse(sealed) as { accessToken?: string }).accessToken : undefined;
    if (!accessToken || launch.expiresAt.getTime() <= Date.now()) throw new ApiException(410, SMART_LAUNCH_EXPIRED);

    const fetchedAt = new Date();
    const resolved = await fetchPatientData(found.fhirServer, accessToken, launch.patientId!, PREFETCH_KEYS, fetch, FETCH_BUDGET_MS, SMART_RECORD_SEARCHES);
    const { data, missingReasons } = resolved;
    // The EHR ended the token before its stated expiry (revoked, signed out there).
    if (Object.values(missingReasons).some((reason) => reason?.includes('HTTP 401'))) throw new ApiException(410, SMART_LAUNCH_EXPIRED);
    await auditInsert(db, await signAudit(await auditKey(c.env), {
      clinicId: session.clinicId, userId: session.userId, action: 'smart_read', entity: 'cds_client', entityId: launch.cdsClientId,
      detail: { launch: launch.id, ehrPatientId: launch.patientId, read: PREFETCH_KEYS.filter((k) => data[k]).join(' ') },
    }));
    const asOf = fetchedAt.toISOString().slice(0, 10);
    const view: SmartRecordView = {
      launch: launch.id, ehr: found.ehrName, ehrPatientId: launch.patientId!, fhirUser: launch.fhirUser, fetchedAt: fetchedAt.toISOString(),
      expiresAt: launch.expiresAt.toISOString(), data, notFetched: missingReasons,
      checks: checkRecord(launch.patientId!, resolved, new URL(c.req.url).origin, asOf),
      calculators: recordCalculators(resolved, asOf),
    };
    return c.json(view, 200);
  });
