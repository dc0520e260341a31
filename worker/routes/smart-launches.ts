import { msg } from '../../core/i18n/msg';
import { Hono } from 'hono';
import { FhirImportError } from '../../core/fhir/import-bundle';
import type { SmartImportAnswer, SmartRecordView } from '../../core/schemas/smart-launch';
import { auditKey } from '../audit/key';
import { signAudit } from '../audit/row-mac';
import { requireSmartSession } from '../smart-app/frame-session';
import { allow } from '../auth/permissions';
import { auditInsert } from '../db/queries/audit';
import { apiToday } from '../db/queries/patients';
import type { AppEnv } from '../env';
import { ApiException } from '../errors';
import { alertImported } from '../fhir/import-alerts';
import { importFhirBundle } from '../fhir/import-bundle';
import { pathId } from '../http/params';
import { auditRecordRead, readLaunchRecord } from '../smart-app/record-read';
import { recordBundle } from '../smart-app/record-bundle';
import { recordCalculators } from '../cds/record-calculators';
import { checkRecord } from '../smart-app/record-checks';

export { SMART_LAUNCH_EXPIRED } from '../smart-app/record-read';

/**
 * The EHR patient's record of a launch (DESIGN.md §9 "SMART app"), read live from the EHR with the
 * session's sealed token: the workspace's data. Nothing is stored until the user imports it; one
 * audit row per read and per import.
 */
export const smartLaunchRoutes = new Hono<AppEnv>()
  .use(requireSmartSession)
  .get('/:id', allow('clinical:read'), async (c) => {
    const read = await readLaunchRecord(c, pathId(c.req.param('id'), 'launch'));
    const { launch, ehrName, patientId, fetchedAt, resolved } = read;
    const { data, missingReasons } = resolved;
    await auditRecordRead(c, read);
    const asOf = fetchedAt.toISOString().slice(0, 10);
    const view: SmartRecordView = {
      launch: launch.id, ehr: ehrName, ehrPatientId: patientId, fhirUser: launch.fhirUser, fetchedAt: fetchedAt.toISOString(),
      expiresAt: launch.expiresAt.toISOString(), data, notFetched: missingReasons,
      checks: checkRecord(patientId, resolved, { origin: new URL(c.req.url).origin, ehr: ehrName }, asOf),
      calculators: recordCalculators(resolved.data, asOf),
    };
    return c.json(view, 200);
  })
  // "Import into clinic": the record is read again from the EHR on the server (the browser never
  // holds the token nor sends the data) and goes through the FHIR import and its matching rules.
  .post('/:id/import', allow('records:import'), async (c) => {
    const { session, db, launch, fhirServer, patientId, resolved } = await readLaunchRecord(c, pathId(c.req.param('id'), 'launch'));
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
