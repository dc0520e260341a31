import { msg } from '../../core/i18n/msg';
import type { MiddlewareHandler } from 'hono';
import { ApiException } from '../errors';
import type { AppEnv } from '../env';
import { isHttps } from '../http/https';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A request id for every call: echoed in error bodies and the response header. */
export const requestId: MiddlewareHandler<AppEnv> = async (c, next) => {
  const id = crypto.randomUUID();
  c.set('requestId', id);
  await next();
  c.header('X-Request-Id', id);
};

/** Two years, the preload list's minimum: https only from the first visit on (sent over https only, RFC 6797 §7.2). */
export const HSTS = 'max-age=63072000; includeSubDomains';

/** API responses hold patient data: never cached, never framed, never sniffed, never over plain http again. */
export const apiSecurityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (isHttps(c)) c.header('Strict-Transport-Security', HSTS);
  c.header('Cache-Control', 'no-store');
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  c.header('X-Frame-Options', 'DENY');
  c.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
};

/** True when an Origin header is absent or names this same origin. */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('Origin');
  if (origin === null) return true;
  return origin === new URL(request.url).origin;
}

/** `Sec-Fetch-Site` values a request to the API may carry (absent is allowed too, see fetchMetadataGuard). */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * Fetch metadata (W3C Fetch Metadata): the browser says where a request comes from, and only our
 * own pages may use the API. A top-level navigation from another site carries the SameSite=Lax
 * cookie, so without this a link on any page could start the clinic export or the audit CSV
 * download (and write its audit row) in the doctor's name. Refused: `cross-site` and `same-site`
 * (a sibling subdomain, e.g. another tenant's *.workers.dev, is not us). Allowed: `same-origin`,
 * `none` (the user typed or bookmarked the URL; no page can cause it), and no header at all: every
 * current browser sends it (Chrome 76, Firefox 90, Safari 16.4), so its absence means a
 * non-browser client (curl, a lab system's API key), which no other site can drive.
 */
export const fetchMetadataGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  const site = c.req.header('Sec-Fetch-Site');
  if (site !== undefined && !OWN_FETCH_SITES.has(site.toLowerCase())) {
    throw new ApiException(403, msg('Requests from other sites are not allowed.'));
  }
  await next();
};

/** The one route whose body is not JSON (routes/hl7.ts). */
const HL7_V2_PATH = '/api/hl7/v2';

/**
 * CSRF defence: a mutation with a body must be JSON (a cross-site form or text/plain post
 * cannot set that type without a preflight), and a browser's Origin must be ours.
 */
export const csrfGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (MUTATING.has(c.req.method)) {
    if (!isSameOrigin(c.req.raw)) throw new ApiException(403, msg('Cross-origin requests are not allowed.'));
    const length = c.req.header('Content-Length');
    const hasBody = length !== undefined ? length !== '0' : c.req.raw.body !== null;
    const type = c.req.header('Content-Type');
    // Any declared type must be JSON (FHIR's application/fhir+json too: neither can be sent
    // cross-site without a preflight); an undeclared one is only fine with no body at all. The HL7
    // route takes its own type: it answers only to an API key (never the cookie), so no CSRF.
    if (c.req.path === HL7_V2_PATH) return next();
    if (type !== undefined ? !/^application\/(fhir\+)?json(\s*;|$)/i.test(type) : hasBody) {
      throw new ApiException(415, msg('Requests that change data must be sent as JSON (Content-Type: application/json).'));
    }
  }
  await next();
};
