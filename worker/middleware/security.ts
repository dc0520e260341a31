import type { MiddlewareHandler } from 'hono';
import { ApiException } from '../errors';
import type { AppEnv } from '../env';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A request id for every call: echoed in error bodies and the response header. */
export const requestId: MiddlewareHandler<AppEnv> = async (c, next) => {
  const id = crypto.randomUUID();
  c.set('requestId', id);
  await next();
  c.header('X-Request-Id', id);
};

/** API responses hold patient data: never cached, never framed, never sniffed. */
export const apiSecurityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
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

/**
 * CSRF defence: a mutation with a body must be JSON (a cross-site form or text/plain post
 * cannot set that type without a preflight), and a browser's Origin must be ours.
 */
export const csrfGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (MUTATING.has(c.req.method)) {
    if (!isSameOrigin(c.req.raw)) throw new ApiException(403, 'Cross-origin requests are not allowed.');
    const length = c.req.header('Content-Length');
    const hasBody = length !== undefined ? length !== '0' : c.req.raw.body !== null;
    const type = c.req.header('Content-Type');
    // Any declared type must be JSON; an undeclared one is only fine with no body at all.
    if (type !== undefined ? !/^application\/json(\s*;|$)/i.test(type) : hasBody) {
      throw new ApiException(415, 'Requests that change data must be sent as JSON (Content-Type: application/json).');
    }
  }
  await next();
};
