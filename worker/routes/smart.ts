import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { can } from '../../core/permissions';
import { REGIONS } from '../../core/regions';
import { fhirBaseOf } from '../../core/schemas/cds-clients';
import type { SmartProblem } from '../../core/schemas/smart-launch';
import { auditKey } from '../audit/key';
import { signAudit } from '../audit/row-mac';
import type { SessionRecord } from '../auth/sessions';
import { allowsLocalEhrHttp } from '../cds/local-http';
import { randomToken } from '../crypto/random-token';
import { seal, unseal } from '../crypto/seal';
import { sha256Hex } from '../crypto/sha256';
import { createPendingLaunch, findPendingLaunch, findSmartConnection, settleLaunch, smartConnectionAddresses, type SmartLaunchRow } from '../db/queries/smart-launches';
import { findLinkOfFhirUser } from '../db/queries/smart-user-links';
import { clinicDb, regionDb } from '../db/request-db';
import type { AppEnv } from '../env';
import { isHttps } from '../http/https';
import { launchScopes, reachableUrl, readSmartConfiguration } from '../smart-app/configuration';
import { codeChallenge, newCodeVerifier } from '../smart-app/pkce';
import { SMART_SEAL_PURPOSE } from '../smart-app/launch-state';
import { frameAncestors, framedPage, issOfPage } from '../smart-app/framing';
import { smartSession } from '../smart-app/frame-session';
import { verifyIdToken } from '../smart-app/id-token';
import { exchangeCode } from '../smart-app/token';

// SMART App Launch 2.2 from an EHR (DESIGN.md §9 "SMART app", decision 0023): GET /smart/launch
// (EHR launch with `iss` and `launch`, standalone with `iss` only) sends the browser to the EHR's
// authorization endpoint; GET /smart/callback exchanges the code on the server and opens the
// workspace. Only a FHIR base the user's clinic registered is ever contacted. Every refusal is a
// page of the app (/smart/problem) that says what happened, never a bare error.

/** How long the EHR's sign-in and consent may take. */
const PENDING_MS = 10 * 60_000;
/** The signed-out visitor's launch, kept server-side while they sign in. */
const RESUME_COOKIE = 'smart_resume';
const resumeKey = (hash: string) => `smart-resume:${hash}`;

const problem = (c: Context<AppEnv>, reason: SmartProblem, next?: string) =>
  c.redirect(`/smart/problem?reason=${reason}${next ? `&next=${encodeURIComponent(next)}` : ''}`, 303);

/** Either the ordinary session or, inside the EHR's frame, the framed one (smart-app/frame-session.ts). */
const currentSession = smartSession;

/** The launch a signed-out visitor started, taken (once) from KV by the resume cookie. */
async function takeResumedLaunch(c: Context<AppEnv>): Promise<{ iss: string; launch?: string } | null> {
  const token = getCookie(c, RESUME_COOKIE);
  if (!token || token.length > 100) return null;
  deleteCookie(c, RESUME_COOKIE, { path: '/smart', secure: isHttps(c) });
  const key = resumeKey(await sha256Hex(token));
  const saved = await c.env.SESSIONS.get<{ iss: string; launch?: string }>(key, 'json');
  if (saved) await c.env.SESSIONS.delete(key);
  return saved;
}

async function audit(c: Context<AppEnv>, session: SessionRecord, launch: SmartLaunchRow, outcome: string, ehrPatientId: string | null) {
  return signAudit(await auditKey(c.env), {
    clinicId: session.clinicId, userId: session.userId, action: 'smart_launch', entity: 'cds_client', entityId: launch.cdsClientId,
    detail: { launch: launch.id, kind: launch.kind, outcome, ehrPatientId },
  });
}

/** What the launch keeps sealed while the user is at the EHR. */
interface PendingLaunch {
  verifier: string;
  clientId: string;
  redirectUri: string;
  /** The EHR's keys for its ID token, and the issuer the token must name (from its configuration). */
  jwksUri: string | null;
  issuer: string;
  /** The registered FHIR base the launch named: the workspace's address carries it (its frame-ancestors). */
  iss: string;
}

/**
 * The EHR user from the token answer's ID token, verified (id-token.ts): null when the EHR sent no
 * ID token or publishes no keys to check one with (then nothing can be linked); a refusal when an
 * ID token is there and fails its checks.
 */
async function verifiedFhirUser(c: Context<AppEnv>, idToken: string | null, expected: { jwksUri: string | null; issuer: string; clientId: string }): Promise<{ ok: true; fhirUser: string | null } | { ok: false; problem: string }> {
  if (!idToken || !expected.jwksUri) return { ok: true, fhirUser: null };
  const verified = await verifyIdToken(idToken, { ...expected, jwksUri: expected.jwksUri, allowLocalHttp: allowsLocalEhrHttp(c.env) });
  return verified.ok ? { ok: true, fhirUser: verified.claims.fhirUser } : verified;
}

export const smartRoutes = new Hono<AppEnv>()
  .get('/launch', async (c) => {
    const allowLocal = allowsLocalEhrHttp(c.env);
    let iss = c.req.query('iss');
    let launch = c.req.query('launch');
    if (iss === undefined) ({ iss, launch } = (await takeResumedLaunch(c)) ?? {});
    if (!iss) return problem(c, 'no-iss');
    const base = fhirBaseOf(iss.trim());
    if (base.length > 500 || (launch?.length ?? 0) > 2000 || !reachableUrl(base, allowLocal)) return problem(c, 'bad-iss');

    const session = await currentSession(c);
    if (!session && c.req.header('Sec-Fetch-Dest') === 'iframe') {
      // Inside the EHR's frame the session cookie (SameSite=Lax) is never sent and /login may not be
      // framed: the frame's own sign-in (/smart/sign-in, the framed session of frame-session.ts)
      // comes back to this same launch. It offers a new window where the browser keeps no such cookie.
      const next = `/smart/launch?${new URLSearchParams({ iss: base, ...(launch ? { launch } : {}) })}`;
      return c.redirect(`/smart/sign-in?next=${encodeURIComponent(next)}`, 303);
    }
    if (!session) {
      // Sign in first, then come back here: the launch waits server-side, the cookie only names it.
      const token = randomToken(24);
      await c.env.SESSIONS.put(resumeKey(await sha256Hex(token)), JSON.stringify({ iss: base, ...(launch ? { launch } : {}) }), { expirationTtl: PENDING_MS / 1000 });
      setCookie(c, RESUME_COOKIE, token, { path: '/smart', httpOnly: true, secure: isHttps(c), sameSite: 'Lax', maxAge: PENDING_MS / 1000 });
      return c.redirect('/login?after=smart-launch', 303);
    }
    if (!can(session.member, 'clinical:read')) return problem(c, 'role');

    const db = clinicDb(c, session.clinicId, { primary: true });
    const connection = await findSmartConnection(db, session.clinicId, base);
    if (!connection) {
      console.warn(JSON.stringify({ event: 'smart_launch_refused', reason: 'unregistered iss', clinicId: session.clinicId }));
      return problem(c, 'unregistered');
    }
    const read = await readSmartConfiguration(base, allowLocal);
    if (!read.ok) {
      console.warn(JSON.stringify({ event: 'smart_launch_refused', reason: read.problem, clinicId: session.clinicId, connection: connection.id }));
      return problem(c, 'ehr-configuration');
    }

    const state = randomToken(24);
    const verifier = newCodeVerifier();
    const redirectUri = `${new URL(c.req.url).origin}/smart/callback`;
    const kind = launch ? 'ehr' : 'standalone';
    await createPendingLaunch(db, {
      clinicId: session.clinicId, userId: session.userId, sessionHandle: session.handle, cdsClientId: connection.id,
      stateHash: await sha256Hex(state), kind, tokenEndpoint: read.config.tokenEndpoint,
      sealed: await seal(session.id, SMART_SEAL_PURPOSE, JSON.stringify({ verifier, clientId: connection.smartClientId, redirectUri, jwksUri: read.config.jwksUri, issuer: read.config.issuer ?? base, iss: base } satisfies PendingLaunch)),
      expiresAt: new Date(Date.now() + PENDING_MS),
    });
    const authorize = new URL(read.config.authorizationEndpoint);
    const params: Record<string, string> = {
      response_type: 'code', client_id: connection.smartClientId, redirect_uri: redirectUri,
      scope: launchScopes(kind, read.config.scopeVersion), state, aud: base,
      code_challenge: await codeChallenge(verifier), code_challenge_method: 'S256',
      ...(launch ? { launch } : {}),
    };
    for (const [name, value] of Object.entries(params)) authorize.searchParams.set(name, value);
    return c.redirect(authorize.href, 303);
  })
  .get('/callback', async (c) => {
    const session = await currentSession(c);
    if (!session) return problem(c, 'signed-out');
    const state = c.req.query('state');
    if (!state || state.length > 200) return problem(c, 'unknown-state');
    const db = clinicDb(c, session.clinicId, { primary: true });
    const launch = await findPendingLaunch(db, session.handle, await sha256Hex(state));
    if (!launch) return problem(c, 'unknown-state');

    const error = c.req.query('error');
    const code = c.req.query('code');
    if (error !== undefined || !code) {
      const outcome = error === 'access_denied' ? 'refused' : 'failed';
      await settleLaunch(db, launch.id, { status: outcome }, await audit(c, session, launch, `${outcome}: ${(error ?? 'no code').slice(0, 60)}`, null));
      return problem(c, outcome === 'refused' ? 'refused' : 'ehr-answer');
    }
    const pending = await unseal(session.id, SMART_SEAL_PURPOSE, launch.sealed);
    const { verifier, clientId, redirectUri, jwksUri, issuer, iss } = JSON.parse(pending ?? '{}') as Partial<PendingLaunch>;
    const exchanged = verifier && clientId && redirectUri
      ? await exchangeCode(launch.tokenEndpoint, { code, redirectUri, clientId, codeVerifier: verifier })
      : ({ ok: false, problem: 'the launch could not be read back' } as const);
    if (!exchanged.ok || !exchanged.tokens.patient) {
      const why = exchanged.ok ? 'the EHR named no patient' : exchanged.problem;
      console.warn(JSON.stringify({ event: 'smart_launch_failed', reason: why, clinicId: session.clinicId, launch: launch.id }));
      await settleLaunch(db, launch.id, { status: 'failed' }, await audit(c, session, launch, `failed: ${why}`.slice(0, 120), null));
      return problem(c, exchanged.ok ? 'no-patient' : 'token');
    }
    const { tokens } = exchanged;
    const identity = await verifiedFhirUser(c, tokens.idToken, { jwksUri: jwksUri ?? null, issuer: issuer ?? '', clientId: clientId! });
    if (!identity.ok) {
      console.warn(JSON.stringify({ event: 'smart_launch_failed', reason: identity.problem, clinicId: session.clinicId, launch: launch.id }));
      await settleLaunch(db, launch.id, { status: 'failed' }, await audit(c, session, launch, `failed: ${identity.problem}`.slice(0, 120), tokens.patient));
      return problem(c, 'id-token');
    }
    // A linked EHR user opens MedAssist only as the MedAssist user it is linked to.
    const link = identity.fhirUser ? await findLinkOfFhirUser(db, launch.cdsClientId, identity.fhirUser) : null;
    if (link && link.userId !== session.userId) {
      await settleLaunch(db, launch.id, { status: 'failed' }, await audit(c, session, launch, 'failed: the EHR user is linked to another MedAssist user', tokens.patient));
      return problem(c, 'linked-elsewhere');
    }
    await settleLaunch(
      db, launch.id,
      {
        status: 'active', sealed: await seal(session.id, SMART_SEAL_PURPOSE, JSON.stringify({ accessToken: tokens.accessToken })),
        patientId: tokens.patient, fhirUser: identity.fhirUser, grantedScope: tokens.scope, expiresAt: new Date(tokens.expiresAt),
      },
      await audit(c, session, launch, 'opened', tokens.patient),
    );
    // The EHR's base in the address lets the workspace be framed by that EHR (framing.ts), as the launch was.
    return c.redirect(`/smart/patient?launch=${launch.id}${iss ? `&iss=${encodeURIComponent(iss)}` : ''}`, 303);
  })
  // The SMART pages (/smart/patient, /smart/problem): the app's page, framed only by the EHR the address names (framing.ts).
  .get('*', async (c) => {
    const iss = issOfPage(new URL(c.req.url));
    const base = iss ? fhirBaseOf(iss.trim()) : null;
    const addresses = base && base.length <= 500 ? (await Promise.all(REGIONS.map((region) => smartConnectionAddresses(regionDb(c, region, { primary: true }), base)))).flat() : [];
    return framedPage(await c.env.ASSETS.fetch(c.req.raw), frameAncestors(addresses));
  });
