import type { Context } from 'hono';

/**
 * Whether the request came over https. The runtime hands the Worker its URL normalised (the scheme
 * in lower case), so its beginning says it; every authenticated request asks this three times
 * (security headers, session cookie name, bookmark cookie), each a full `new URL()` parse before.
 */
export function isHttps(c: Context): boolean {
  return c.req.url.startsWith('https:');
}
