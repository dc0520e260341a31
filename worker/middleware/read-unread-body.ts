import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';

/** Beyond this much unread body the connection is not worth keeping: the rest is cancelled. */
export const MAX_DRAIN_BYTES = 8 * 1024 * 1024;

/**
 * A request refused before its body was read (413 for a declared size over the limit, 401 before
 * a handler ran, 403, 415) still has that body on the wire. Left unread, the local server's proxy
 * (wrangler dev) lost the keep-alive connection under it, and the client's next request on that
 * connection failed with "Network connection lost" (issue #16). So the rest of the body is read and
 * dropped before the answer goes out, up to MAX_DRAIN_BYTES; a longer one is cancelled (its
 * connection may close, which a client survives). Cancelling alone did not keep the connection.
 */
export const readUnreadBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const body = c.req.raw.body;
  if (!body || c.req.raw.bodyUsed) return;
  const reader = body.getReader();
  try {
    for (let read = 0; read <= MAX_DRAIN_BYTES; ) {
      const chunk = await reader.read();
      if (chunk.done) return;
      read += chunk.value.byteLength;
    }
    await reader.cancel();
  } catch {
    // the client went away: nothing to keep
  }
};
