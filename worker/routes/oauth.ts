import { Hono, type Context } from 'hono';
import { can } from '../../core/permissions';
import { loadSession, sessionIdFrom } from '../auth/sessions';
import { revokeToken } from '../db/queries/oauth-tokens';
import { findInAnyRegion } from '../db/request-db';
import type { AppEnv } from '../env';
import { apiSecurityHeaders } from '../middleware/security';
import { AUTHORIZE_PARAMS, checkAuthorize, redirectWith, type AuthorizeParams } from '../oauth/authorize-request';
import { authenticateClient, ClientRefused } from '../oauth/client-auth';
import { fhirBaseUrl } from '../oauth/configuration';
import { signIdToken } from '../oauth/id-token';
import { clientCredentials, exchangeCode, oauthForm, refresh, type IdTokenSigner, type TokenAnswer, type TokenError } from '../oauth/token-endpoint';

// MedAssist's SMART authorization server (DESIGN.md §9 "SMART server", decision 0025).
// GET /oauth/authorize checks the request and hands the signed-in user to the consent page
// (/authorize-app, which answers through /api/oauth/consent); POST /oauth/token and /oauth/revoke
// take form bodies as OAuth does and are authorised by the client (PKCE or its signed assertion),
// never by the cookie, so any origin may call them (CORS without credentials).

const NO_STORE = { 'Cache-Control': 'no-store', Pragma: 'no-cache' };

function paramsOf(c: Context<AppEnv>): AuthorizeParams {
  const q = new URL(c.req.url).searchParams;
  return Object.fromEntries(AUTHORIZE_PARAMS.flatMap((k) => (q.has(k) ? [[k, q.get(k)!]] : [])));
}

function oauthError(c: Context<AppEnv>, status: 400 | 401, body: TokenError | { error: 'invalid_client'; error_description: string }) {
  return c.json(body, status, NO_STORE);
}

/** Why a client was refused is logged for the operator; the caller hears `invalid_client` only. */
function refusedClient(c: Context<AppEnv>, refused: ClientRefused) {
  console.warn(JSON.stringify({ level: 'warn', where: 'oauth-client', requestId: c.get('requestId'), reason: refused.reason }));
  return oauthError(c, 401, { error: 'invalid_client', error_description: 'The client could not be authenticated.' });
}

/** The CORS preflight of the two endpoints an app calls from its own origin: never with credentials. */
function preflight(c: Context<AppEnv>) {
  return c.body(null, 204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'POST', 'Access-Control-Allow-Headers': 'Content-Type, Authorization', 'Access-Control-Max-Age': '600' });
}

export const oauthRoutes = new Hono<AppEnv>()
  .use(apiSecurityHeaders)
  .use('/token', async (c, next) => {
    await next();
    c.header('Access-Control-Allow-Origin', '*');
  })
  .use('/revoke', async (c, next) => {
    await next();
    c.header('Access-Control-Allow-Origin', '*');
  })
  .options('/token', preflight)
  .options('/revoke', preflight)

  .get('/authorize', async (c) => {
    const params = paramsOf(c);
    const checked = await checkAuthorize(params, fhirBaseUrl(c), (find) => findInAnyRegion(c, find));
    if (!checked.ok) {
      const r = checked.refusal;
      if (r.kind === 'page') return c.redirect(`/authorize-app?problem=${r.problem}`, 303);
      return c.redirect(redirectWith(r.redirectUri, { error: r.error, error_description: r.description, state: r.state }), 303);
    }
    const query = new URLSearchParams(params as Record<string, string>).toString();
    const id = sessionIdFrom(c);
    const session = id ? await loadSession(c.env, id) : null;
    // Sign in first, then this same request again (its parameters are the app's, in the URL anyway).
    if (!session) return c.redirect(`/login?${new URLSearchParams({ after: 'authorize', authorize: query })}`, 303);
    if (session.clinicId !== checked.request.app.clinicId) return c.redirect('/authorize-app?problem=other-clinic', 303);
    if (!can(session.member, 'clinical:read')) return c.redirect('/authorize-app?problem=role', 303);
    return c.redirect(`/authorize-app?${query}`, 303);
  })

  .post('/token', async (c) => {
    const form = await oauthForm(c);
    if (!form) return oauthError(c, 400, { error: 'invalid_request', error_description: 'The body must be application/x-www-form-urlencoded, each parameter once.' });
    const origin = new URL(c.req.url).origin;
    const client = await authenticateClient(c, form, [`${origin}/oauth/token`]);
    if (client instanceof ClientRefused) return refusedClient(c, client);
    const idToken: IdTokenSigner = (grant) => signIdToken(c.env, { origin, clientId: client.app.clientId, userId: grant.userId, scope: grant.scope, nonce: grant.nonce });
    let answer: TokenAnswer | TokenError;
    if (form.grant_type === 'authorization_code') answer = await exchangeCode(client, form, idToken);
    else if (form.grant_type === 'refresh_token') answer = await refresh(client, form, idToken);
    else if (form.grant_type === 'client_credentials') answer = await clientCredentials(client, form);
    else answer = { error: 'unsupported_grant_type', error_description: 'grant_type must be authorization_code, refresh_token or client_credentials.' };
    if ('error' in answer) return oauthError(c, 400, answer);
    return c.json(answer, 200, NO_STORE);
  })

  // RFC 7009: 200 whether or not the token was known (a caller learns nothing from the answer).
  .post('/revoke', async (c) => {
    const form = await oauthForm(c);
    if (!form || !form.token) return oauthError(c, 400, { error: 'invalid_request', error_description: 'token is required, form-encoded.' });
    // An assertion made for the token endpoint (SMART's aud) or for this one.
    const origin = new URL(c.req.url).origin;
    const client = await authenticateClient(c, form, [`${origin}/oauth/token`, `${origin}/oauth/revoke`]);
    if (client instanceof ClientRefused) return refusedClient(c, client);
    await revokeToken(client.db, client.app.id, form.token);
    return c.body(null, 200, NO_STORE);
  });
