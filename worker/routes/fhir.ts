import { msg } from '../../core/i18n/msg';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { capabilityStatement } from '../../core/fhir/capability-statement';
import { searchsetBundle, searchsetWriter } from '../../core/fhir/export-bundle';
import { clinicMrnSystem, observationToFhir } from '../../core/fhir/export-resources';
import { practitionerToFhir } from '../../core/fhir/practitioner';
import type { SmartResourceType } from '../../core/oauth/scopes';
import { parseCount, parseDateSearch, parseOffset, parsePatientReference, parseToken, parseTokens, searchQuery, type TokenSearch } from '../../core/fhir/search-params';
import { chartItemCounts, patientOfClinic, searchObservations, searchPatients, type PatientSearch } from '../db/queries/fhir-read';
import { practitionerOfClinic } from '../db/queries/practitioners';
import { toObservation } from '../db/queries/observations';
import type { AppEnv } from '../env';
import { ApiException } from '../errors';
import { chartResources, patientResources } from '../fhir/record';
import { auditFhirRead, readerDb, requireFhirReader, sealAfterFhirRead } from '../fhir/reader';
import { fhirError, fhirJson, FHIR_JSON } from '../fhir/respond';
import { mayInclude, patientSearchLimit, requirePractitionerScope, requireScope } from '../fhir/scope-guard';
import { pulledStream } from '../fhir/stream';
import { apiSecurityHeaders, fetchMetadataGuard } from '../middleware/security';
import { allow } from '../auth/permissions';
import { bearerIsAccessToken } from '../oauth/access-token';
import { bulkExportRoutes, patientExportKickOff } from './bulk-export';

/** When the CapabilityStatement last changed (its `date`). */
const CAPABILITY_DATE = '2026-12-03';
const SOFTWARE_VERSION = '0.1.0';

/** Patient search pages: 50 by default, 100 at most (each is a whole Patient resource). */
const PATIENT_PAGE = { fallback: 50, max: 100 };
/** Observation search pages: 100 by default, 1 000 at most. */
const OBSERVATION_PAGE = { fallback: 100, max: 1000 };
/** Deepest page a search reaches by offset; past it, narrow the search. */
const MAX_OFFSET = 10_000;

/** The resource type of each kind of chart item $everything counts (worker/db/queries/fhir-read.ts chartItemCounts). */
const EVERYTHING_TYPE_OF = {
  problems: 'Condition', allergies: 'AllergyIntolerance', medications: 'MedicationRequest', observations: 'Observation',
  labResults: 'DiagnosticReport', immunizations: 'Immunization', encounters: 'Encounter',
} as const satisfies Record<string, SmartResourceType>;

const NOT_FOUND = (id: string) => `Patient/${id} is not known here.`;

function baseUrl(c: Context<AppEnv>): string {
  return `${new URL(c.req.url).origin}/fhir/R4`;
}

/** The URL of the page after this one (same query, later `_offset`). */
function nextPageUrl(c: Context<AppEnv>, offset: number): string {
  const url = new URL(c.req.url);
  url.searchParams.set('_offset', String(offset));
  return url.toString();
}

/** The path's numeric id, or NaN when it is not one (no record has it). */
function pathNumber(raw: string): number {
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(id) ? id : NaN;
}

/** The patient of the path in the reader's clinic: 404 when unknown (or another clinic's), 410 when deleted. */
async function pathPatient(c: Context<AppEnv>) {
  const raw = c.req.param('id') ?? '';
  const id = pathNumber(raw);
  const db = readerDb(c);
  const row = Number.isNaN(id) ? undefined : await patientOfClinic(db, c.get('fhirReader').clinicId, id);
  if (!row) throw new ApiException(404, NOT_FOUND(raw));
  if (row.deletedAt) throw new ApiException(410, `Patient/${raw} was deleted.`);
  return { db, row };
}

/** An audited read refused because D1 says the reader's account is disabled or removed. */
function refusedReader(): never {
  throw new ApiException(401, msg('Not authenticated.'));
}

/** Responses to a request carrying a SMART access token may be read by any origin (the token, not a cookie, authorises it). */
const smartAppCors: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (bearerIsAccessToken(c)) c.header('Access-Control-Allow-Origin', '*');
};

/**
 * The FHIR R4 read API (DESIGN.md §8, §9): the CapabilityStatement, Patient read and search,
 * Patient/$everything, Observation search and Practitioner read. JSON only (application/fhir+json), errors as
 * OperationOutcome, every read of patient data audited, everything limited to the reader's clinic.
 */
export const fhirRoutes = new Hono<AppEnv>()
  .use(apiSecurityHeaders)
  .use(smartAppCors)
  // A SMART app's page on its own origin reads with its access token (never a cookie): CORS answers
  // it; every other request keeps the fetch-metadata guard (a cookie must not be driven from elsewhere).
  .options('*', (c) => c.body(null, 204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET', 'Access-Control-Allow-Headers': 'Authorization, Accept', 'Access-Control-Max-Age': '600' }))
  .use((c, next) => (bearerIsAccessToken(c) ? next() : fetchMetadataGuard(c, next)))
  .use(sealAfterFhirRead)
  .route('/', bulkExportRoutes)
  // Public, as FHIR servers publish it: what is supported, no data.
  .get('/metadata', (c) => fhirJson(c, capabilityStatement({ baseUrl: baseUrl(c), date: CAPABILITY_DATE, softwareVersion: SOFTWARE_VERSION })))

  .get('/Patient', requireFhirReader, allow('clinical:read'), async (c) => {
    const q = searchQuery(new URL(c.req.url).searchParams, ['name', 'birthdate', 'identifier', '_count', '_offset']);
    const limit = parseCount(q.get('_count'), PATIENT_PAGE.fallback, PATIENT_PAGE.max);
    const offset = parseOffset(q.get('_offset'), MAX_OFFSET);
    const onlyId = patientSearchLimit(c);
    const search: PatientSearch = {
      ...(onlyId !== null ? { id: onlyId } : {}),
      ...(q.has('name') ? { name: q.get('name')! } : {}),
      ...(q.has('birthdate') ? { birthDate: parseDateSearch(q.get('birthdate')!, 'birthdate') } : {}),
      ...(q.has('identifier') ? { identifier: parseToken(q.get('identifier')!, 'identifier') } : {}),
    };
    const { clinicId } = c.get('fhirReader');
    const db = readerDb(c);
    const [rows, allowed] = await Promise.all([
      searchPatients(db, clinicId, search, clinicMrnSystem(clinicId), { limit: limit + 1, offset }),
      auditFhirRead(c, db, { action: 'list', entity: 'patient', detail: Object.fromEntries(q) }),
    ]);
    if (!allowed) refusedReader();
    const more = rows.length > limit;
    const matches = await patientResources(db, rows.slice(0, limit));
    return fhirJson(
      c,
      searchsetBundle({
        baseUrl: baseUrl(c),
        selfUrl: c.req.url,
        timestamp: new Date().toISOString(),
        matches,
        // The whole count is known only on the last page; FHIR makes total optional.
        ...(more ? { nextUrl: nextPageUrl(c, offset + limit), total: undefined } : { total: offset + matches.length }),
      }),
    );
  })

  // Patient/$export is Bulk Data's, not a patient id.
  .get('/Patient/:id', (c, next) => (c.req.param('id') === '$export' ? patientExportKickOff(c, next) : next()), requireFhirReader, allow('clinical:read'), async (c) => {
    searchQuery(new URL(c.req.url).searchParams, []);
    const { db, row } = await pathPatient(c);
    requireScope(c, 'Patient', 'read', row.id);
    if (!(await auditFhirRead(c, db, { action: 'view', entity: 'patient', entityId: row.id, patientId: row.id }))) refusedReader();
    const [patient] = await patientResources(db, [row]);
    return fhirJson(c, patient!);
  })

  .get('/Patient/:id/$everything', requireFhirReader, allow('clinical:read'), async (c) => {
    searchQuery(new URL(c.req.url).searchParams, []);
    const { db, row } = await pathPatient(c);
    requireScope(c, 'Patient', 'read', row.id);
    const { clinicId } = c.get('fhirReader');
    // A SMART token's $everything carries only the types its scopes read.
    const included = (type: SmartResourceType) => mayInclude(c, type, row.id);
    const [allowed, counts, [patient]] = await Promise.all([
      auditFhirRead(c, db, { action: 'view', entity: 'patient', entityId: row.id, patientId: row.id, detail: { operation: 'everything' } }),
      chartItemCounts(db, clinicId, row.id),
      patientResources(db, [row]),
    ]);
    if (!allowed) refusedReader();
    const total = Object.entries(counts).reduce((sum, [kind, n]) => sum + (included(EVERYTHING_TYPE_OF[kind as keyof typeof counts]) ? n : 0), 0);
    const writer = searchsetWriter({ baseUrl: baseUrl(c), selfUrl: c.req.url, timestamp: new Date().toISOString(), total: 1 + total });
    // Streamed: a patient with years of observations is never held in memory as one Bundle.
    async function* pieces(): AsyncGenerator<string> {
      yield writer.head + writer.entry(patient!, 'match');
      for await (const resource of chartResources(db, { clinicId, patientId: row.id })) {
        if (included(resource.resourceType as SmartResourceType)) yield writer.entry(resource, 'match');
      }
      yield writer.end();
    }
    return c.body(pulledStream(pieces()), 200, { 'Content-Type': FHIR_JSON });
  })

  // A member of the reader's clinic (DESIGN.md §9: the id_token's fhirUser); another clinic's user is not known here.
  .get('/Practitioner/:id', requireFhirReader, allow('clinical:read'), async (c) => {
    searchQuery(new URL(c.req.url).searchParams, []);
    const raw = c.req.param('id');
    const id = pathNumber(raw);
    // The scope first: a token that may not read Practitioners learns nothing of who exists.
    requirePractitionerScope(c, id);
    const db = readerDb(c);
    const user = Number.isNaN(id) ? undefined : await practitionerOfClinic(db, c.get('fhirReader').clinicId, id);
    if (!user) throw new ApiException(404, `Practitioner/${raw} is not known here.`);
    if (!(await auditFhirRead(c, db, { action: 'view', entity: 'user', entityId: user.id }))) refusedReader();
    return fhirJson(c, practitionerToFhir(user));
  })

  .get('/Observation', requireFhirReader, allow('clinical:read'), async (c) => {
    const q = searchQuery(new URL(c.req.url).searchParams, ['patient', 'subject', 'code', '_count', '_offset']);
    const reference = q.get('patient') ?? q.get('subject');
    if (reference === undefined) throw new ApiException(400, msg('Observation search needs patient (Patient/<id>): observations are searched one patient at a time.'));
    if (q.has('patient') && q.has('subject')) throw new ApiException(400, msg('Give patient or subject, not both.'));
    const patientId = parsePatientReference(reference, q.has('patient') ? 'patient' : 'subject');
    requireScope(c, 'Observation', 'search', patientId);
    const codes: TokenSearch[] | undefined = q.has('code') ? parseTokens(q.get('code')!, 'code') : undefined;
    const limit = parseCount(q.get('_count'), OBSERVATION_PAGE.fallback, OBSERVATION_PAGE.max);
    const offset = parseOffset(q.get('_offset'), MAX_OFFSET);
    const { clinicId } = c.get('fhirReader');
    const db = readerDb(c);
    const patient = await patientOfClinic(db, clinicId, patientId);
    // FHIR answers a search naming an unknown patient with an empty searchset; so does another clinic's patient, exactly.
    const live = patient && !patient.deletedAt;
    const [rows, allowed] = await Promise.all([
      live ? searchObservations(db, clinicId, patientId, codes, { limit: limit + 1, offset }) : Promise.resolve([]),
      auditFhirRead(c, db, { action: 'list', entity: 'observation', patientId: live ? patientId : null, detail: Object.fromEntries(q) }),
    ]);
    if (!allowed) refusedReader();
    const more = rows.length > limit;
    const matches = rows.slice(0, limit).map((r) => observationToFhir(toObservation(r, new Map())));
    return fhirJson(
      c,
      searchsetBundle({
        baseUrl: baseUrl(c),
        selfUrl: c.req.url,
        timestamp: new Date().toISOString(),
        matches,
        ...(more ? { nextUrl: nextPageUrl(c, offset + limit), total: undefined } : { total: offset + matches.length }),
      }),
    );
  })
  .onError(fhirError);
