import { Hono } from 'hono';
import { CDS_FEEDBACK_DAYS, type CdsFeedbackStats } from '../../core/schemas/cds-feedback';
import { requireSession } from '../auth/middleware';
import { allow } from '../auth/permissions';
import { cdsFeedbackByRule } from '../db/queries/cds-cards';
import { sessionDb } from '../db/request-db';
import type { AppEnv } from '../env';

/**
 * What physicians did with the CDS Hooks cards, per EHR connection and rule, over the last 90
 * days (owners only, like the connections themselves): cards sent, accepted, overridden, the
 * override rate and the commonest reasons; the highest override rate first (alert fatigue).
 */
export const clinicCdsFeedbackRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', allow('clinic:admin'), async (c) => {
    const since = new Date(Date.now() - CDS_FEEDBACK_DAYS * 86_400_000);
    const stats: CdsFeedbackStats = { days: CDS_FEEDBACK_DAYS, since: since.toISOString(), connections: await cdsFeedbackByRule(sessionDb(c), c.get('session').clinicId, since) };
    return c.json(stats, 200);
  });
