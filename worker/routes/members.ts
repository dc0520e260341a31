import { Hono, type Context } from 'hono';
import { auditKey } from '../audit/key';
import { requireOwner, requireSession } from '../auth/middleware';
import { endSessions } from '../auth/sessions';
import type { Db } from '../db/client';
import { sessionDb } from '../db/request-db';
import { changeMember, findManageableMember, listMembers, type MemberChange } from '../db/queries/members';
import { issueResetCode } from '../db/queries/password-resets';
import type { AppEnv } from '../env';
import { ApiException } from '../errors';
import { pathId } from './params';

const MESSAGES: Record<MemberChange, string> = {
  disable: 'Member disabled. Their sessions have been signed out.',
  enable: 'Member enabled. They can sign in again.',
  remove: 'Member removed from the clinic.',
};

/** The owner's members list: disable, enable, remove, and one-time password reset codes. */
export const memberRoutes = new Hono<AppEnv>()
  .use(requireSession, requireOwner)
  .get('/', async (c) => c.json(await listMembers(sessionDb(c), c.get('session').clinicId), 200))
  .post('/:id/disable', (c) => applyChange(c, 'disable'))
  .post('/:id/enable', (c) => applyChange(c, 'enable'))
  .delete('/:id', (c) => applyChange(c, 'remove'))
  .post('/:id/reset-code', async (c) => {
    const { clinicId, userId } = c.get('session');
    const db = sessionDb(c);
    const member = await manageable(c, db, clinicId, userId);
    if (member.disabledAt) throw new ApiException(409, 'Enable this member before issuing a reset code.');
    const { code, expiresAt } = await issueResetCode(db, await auditKey(c.env), clinicId, userId, member.id);
    return c.json({ code, expiresAt: expiresAt.toISOString(), message: 'Give this code to the member: it works once, for one hour.' }, 201);
  });

async function manageable(c: Context<AppEnv>, db: Db, clinicId: number, ownerId: number) {
  const memberId = pathId(c.req.param('id'), 'Member');
  const member = await findManageableMember(db, clinicId, memberId);
  if (!member) throw new ApiException(404, 'Member not found.');
  if (member.id === ownerId) throw new ApiException(409, 'You cannot change your own account here.');
  if (member.clinicRole === 'owner') throw new ApiException(409, 'The clinic owner cannot be changed here.');
  return member;
}

async function applyChange(c: Context<AppEnv>, change: MemberChange) {
  const { clinicId, userId } = c.get('session');
  const db = sessionDb(c);
  const member = await manageable(c, db, clinicId, userId);
  await changeMember(db, await auditKey(c.env), clinicId, userId, member.id, change);
  if (change !== 'enable') {
    // At once: every session of theirs is deleted and their live sockets are closed.
    await endSessions(c.env, member.id, change === 'remove' ? 'removed from clinic' : 'account disabled');
  }
  return c.json({ message: MESSAGES[change] }, 200);
}
