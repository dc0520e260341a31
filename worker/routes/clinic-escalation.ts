import { msg } from '../../core/i18n/msg';
import { Hono } from 'hono';
import { EscalationSettingsUpdateSchema, type EscalationSettings } from '../../core/schemas/escalation';
import { requireSession } from '../auth/middleware';
import { allow } from '../auth/permissions';
import type { Db } from '../db/client';
import { sessionDb } from '../db/request-db';
import { getEscalationSettings, listClinicDoctors, updateEscalationSettings } from '../db/queries/escalation';
import type { AppEnv } from '../env';
import { ApiException } from '../errors';
import { escalationIntervalMs } from '../notifications/timings';
import { validate } from '../validation';

async function settingsOf(env: Env, db: Db, clinicId: number): Promise<EscalationSettings> {
  const [settings, doctors] = await Promise.all([getEscalationSettings(db, clinicId), listClinicDoctors(db, clinicId)]);
  return { ...settings, intervalMinutes: escalationIntervalMs(env) / 60_000, doctors };
}

/**
 * Escalation that ends with a person (issue 20), owners only: after how many re-alerts an
 * unreviewed critical result also goes to the on-call doctor (or, with none set, the owners).
 */
export const clinicEscalationRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', allow('clinic:admin'), async (c) => c.json(await settingsOf(c.env, sessionDb(c), c.get('session').clinicId), 200))
  .patch('/', allow('clinic:admin'), validate('json', EscalationSettingsUpdateSchema), async (c) => {
    const { clinicId } = c.get('session');
    const db = sessionDb(c);
    if (!(await updateEscalationSettings(db, clinicId, c.req.valid('json')))) {
      throw new ApiException(400, msg('The on-call doctor must be an active doctor of this clinic.'), { onCallUserId: ['Choose a doctor of the clinic.'] });
    }
    return c.json(await settingsOf(c.env, db, clinicId), 200);
  });
