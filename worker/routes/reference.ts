import { Hono } from 'hono';
import { CALCULATOR_CATALOGUE } from '../../core/calculators/catalogue';
import { GuidelineQuerySchema } from '../../core/schemas/guidelines';
import { regionFromRequest } from '../db/regions';
import { regionDb } from '../db/request-db';
import { listGuidelines, listSpecialties } from '../db/queries/guidelines';
import type { AppEnv } from '../env';
import { validate } from '../validation';

/** Public reference data (spec calculators §7): specialties, clinical guidelines, the calculator catalogue. */
export const referenceRoutes = new Hono<AppEnv>()
  .get('/specialties', async (c) => c.json(await listSpecialties(regionDb(c, regionFromRequest(c.req.raw))), 200))
  .get('/clinical-guidelines', validate('query', GuidelineQuerySchema), async (c) => {
    const { specialty, query } = c.req.valid('query');
    return c.json(await listGuidelines(regionDb(c, regionFromRequest(c.req.raw)), { ...(specialty ? { specialty } : {}), ...(query ? { query } : {}) }), 200);
  })
  .get('/calculators', (c) => c.json(CALCULATOR_CATALOGUE.map(({ id, name, description, category, url }) => ({ id, name, description, category, url })), 200));
