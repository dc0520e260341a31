import { msg } from '../../core/i18n/msg';
import { Hono, type Context } from 'hono';
import { ConsentDecisionSchema, AuthorizeParamsSchema, SmartLaunchRequestSchema, type ConsentAnswer, type ConsentView } from '../../core/schemas/oauth';
import { auditKey } from '../audit/key';
import { signAudit } from '../audit/row-mac';
import { requireSession } from '../auth/middleware';
import { allow } from '../auth/permissions';
import { patientOfClinic } from '../db/queries/fhir-read';
import { findLaunch, issueAudited, newGrantId, spendToken } from '../db/queries/oauth-tokens';
import { findSmartApp, launchableSmartApps } from '../db/queries/smart-apps';
import { findInAnyRegion, sessionDb } from '../db/request-db';
import type { AppEnv } from '../env';
import { ApiException } from '../errors';
import { pathId } from '../http/params';
import { checkAuthorize, redirectWith, type AuthorizeParams, type CheckedAuthorize } from '../oauth/authorize-request';
import { fhirBaseUrl } from '../oauth/configuration';
import { wantsIdToken } from '../oauth/id-token';
import { idTokenKey } from '../oauth/id-token-key';
import { CODE_TTL_MS, LAUNCH_TTL_MS } from '../oauth/lifetimes';
import { validate } from '../validation';

// The signed-in user's side of MedAssist's SMART authorization server (DESIGN.md §9 "SMART
// server"): the consent page reads what an app asks for and posts the answer here (JSON, same
// origin, as every /api mutation); the chart's "Launch app" makes the opaque `launch` an EHR launch
// passes. The user's role must read clinical data: an app never reads more than its user could.

export const PATIENT_NEEDED = msg('Choose the patient the app may read.');
const PATIENT_NOT_FOUND = msg('Patient not found.');
const APP_NOT_LAUNCHABLE = msg('This app cannot be launched from the chart (it has no launch URL, or it is disabled).');

type Ask = Extract<ConsentView, { kind: 'ask' }>;

/** The request checked again, for this user: a refusal as the consent page shows it, or the request. */
async function checkedForUser(c: Context<AppEnv>, params: AuthorizeParams): Promise<Exclude<ConsentView, Ask> | CheckedAuthorize> {
  const checked = await checkAuthorize(params, fhirBaseUrl(c), (find) => findInAnyRegion(c, find));
  if (!checked.ok) {
    const r = checked.refusal;
    if (r.kind === 'page') return { kind: 'problem', problem: r.problem };
    return { kind: 'redirect', redirectTo: redirectWith(r.redirectUri, { error: r.error, error_description: r.description, state: r.state }) };
  }
  if (checked.request.app.clinicId !== c.get('session').clinicId) return { kind: 'problem', problem: 'other-clinic' };
  return checked.request;
}

export const oauthConsentRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/consent', allow('clinical:read'), validate('query', AuthorizeParamsSchema), async (c) => {
    const request = await checkedForUser(c, c.req.valid('query'));
    if ('kind' in request) return c.json<ConsentView>(request, 200);
    const { app, redirectUri, scopes, launch } = request;
    let launchPatient: Ask['launchPatient'] = null;
    if (launch !== null) {
      const row = await launchRow(request, c.get('session').userId, false);
      const patient = row?.patientId ? await patientOfClinic(request.db, app.clinicId, row.patientId) : undefined;
      if (!patient || patient.deletedAt) return c.json<ConsentView>({ kind: 'redirect', redirectTo: redirectWith(redirectUri, { error: 'invalid_request', error_description: 'The launch is unknown or expired.', state: request.state }) }, 200);
      launchPatient = { id: patient.id, name: patient.fullName };
    }
    return c.json<ConsentView>({
      kind: 'ask',
      app: { name: app.name, clientType: app.jwks || app.jwksUrl ? 'confidential' : 'public', redirectOrigin: new URL(redirectUri).origin },
      scopes,
      needsPatient: launch === null && scopes.includes('launch/patient'),
      launchPatient,
    }, 200);
  })

  .post('/consent', allow('clinical:read'), validate('json', ConsentDecisionSchema), async (c) => {
    const { request: params, approve, patientId: picked } = c.req.valid('json');
    const request = await checkedForUser(c, params);
    if ('kind' in request) {
      if (request.kind === 'redirect') return c.json<ConsentAnswer>({ redirectTo: request.redirectTo }, 200);
      throw new ApiException(400, msg('This authorization request cannot be answered: start again from the app.'));
    }
    const { clinicId, userId } = c.get('session');
    const { app, db, redirectUri, state, scopes, codeChallenge } = request;
    if (!approve) return c.json<ConsentAnswer>({ redirectTo: redirectWith(redirectUri, { error: 'access_denied', error_description: 'The user declined.', state }) }, 200);
    // A Worker that cannot sign an id_token says so now, before a code is issued for one.
    if (wantsIdToken(scopes.join(' '))) await idTokenKey(c.env);
    let patientId: number | null = null;
    if (request.launch !== null) {
      const row = await launchRow(request, userId, true);
      if (!row) return c.json<ConsentAnswer>({ redirectTo: redirectWith(redirectUri, { error: 'invalid_request', error_description: 'The launch is unknown, expired or already used.', state }) }, 200);
      patientId = row.patientId;
    } else if (scopes.includes('launch/patient')) {
      if (picked === undefined) throw new ApiException(400, PATIENT_NEEDED, { patientId: [PATIENT_NEEDED] });
      const patient = await patientOfClinic(db, clinicId, picked);
      if (!patient || patient.deletedAt) throw new ApiException(404, PATIENT_NOT_FOUND);
      patientId = patient.id;
    }
    const audit = await signAudit(await auditKey(c.env), { clinicId, userId, patientId, action: 'app_authorize', entity: 'smart_app', entityId: app.id, detail: { app: app.name, scope: scopes.join(' ') } });
    const grant = { clinicId, appId: app.id, grantId: newGrantId(), userId, patientId, scope: scopes.join(' '), nonce: request.nonce };
    const code = await issueAudited(db, 'code', grant, new Date(Date.now() + CODE_TTL_MS), { codeChallenge, redirectUri }, audit);
    return c.json<ConsentAnswer>({ redirectTo: redirectWith(redirectUri, { code, state }) }, 200);
  })

  // The apps the chart offers under "Launch app": enabled, with a launch URL.
  .get('/apps', allow('clinical:read'), async (c) => c.json(await launchableSmartApps(sessionDb(c), c.get('session').clinicId), 200))

  .post('/apps/:id/launch', allow('clinical:read'), validate('json', SmartLaunchRequestSchema), async (c) => {
    const { clinicId, userId } = c.get('session');
    const id = pathId(c.req.param('id'), 'App');
    const db = sessionDb(c);
    const app = await findSmartApp(db, clinicId, id);
    if (!app || app.disabled || !app.launchUrl) throw new ApiException(404, APP_NOT_LAUNCHABLE);
    const patient = await patientOfClinic(db, clinicId, c.req.valid('json').patientId);
    if (!patient || patient.deletedAt) throw new ApiException(404, PATIENT_NOT_FOUND);
    const audit = await signAudit(await auditKey(c.env), { clinicId, userId, patientId: patient.id, action: 'app_launch', entity: 'smart_app', entityId: app.id, detail: { app: app.name } });
    const grant = { clinicId, appId: app.id, grantId: newGrantId(), userId, patientId: patient.id, scope: '', nonce: null };
    const launch = await issueAudited(db, 'launch', grant, new Date(Date.now() + LAUNCH_TTL_MS), {}, audit);
    return c.json({ url: redirectWith(app.launchUrl, { iss: fhirBaseUrl(c), launch }) }, 201);
  });

/** The live launch a request names, made for this user by the chart; `spend` takes it up (once). */
async function launchRow(request: CheckedAuthorize, userId: number, spend: boolean) {
  if (request.launch === null) return null;
  const row = spend ? await spendToken(request.db, 'launch', request.app.id, request.launch) : await findLaunch(request.db, request.app.id, request.launch);
  return row && row.userId === userId ? row : null;
}
