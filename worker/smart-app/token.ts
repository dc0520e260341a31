import { EHR_TIMEOUT_MS } from './configuration';

// The authorization code exchanged on the server (SMART App Launch 2.2 "Obtain access token"), as
// a public client: client_id and the PKCE verifier, no secret.

/** What MedAssist keeps of the EHR's token answer (sealed: decision 0023). */
export interface EhrTokens {
  accessToken: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
  scope: string | null;
  /** The EHR's id of the patient in context. */
  patient: string | null;
  /** The OpenID Connect ID token, as sent (verified by the caller: id-token.ts). */
  idToken: string | null;
}

/** An EHR that gives no lifetime: its token is used for at most this long. */
const DEFAULT_LIFETIME_S = 300;

export async function exchangeCode(
  tokenEndpoint: string,
  request: { code: string; redirectUri: string; clientId: string; codeVerifier: string },
  now = Date.now(),
  fetcher: typeof fetch = fetch,
): Promise<{ ok: true; tokens: EhrTokens } | { ok: false; problem: string }> {
  const body = new URLSearchParams({ grant_type: 'authorization_code', code: request.code, redirect_uri: request.redirectUri, client_id: request.clientId, code_verifier: request.codeVerifier });
  let answer: Record<string, unknown>;
  try {
    const res = await fetcher(tokenEndpoint, {
      method: 'POST', body, redirect: 'manual', signal: AbortSignal.timeout(EHR_TIMEOUT_MS),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    });
    const parsed = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    if (!res.ok || parsed === null) return { ok: false, problem: `the EHR’s token endpoint answered HTTP ${res.status}${typeof parsed?.error === 'string' ? ` (${parsed.error.slice(0, 60)})` : ''}` };
    answer = parsed;
  } catch {
    return { ok: false, problem: 'the EHR’s token endpoint could not be reached' };
  }
  const accessToken = answer.access_token;
  if (typeof accessToken !== 'string' || accessToken.length === 0 || String(answer.token_type).toLowerCase() !== 'bearer') {
    return { ok: false, problem: 'the EHR’s token answer holds no bearer access token' };
  }
  const lifetime = typeof answer.expires_in === 'number' && answer.expires_in > 0 ? answer.expires_in : DEFAULT_LIFETIME_S;
  return {
    ok: true,
    tokens: {
      accessToken,
      expiresAt: now + lifetime * 1000,
      scope: typeof answer.scope === 'string' ? answer.scope.slice(0, 2000) : null,
      patient: typeof answer.patient === 'string' ? answer.patient.slice(0, 200) : null,
      idToken: typeof answer.id_token === 'string' ? answer.id_token : null,
    },
  };
}
