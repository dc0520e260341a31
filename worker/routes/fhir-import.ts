import { msg } from '../../core/i18n/msg';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { FhirImportError } from '../../core/fhir/import-bundle';
import { checkBundleText, FHIR_IMPORT_LIMITS, FhirImportTooLarge } from '../../core/fhir/import-limits';
import { auditKey } from '../audit/key';
import { requireSession } from '../auth/middleware';
import { apiToday } from '../db/queries/patients';
import { sessionDb } from '../db/request-db';
import type { AppEnv } from '../env';
import { ApiException } from '../errors';
import { importFhirBundle } from '../fhir/import-bundle';
import { alertImported } from '../fhir/import-alerts';
import { allow } from '../auth/permissions';

/** Largest bundle accepted (the caps and why: core/fhir/import-limits.ts). */
export const FHIR_IMPORT_MAX_BYTES = FHIR_IMPORT_LIMITS.bytes;

const importBodyLimit = bodyLimit({
  maxSize: FHIR_IMPORT_MAX_BYTES,
  onError: () => {
    throw new ApiException(413, `This bundle is too large (over ${FHIR_IMPORT_MAX_BYTES / 1024 / 1024} MB); MedAssist imports at most ${FHIR_IMPORT_MAX_BYTES / 1024 / 1024} MB per request. Split it by patient and import each part.`);
  },
});

/** The body as JSON, its shape checked against the caps before it is parsed. */
async function bundleOf(request: Request): Promise<unknown> {
  const text = await request.text();
  checkBundleText(text);
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiException(400, msg('The file is not valid JSON, so it cannot be a FHIR Bundle.'));
  }
}

/** Longest source name the import screen takes. */
const SOURCE_MAX_LENGTH = 200;

/** The system the bundle comes from, as the importer named it (`?source=`): needed only when the bundle's ids name no server of their own. */
function sourceOf(value: string | undefined): string | undefined {
  const source = value?.trim();
  if (!source) return undefined;
  if (source.length > SOURCE_MAX_LENGTH) throw new ApiException(400, msg('The source is too long (at most 200 characters).'), { source: [msg('The source is too long (at most 200 characters).')] });
  return source;
}

/** POST /api/fhir/import (`?source=` names the system the bundle comes from, when its ids do not): a FHIR R4 Bundle (transaction, batch, collection or searchset) into the clinic. */
export const fhirImportRoutes = new Hono<AppEnv>().post('/import', requireSession, allow('records:import'), importBodyLimit, async (c) => {
  const { clinicId, userId } = c.get('session');
  const db = sessionDb(c);
  try {
    const body = await bundleOf(c.req.raw);
    const origin = { source: sourceOf(c.req.query('source')), ownBase: `${new URL(c.req.url).origin}/fhir/R4` };
    const outcome = await importFhirBundle(db, { key: await auditKey(c.env), clinicId, userId }, body, apiToday(), origin);
    return c.json(await alertImported(c.env, db, clinicId, outcome), 200);
  } catch (err) {
    if (err instanceof FhirImportError) throw new ApiException(400, err.message, err.field ? { [err.field]: [err.message] } : undefined);
    // A bundle beyond a cap: refused before it is parsed, mapped or stored.
    if (err instanceof FhirImportTooLarge) throw new ApiException(err.status, err.message);
    throw err;
  }
});
