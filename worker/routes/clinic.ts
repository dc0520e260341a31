import { msg } from '../../core/i18n/msg';
import { Hono } from 'hono';
import { ApiKeyCreateSchema, InviteCreateSchema } from '../../core/schemas/clinic';
import { ClinicUpdateSchema } from '../../core/schemas/clinic-admin';
import { auditKey } from '../audit/key';
import { requireSession } from '../auth/middleware';
import { allow } from '../auth/permissions';
import { randomToken } from '../crypto/random-token';
import { sessionDb } from '../db/request-db';
import { createApiKey, listApiKeys, revokeApiKey } from '../db/queries/api-keys';
import { getClinicDetails, insertInvite, listInvites, revokeInvite, updateClinic } from '../db/queries/clinics';
import { hasRecoveryCode, issueRecoveryCode } from '../db/queries/recovery-codes';
import type { AppEnv } from '../env';
import { ApiException } from '../errors';
import { validate } from '../validation';
import { pathId } from '../http/params';

/** Clinic settings for owners (DESIGN.md §4): details, invite codes, lab-integration API keys. */
export const clinicRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', allow('clinic:read'), async (c) => c.json(await getClinicDetails(sessionDb(c), c.get('session').clinicId), 200))
  .patch('/', allow('clinic:admin'), validate('json', ClinicUpdateSchema), async (c) => {
    const { clinicId } = c.get('session');
    const db = sessionDb(c);
    const changes = Object.fromEntries(Object.entries(c.req.valid('json')).filter(([, v]) => v !== undefined));
    if (Object.keys(changes).length > 0) await updateClinic(db, clinicId, changes);
    return c.json(await getClinicDetails(db, clinicId), 200);
  })
  // The clinic recovery code: whether one is unspent, and a new one (shown once, the old one void).
  .get('/recovery-code', allow('clinic:admin'), async (c) => c.json({ active: await hasRecoveryCode(sessionDb(c), c.get('session').clinicId) }, 200))
  .post('/recovery-code', allow('clinic:admin'), async (c) => {
    const { clinicId, userId } = c.get('session');
    const code = await issueRecoveryCode(sessionDb(c), await auditKey(c.env), clinicId, userId);
    return c.json({ code, message: 'Keep this code somewhere safe, away from this device: it works once, and it is not shown again.' }, 201);
  })
  .get('/invites', allow('clinic:admin'), async (c) => c.json(await listInvites(sessionDb(c), c.get('session').clinicId), 200))
  .post('/invites', allow('clinic:admin'), validate('json', InviteCreateSchema), async (c) => {
    const { clinicId, userId } = c.get('session');
    const { maxUses, expiresInDays, role } = c.req.valid('json');
    const code = randomToken(12);
    const expiresAt = new Date(Date.now() + expiresInDays * 86_400_000);
    await insertInvite(sessionDb(c), { clinicId, code, createdBy: userId, expiresAt, maxUses, role });
    return c.json({ code, expiresAt: expiresAt.toISOString(), maxUses, role }, 201);
  })
  .delete('/invites/:id', allow('clinic:admin'), async (c) => {
    if (!(await revokeInvite(sessionDb(c), c.get('session').clinicId, pathId(c.req.param('id'), 'Invite')))) {
      throw new ApiException(404, msg('Invite not found.'));
    }
    return c.json({ message: 'Invite revoked.' }, 200);
  })
  .get('/api-keys', allow('clinic:admin'), async (c) => c.json(await listApiKeys(sessionDb(c), c.get('session').clinicId), 200))
  .post('/api-keys', allow('clinic:admin'), validate('json', ApiKeyCreateSchema), async (c) => {
    const { clinicId, userId } = c.get('session');
    const { name, scopes, assigningAuthority } = c.req.valid('json');
    const created = await createApiKey(sessionDb(c), clinicId, userId, name, scopes, assigningAuthority);
    return c.json({ ...created, message: 'Copy this key now: it will not be shown again.' }, 201);
  })
  .delete('/api-keys/:id', allow('clinic:admin'), async (c) => {
    if (!(await revokeApiKey(sessionDb(c), c.get('session').clinicId, pathId(c.req.param('id'), 'API key')))) {
      throw new ApiException(404, msg('API key not found.'));
    }
    return c.json({ message: 'API key revoked.' }, 200);
  });
