import { Hono } from 'hono';
import { apiSecurityHeaders } from '../middleware/security';
import type { AppEnv } from '../env';
import { smartConfiguration } from '../oauth/configuration';

/** GET /fhir/R4/.well-known/smart-configuration: public, for any origin (SMART App Launch 2.2 "Discovery"). */
export const smartConfigurationRoutes = new Hono<AppEnv>()
  .use(apiSecurityHeaders)
  .get('/smart-configuration', (c) => c.json(smartConfiguration(c), 200, { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'public, max-age=300' }));
