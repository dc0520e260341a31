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
import { ALL_PERMISSIONS, can, type Membership } from '../../core/permissions';
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
    // Rights are given by someone else: an owner cannot raise (or quietly keep) their own role.
    if (target.id === userId) throw new ApiException(403, OWN_ROLE, { role: [OWN_ROLE] });
    const change = c.req.valid('json');
    const before: Membership = { role: target.role, owner: target.owner };
    const interim = membershipBeforeD1(before, { role: change.role ?? before.role, owner: change.owner ?? before.owner });
    const hubFirst = interim !== 'end-sessions' && (interim.role !== before.role || interim.owner !== before.owner);
    // The member's hub (which every request of theirs asks) never grants what D1 has not: what the
    // change takes away reaches the hub before D1, what it gives reaches it after.
    try {
      if (interim === 'end-sessions') await endSessions(c.env, target.id, 'role changed', { inClinic: clinicId });
      else if (hubFirst) await changeMembership(c.env, target.id, clinicId, interim);
    } catch (err) {
      logClass('members.hub-first', err);
      throw new ApiException(503, msg('The change could not be applied to the member’s sessions; nothing was changed. Try again.'));
    }
    const changed = await updateMembership(db, await auditKey(c.env), clinicId, userId, target.id, change).catch(async (err: unknown) => {
      if (hubFirst) await restoreMembership(c.env, target.id, clinicId, before);
      throw err;
    });
    if (!changed) {
      if (hubFirst) await restoreMembership(c.env, target.id, clinicId, before);
      throw new ApiException(409, LAST_OWNER, { owner: [LAST_OWNER] });
    }
    // At once: their next request anywhere is judged by the new role (their hub answers every session check).
    try {
      await changeMembership(c.env, target.id, clinicId, changed);
    } catch (err) {
      // Only a change that gives rights can get here with the hub behind D1: their sessions hold fewer rights until they sign in again.
      logClass('members.hub-after', err);
    }
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

/**
 * What the member's sessions may hold while D1 changes from `before` to `after`: a membership with
 * no right outside both (the new one for a demotion, the old one for a promotion, the new role with
 * the old owner flag or the other way round for a mixed change), or 'end-sessions' when no such
 * membership exists (front desk and read-only each hold a right the other lacks): those sessions
 * end and the member signs in again with D1's role.
 */
export function membershipBeforeD1(before: Membership, after: Membership): Membership | 'end-sessions' {
  const withinBoth = (m: Membership) => ALL_PERMISSIONS.every((p) => !can(m, p) || (can(before, p) && can(after, p)));
  const candidates: Membership[] = [after, { role: after.role, owner: before.owner }, { role: before.role, owner: after.owner }, before];
  return candidates.find(withinBoth) ?? 'end-sessions';
}

/** Puts the hub back to D1's membership after a change that did not land; a failure leaves the hub with fewer rights, never more. */
async function restoreMembership(env: Env, userId: number, clinicId: number, member: Membership): Promise<void> {
  try {
    await changeMembership(env, userId, clinicId, member);
  } catch (err) {
    logClass('members.restore', err);
  }
}

function logClass(where: string, err: unknown): void {
  console.error(JSON.stringify({ level: 'error', where, error: (err as Error)?.name ?? 'Error' }));
}

export const OTHER_CLINICS = msg('This member’s account also belongs to another clinic: they change their password themselves in Settings.');

export const OWN_ROLE = msg('You cannot change your own role or owner flag: another owner of the clinic has to.');

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
