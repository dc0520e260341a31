import { msg } from '../../core/i18n/msg';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { FhirImportError } from '../../core/fhir/import-bundle';
import { auditKey } from '../audit/key';
import { requireSession } from '../auth/middleware';
import { getLabResult } from '../db/queries/lab-results';
import { apiToday } from '../db/queries/patients';
import { sessionDb } from '../db/request-db';
import type { AppEnv } from '../env';
import { ApiException } from '../errors';
import { importFhirBundle } from '../fhir/import-bundle';
import { announceLabResult } from '../notifications/alerts';
import { allow } from '../auth/permissions';

/**
 * Largest bundle accepted. A Synthea patient with decades of history is 0.6–1.2 MB; 10 MB leaves
 * room for a few such patients in one bundle while the parsed JSON stays far below a Worker's
 * 128 MB of memory (bench/README.md, "FHIR import").
 */
export const FHIR_IMPORT_MAX_BYTES = 10 * 1024 * 1024;

const importBodyLimit = bodyLimit({
  maxSize: FHIR_IMPORT_MAX_BYTES,
  onError: () => {
    throw new ApiException(413, `The bundle is too large (over ${FHIR_IMPORT_MAX_BYTES / 1024 / 1024} MB); split it into several files.`);
  },
});

async function bundleOf(request: Request): Promise<unknown> {
  const text = await request.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiException(400, msg('The file is not valid JSON, so it cannot be a FHIR Bundle.'));
  }
}

/** POST /api/fhir/import: a FHIR R4 Bundle (transaction, batch, collection or searchset) into the clinic. */
export const fhirImportRoutes = new Hono<AppEnv>().post('/import', requireSession, allow('records:import'), importBodyLimit, async (c) => {
  const { clinicId, userId } = c.get('session');
  const db = sessionDb(c);
  const body = await bundleOf(c.req.raw);
  try {
    const outcome = await importFhirBundle(db, { key: await auditKey(c.env), clinicId, userId }, body, apiToday());
    // A lab's report with critical values alerts exactly like a result entered on /labs.
    for (const id of outcome.criticalResults) {
      const result = await getLabResult(db, clinicId, id);
      if (result) await announceLabResult(c.env, db, clinicId, result);
    }
    const { criticalResults: _alerted, ...answer } = outcome;
    return c.json(answer, 200);
  } catch (err) {
    if (err instanceof FhirImportError) throw new ApiException(400, err.message);
    throw err;
  }
});
