import { msg } from '../../core/i18n/msg';
import { Hono, type Context } from 'hono';
import { FhirImportError } from '../../core/fhir/import-bundle';
import type { SmartImportAnswer, SmartRecordView } from '../../core/schemas/smart-launch';
import { auditKey } from '../audit/key';
import { signAudit } from '../audit/row-mac';
import { requireSmartSession } from '../smart-app/frame-session';
import { allow } from '../auth/permissions';
import { PREFETCH_KEYS } from '../cds/discovery';
import { FETCH_BUDGET_MS, fetchPatientData } from '../cds/service-fetch';
import { unseal } from '../crypto/seal';
import { auditInsert } from '../db/queries/audit';
import { apiToday } from '../db/queries/patients';
import { findActiveLaunch } from '../db/queries/smart-launches';
import { clinicDb } from '../db/request-db';
import type { AppEnv } from '../env';
import { ApiException } from '../errors';
import { alertImported } from '../fhir/import-alerts';
import { importFhirBundle } from '../fhir/import-bundle';
import { pathId } from '../http/params';
import { SMART_SEAL_PURPOSE } from '../smart-app/launch-state';
import { recordBundle } from '../smart-app/record-bundle';
import { recordCalculators } from '../smart-app/record-calculators';
import { checkRecord } from '../smart-app/record-checks';
import { SMART_RECORD_SEARCHES } from '../smart-app/record-searches';

export const SMART_LAUNCH_EXPIRED = msg('The EHR’s access for this launch has ended: open MedAssist from the EHR again.');

/** The session's open launch `id` and a live read of its EHR record; 404 when it is not this session's, 410 once the EHR's access ended. */
async function readLaunchRecord(c: Context<AppEnv>, idParam: string) {
  const session = c.get('session');
  const id = pathId(idParam, 'launch');
  const db = clinicDb(c, session.clinicId, { primary: true });
  const found = await findActiveLaunch(db, session.handle, id);
  if (!found || !found.fhirServer || found.revokedAt || !found.launch.patientId) throw new ApiException(404, msg('This launch is not open in this session: open MedAssist from the EHR again.'));
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

/**
 * The EHR patient's record of a launch (DESIGN.md §9 "SMART app"), read live from the EHR with the
 * session's sealed token: the workspace's data. Nothing is stored until the user imports it; one
 * audit row per read and per import.
 */
export const smartLaunchRoutes = new Hono<AppEnv>()
  .use(requireSmartSession)
  .get('/:id', allow('clinical:read'), async (c) => {
    const { session, db, launch, ehrName, patientId, fetchedAt, resolved } = await readLaunchRecord(c, c.req.param('id'));
    const { data, missingReasons } = resolved;
    await auditInsert(db, await signAudit(await auditKey(c.env), {
      clinicId: session.clinicId, userId: session.userId, action: 'smart_read', entity: 'cds_client', entityId: launch.cdsClientId,
      detail: { launch: launch.id, ehrPatientId: patientId, read: PREFETCH_KEYS.filter((k) => data[k]).join(' ') },
    }));
    const asOf = fetchedAt.toISOString().slice(0, 10);
    const view: SmartRecordView = {
      launch: launch.id, ehr: ehrName, ehrPatientId: patientId, fhirUser: launch.fhirUser, fetchedAt: fetchedAt.toISOString(),
      expiresAt: launch.expiresAt.toISOString(), data, notFetched: missingReasons,
      checks: checkRecord(patientId, resolved, new URL(c.req.url).origin, asOf),
      calculators: recordCalculators(resolved, asOf),
    };
    return c.json(view, 200);
  })
  // "Import into clinic": the record is read again from the EHR on the server (the browser never
  // holds the token nor sends the data) and goes through the FHIR import and its matching rules.
  .post('/:id/import', allow('records:import'), async (c) => {
    const { session, db, launch, fhirServer, patientId, resolved } = await readLaunchRecord(c, c.req.param('id'));
    if (!resolved.data.patient) throw new ApiException(502, msg('The EHR did not send the patient just now, so nothing was imported. Try again, or open MedAssist from the EHR again.'));
    const key = await auditKey(c.env);
    const origin = { source: fhirServer, ownBase: `${new URL(c.req.url).origin}/fhir/R4` };
    let outcome;
    try {
      outcome = await importFhirBundle(db, { key, clinicId: session.clinicId, userId: session.userId }, recordBundle(fhirServer, resolved.data), apiToday(), origin);
    } catch (err) {
      if (err instanceof FhirImportError) throw new ApiException(400, err.message);
      throw err;
    }
    const answer: SmartImportAnswer = { ...(await alertImported(c.env, db, session.clinicId, outcome)), notRead: resolved.missingReasons };
    await auditInsert(db, await signAudit(key, {
      clinicId: session.clinicId, userId: session.userId, patientId: answer.patients[0]?.id ?? null, action: 'smart_import', entity: 'cds_client', entityId: launch.cdsClientId,
      detail: { launch: launch.id, ehrPatientId: patientId, patients: answer.patients.map((p) => p.id).join(' '), errors: answer.errors.length },
    }));
    return c.json(answer, 200);
  });
