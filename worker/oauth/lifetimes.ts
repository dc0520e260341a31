// How long each secret of the authorization server lives (decision 0025). Short: a code is
// exchanged at once, an access token is refreshed, and every check reads D1 anyway.

/** An authorization code: exchanged straight after the redirect (RFC 6749 §4.1.2 recommends at most 10 minutes). */
export const CODE_TTL_MS = 60_000;
/** The opaque `launch` the chart's "Launch app" hands an app: used within moments. */
export const LAUNCH_TTL_MS = 5 * 60_000;
/** An access token (`expires_in`). */
export const ACCESS_TTL_MS = 15 * 60_000;
/** A refresh token (with `offline_access`); each use replaces it. */
export const REFRESH_TTL_MS = 30 * 24 * 60 * 60_000;
/** An id_token (openid): read by the app as it arrives; a refresh brings a new one. */
export const ID_TOKEN_TTL_MS = 5 * 60_000;
