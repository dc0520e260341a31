import { Hono } from 'hono';
import { countryOptionFromIso } from '../../core/schemas/options';
import type { AppEnv } from '../env';

/** Public, storage-free endpoints: liveness and the visitor's country from the edge. */
export const metaRoutes = new Hono<AppEnv>()
  .get('/health', (c) => c.json({ status: 'ok' as const }, 200))
  .get('/geo', (c) => {
    // The request's own edge data: no third-party geolocation, nothing about the visitor leaves us.
    const iso = (c.req.raw.cf as { country?: string } | undefined)?.country;
    return c.json({ country: iso ? countryOptionFromIso(iso) : 'us' }, 200);
  });
