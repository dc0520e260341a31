import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { apiSecurityHeaders } from '../middleware/security';
import { openidConfiguration } from '../oauth/configuration';
import { publishedJwks } from '../oauth/id-token-key';

// The origin's /.well-known documents of MedAssist's OpenID Connect issuer (DESIGN.md §9 "SMART
// server"): public, the same for everyone, readable by an app on any origin. A client caches the
// keys; a rotation publishes the previous key beside the new one (docs/operations.md).

const PUBLIC = { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'public, max-age=300' };

export const wellKnownRoutes = new Hono<AppEnv>()
  .use(apiSecurityHeaders)
  .get('/jwks.json', async (c) => c.json(await publishedJwks(c.env), 200, PUBLIC))
  .get('/openid-configuration', (c) => c.json(openidConfiguration(c), 200, PUBLIC));
