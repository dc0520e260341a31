import { msg } from '../../core/i18n/msg';
import { Hono, type Context } from 'hono';
import { JoinClinicSchema, SwitchClinicSchema, type UserClinic } from '../../core/schemas/user';
import { auditKey } from '../audit/key';
import { signAudit } from '../audit/row-mac';
import { checkCurrentPassword } from '../auth/current-password';
import { requireSession } from '../auth/middleware';
import { allow } from '../auth/permissions';
import { REGIONS, regionOfId } from '../db/regions';
import { clinicDb, findInAnyRegion, regionDb, sessionDb } from '../db/request-db';
import { auditInsert } from '../db/queries/audit';
import { findUsableInvite, redeemInvite } from '../db/queries/clinics';
import { existingMembership, joinClinic, userClinicsIn } from '../db/queries/memberships';
import { copyAccountInto, getAccount, getPublicUser, markMultiClinic } from '../db/queries/users';
import type { AppEnv } from '../env';
import { ApiException } from '../errors';
import { hubOf } from '../notifications/publish';
import { validate } from '../validation';
import { BAD_INVITE } from './auth';

const NO_SUCH_CLINIC = 'Clinic not found.';
const DISABLED_HERE = 'Your membership of this clinic is disabled. Ask one of its owners to enable it.';
const ALREADY_MEMBER = 'You are already a member of this clinic.';
const PASSWORD_CHANGED = msg('Your password was changed meanwhile. Sign in again and try once more.');
/** A switch that raced this many membership changes in a row gives up (503) rather than loop. */
const SWITCH_ATTEMPTS = 3;

/**
 * One account, several clinics (issue 21, DESIGN.md §8): the signed-in user's clinics, switching
 * the active clinic of THIS session, and joining another clinic with an invite code.
 */
export const userClinicRoutes = new Hono<AppEnv>()
  // requireSession per route, not `.use`: mounted at /user, a `use` would also run before /api/user's own routes.
  .get('/clinics', requireSession, allow('account:self'), async (c) => c.json(await clinicsOf(c), 200))
  .post('/clinic', requireSession, allow('account:self'), validate('json', SwitchClinicSchema), async (c) => {
    const session = c.get('session');
    const { clinicId } = c.req.valid('json');
    const key = await auditKey(c.env);
    const hub = hubOf(c.env, session.userId);
    const db = clinicDb(c, clinicId, { primary: true });
    for (let attempt = 0; attempt < SWITCH_ATTEMPTS; attempt++) {
      // As at sign-in (auth/sessions.ts createSession): the change count first, then the role, so a
      // role change landing in between makes the hub refuse and the role is read again.
      const changesSeen = await hub.membershipChanges();
      const membership = await existingMembership(db, session.userId, clinicId);
      if (!membership || membership.removedAt || membership.disabledAt) {
        // Refused in the clinic the session stays in: a probe of other clinics' ids is on record there.
        await auditInsert(sessionDb(c), await signAudit(key, { clinicId: session.clinicId, userId: session.userId, action: 'switch_refused', entity: 'clinic', entityId: clinicId }));
        if (!membership || membership.removedAt) throw new ApiException(404, NO_SUCH_CLINIC);
        throw new ApiException(403, DISABLED_HERE);
      }
      // The registry moves the session with its role there and closes its sockets: the client reconnects into the new clinic.
      const outcome = await hub.switchClinic(session.handle, clinicId, { role: membership.role, owner: membership.owner }, changesSeen, Date.now());
      if (outcome === 'ended') throw new ApiException(401, 'Not authenticated.');
      if (outcome === 'changed') continue;
      c.set('session', { ...session, clinicId, member: { role: membership.role, owner: membership.owner } }); // the new region's D1 bookmark goes back
      await auditInsert(sessionDb(c), await signAudit(key, { clinicId, userId: session.userId, action: 'switch_clinic', entity: 'clinic', entityId: clinicId }));
      return c.json((await getPublicUser(sessionDb(c), session.userId, clinicId))!, 200);
    }
    throw new ApiException(503, 'Your access to this clinic was being changed. Please try again.');
  })
  .post('/clinics', requireSession, allow('account:self'), validate('json', JoinClinicSchema), async (c) => {
    const { userId, clinicId: activeClinicId } = c.get('session');
    const { inviteCode, currentPassword } = c.req.valid('json');
    // A stolen session alone must not hand the account to another clinic's owners.
    const passwordHash = await checkCurrentPassword(c, currentPassword, 'join_password_failed');
    const badInvite = () => new ApiException(400, BAD_INVITE, { inviteCode: [BAD_INVITE] });
    const found = await findInAnyRegion(c, (db) => findUsableInvite(db, inviteCode));
    if (!found) throw badInvite();
    const { db, value: invite } = found;
    const existing = await existingMembership(db, userId, invite.clinicId);
    if (existing && !existing.removedAt) throw new ApiException(409, ALREADY_MEMBER, { inviteCode: [ALREADY_MEMBER] });
    const accountDb = regionDb(c, regionOfId(userId), { primary: true });
    const account = await getAccount(accountDb, userId);
    if (!account) throw new ApiException(401, 'Not authenticated.');
    // Marked in the account's own database before the membership exists anywhere (issue 32): a
    // reset or recovery code racing this join finds the mark and sets no password. Only while the
    // password is still the one just checked, so a reset that won the race ends the join here.
    if (invite.clinicId !== account.homeClinicId && !(await markMultiClinic(accountDb, userId, { whilePasswordIs: passwordHash }))) {
      throw new ApiException(409, PASSWORD_CHANGED);
    }
    // A clinic in another region keeps a copy of the account's name and profile, never its password (decision 0014).
    if (regionOfId(invite.clinicId) !== regionOfId(userId)) await copyAccountInto(db, account, invite.clinicId);
    const redeemed = await redeemInvite(db, inviteCode);
    if (!redeemed) throw badInvite(); // its last use went to someone else meanwhile
    const audit = await signAudit(await auditKey(c.env), { clinicId: redeemed.clinicId, userId, action: 'join', entity: 'clinic', entityId: redeemed.clinicId });
    if (!(await joinClinic(db, { userId, clinicId: redeemed.clinicId, role: redeemed.role }, audit))) throw new ApiException(409, ALREADY_MEMBER, { inviteCode: [ALREADY_MEMBER] });
    const clinic = (await userClinicsIn(db, userId, activeClinicId)).find((m) => m.id === redeemed.clinicId);
    return c.json(clinic!, 201);
  });

/** The user's clinics in every region (each region's database holds the memberships of its clinics), oldest joined first. */
async function clinicsOf(c: Context<AppEnv>): Promise<UserClinic[]> {
  const { userId, clinicId } = c.get('session');
  const perRegion = await Promise.all(REGIONS.map((r) => userClinicsIn(regionDb(c, r), userId, clinicId)));
  return perRegion.flat().sort((a, b) => a.joinedAt.localeCompare(b.joinedAt) || a.id - b.id);
}
