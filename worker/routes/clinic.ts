import { msg } from '../../core/i18n/msg';
import { Hono } from 'hono';
import { API_KEY_SCOPE_PERMISSIONS, ApiKeyCreateSchema, InviteCreateSchema, scopesInForce } from '../../core/schemas/clinic';
import { ClinicUpdateSchema } from '../../core/schemas/clinic-admin';
import { auditKey } from '../audit/key';
import { signAudit } from '../audit/row-mac';
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
    const expiresAt = new Date(Date.now() + expiresInDays * DAY_MS);
    const audit = await signAudit(await auditKey(c.env), { clinicId, userId, action: 'create', entity: 'invite' });
    await insertInvite(sessionDb(c), { clinicId, code, createdBy: userId, expiresAt, maxUses, role }, audit);
    return c.json({ code, expiresAt: expiresAt.toISOString(), maxUses, role }, 201);
  })
  .delete('/invites/:id', allow('clinic:admin'), async (c) => {
    const { clinicId, userId } = c.get('session');
    const id = pathId(c.req.param('id'), 'Invite');
    const audit = await signAudit(await auditKey(c.env), { clinicId, userId, action: 'revoke', entity: 'invite', entityId: id });
    if (!(await revokeInvite(sessionDb(c), clinicId, id, audit))) {
      throw new ApiException(404, msg('Invite not found.'));
    }
    return c.json({ message: 'Invite revoked.' }, 200);
  })
  .get('/api-keys', allow('clinic:admin'), async (c) => c.json(await listApiKeys(sessionDb(c), c.get('session').clinicId), 200))
  .post('/api-keys', allow('clinic:admin'), validate('json', ApiKeyCreateSchema), async (c) => {
    const { clinicId, userId, member } = c.get('session');
    const { name, scopes, expiresInDays, assigningAuthority } = c.req.valid('json');
    // A key carries its creator's clinical rights: an owner whose role cannot read charts or enter
    // results cannot hand that right to a system either.
    const beyond = scopes.filter((scope) => !scopesInForce([scope], member).includes(scope));
    if (beyond.length > 0) {
      throw new ApiException(403, KEY_BEYOND_ROLE, { scopes: beyond.map((scope) => `${scope} needs ${API_KEY_SCOPE_PERMISSIONS[scope]}`) });
    }
    const expiresAt = expiresInDays === null ? null : new Date(Date.now() + expiresInDays * DAY_MS);
    const audit = await signAudit(await auditKey(c.env), { clinicId, userId, action: 'create', entity: 'api_key' });
    const created = await createApiKey(sessionDb(c), { clinicId, createdBy: userId, name, scopes, expiresAt, assigningAuthority }, audit);
    return c.json({ ...created, message: 'Copy this key now: it will not be shown again.' }, 201);
  })
  .delete('/api-keys/:id', allow('clinic:admin'), async (c) => {
    const { clinicId, userId } = c.get('session');
    const id = pathId(c.req.param('id'), 'API key');
    const audit = await signAudit(await auditKey(c.env), { clinicId, userId, action: 'revoke', entity: 'api_key', entityId: id });
    if (!(await revokeApiKey(sessionDb(c), clinicId, id, audit))) {
      throw new ApiException(404, msg('API key not found.'));
    }
    return c.json({ message: 'API key revoked.' }, 200);
  });

const DAY_MS = 86_400_000;

export const KEY_BEYOND_ROLE = msg('A key can do only what your own role in this clinic can: reading records needs a role that reads charts, sending lab results one that enters results.');
