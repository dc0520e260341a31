import { msg } from '../../core/i18n/msg';
import { Hono, type Context } from 'hono';
import { auditKey } from '../audit/key';
import { requireSession } from '../auth/middleware';
import { allow } from '../auth/permissions';
import { changeMembership, endSessions } from '../auth/sessions';
import type { Db } from '../db/client';
import { findInAnyRegion, sessionDb } from '../db/request-db';
import { regionOfId } from '../db/regions';
import { belongsElsewhere } from '../db/queries/memberships';
import { MemberUpdateSchema } from '../../core/schemas/clinic-admin';
import { changeMember, findManageableMember, listMembers, updateMembership, type MemberChange } from '../db/queries/members';
import { issueResetCode } from '../db/queries/password-resets';
import type { AppEnv } from '../env';
import { ApiException } from '../errors';
import { validate } from '../validation';
import { pathId } from '../http/params';

const MESSAGES: Record<MemberChange, string> = {
  disable: 'Member disabled. Their sessions have been signed out.',
  enable: 'Member enabled. They can sign in again.',
  remove: 'Member removed from the clinic.',
};

/** The owner's members list: roles and the owner flag, disable, enable, remove, and one-time password reset codes. */
export const memberRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', allow('clinic:admin'), async (c) => c.json(await listMembers(sessionDb(c), c.get('session').clinicId), 200))
  .post('/:id/disable', allow('clinic:admin'), (c) => applyChange(c, 'disable'))
  .post('/:id/enable', allow('clinic:admin'), (c) => applyChange(c, 'enable'))
  .delete('/:id', allow('clinic:admin'), (c) => applyChange(c, 'remove'))
  .patch('/:id', allow('clinic:admin'), validate('json', MemberUpdateSchema), async (c) => {
    const { clinicId, userId } = c.get('session');
    const db = sessionDb(c);
    const target = await member(c, db, clinicId);
    const changed = await updateMembership(db, await auditKey(c.env), clinicId, userId, target.id, c.req.valid('json'));
    if (!changed) throw new ApiException(409, LAST_OWNER, { owner: [LAST_OWNER] });
    // At once: their next request anywhere is judged by the new role (their hub answers every session check).
    await changeMembership(c.env, target.id, clinicId, changed);
    const updated = (await listMembers(db, clinicId)).find((m) => m.id === target.id);
    return c.json(updated!, 200);
  })
  .post('/:id/reset-code', allow('clinic:admin'), async (c) => {
    const { clinicId, userId } = c.get('session');
    const db = sessionDb(c);
    const target = await manageable(c, db, clinicId, userId);
    if (target.disabledAt) throw new ApiException(409, msg('Enable this member before issuing a reset code.'));
    // A password opens every clinic of the account: only an account that is this clinic's alone may be reset by its owner.
    const accountIsThisClinics = regionOfId(target.id) === regionOfId(clinicId) && target.homeClinicId === clinicId;
    if (!accountIsThisClinics || (await findInAnyRegion(c, (db) => belongsElsewhere(db, target.id, clinicId)))) {
      throw new ApiException(409, OTHER_CLINICS);
    }
    const { code, expiresAt } = await issueResetCode(db, await auditKey(c.env), clinicId, userId, target.id);
    return c.json({ code, expiresAt: expiresAt.toISOString(), message: 'Give this code to the member: it works once, for one hour.' }, 201);
  });

export const OTHER_CLINICS = msg('This member’s account also belongs to another clinic: they change their password themselves in Settings.');

export const LAST_OWNER = msg('A clinic keeps at least one owner: make another member an owner first.');

async function member(c: Context<AppEnv>, db: Db, clinicId: number) {
  const found = await findManageableMember(db, clinicId, pathId(c.req.param('id'), 'Member'));
  if (!found) throw new ApiException(404, msg('Member not found.'));
  return found;
}

/** A member the owner may disable, remove or give a reset code: anyone but themself (another owner too, while one stays). */
async function manageable(c: Context<AppEnv>, db: Db, clinicId: number, ownerId: number) {
  const found = await member(c, db, clinicId);
  if (found.id === ownerId) throw new ApiException(409, msg('You cannot change your own account here.'));
  return found;
}

async function applyChange(c: Context<AppEnv>, change: MemberChange) {
  const { clinicId, userId } = c.get('session');
  const db = sessionDb(c);
  const target = await manageable(c, db, clinicId, userId);
  if (!(await changeMember(db, await auditKey(c.env), clinicId, userId, target.id, change))) throw new ApiException(409, LAST_OWNER);
  if (change !== 'enable') {
    // At once: every session of theirs in this clinic is deleted and its live sockets are closed
    // (their sessions in other clinics they belong to go on).
    await endSessions(c.env, target.id, change === 'remove' ? 'removed from clinic' : 'account disabled', { inClinic: clinicId });
  }
  return c.json({ message: MESSAGES[change] }, 200);
}
