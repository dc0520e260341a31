import { msg } from '../../core/i18n/msg';
import { acceptLanguageTags, matchLocale } from '../../core/i18n/locales';
import { defaultClinicName } from '../../core/i18n/clinic-name';
import type { StaffRole } from '../../core/permissions';
import { Hono } from 'hono';
import { LoginSchema, RegisterSchema, usernameFromEmail } from '../../core/schemas/auth';
import { auditKey } from '../audit/key';
import { requireSession } from '../auth/middleware';
import { allow } from '../auth/permissions';
import { clientAddress } from '../auth/login-throttle';
import { hashPassword } from '../auth/password';
import { signIn } from '../auth/sign-in';
import {
  clearSessionCookie,
  createSession,
  endSessions,
  loadSession,
  sessionIdFrom,
  setSessionCookie,
} from '../auth/sessions';
import { clinicDb, findInAnyRegion, regionDb, sessionDb } from '../db/request-db';
import { REGIONS, regionFromRequest, type Region } from '../db/regions';
import { createClinic, redeemInvite } from '../db/queries/clinics';
import { issueRecoveryCode } from '../db/queries/recovery-codes';
import { emailTaken, freeUsername, getPublicUser, insertAccount, listClinicUsers } from '../db/queries/users';
import type { AppEnv } from '../env';
import { ApiException } from '../errors';
import { validate } from '../validation';

const EMAIL_TAKEN = msg('An account with this email already exists. Sign in instead.');
export const BAD_INVITE = msg('This invite code is invalid, expired or already used.');
/** The REGISTER_LIMITER window (wrangler.toml `period`), sent as Retry-After. */
export const REGISTER_PERIOD_SECONDS = 60;

function isUniqueViolation(err: unknown, column: string): boolean {
  return err instanceof Error && /UNIQUE constraint failed/i.test(err.message) && err.message.includes(column);
}

/** Sign-up, sign-in, sign-out and the current user (spec §7, DESIGN.md §3). */
export const authRoutes = new Hono<AppEnv>()
  .post('/register', validate('json', RegisterSchema), async (c) => {
    const input = c.req.valid('json');
    // An open sign-up must not mint accounts (each with its own AI quota) by the thousand.
    const { success } = await c.env.REGISTER_LIMITER.limit({ key: `address:${clientAddress(c.req.raw)}` });
    if (!success) {
      throw new ApiException(429, `Too many registrations from your network. Please wait ${REGISTER_PERIOD_SECONDS} seconds and try again.`, undefined, {
        'Retry-After': String(REGISTER_PERIOD_SECONDS),
      });
    }
    // E-mails and usernames are unique across regions: sign-in finds an account without knowing its region.
    if (await findInAnyRegion(c, (db) => emailTaken(db, input.email).then((taken) => taken || null))) {
      throw new ApiException(409, EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
    }

    // The language the person registered in: their interface language and their new clinic's name.
    const locale = input.locale ?? matchLocale(acceptLanguageTags(c.req.header('Accept-Language')));
    let clinicId: number;
    let owner: boolean;
    let role: StaffRole = 'doctor';
    let region: Region;
    if (input.inviteCode) {
      const invite = await findInAnyRegion(c, (db) => redeemInvite(db, input.inviteCode!));
      if (!invite) throw new ApiException(400, BAD_INVITE, { inviteCode: [BAD_INVITE] });
      clinicId = invite.value.clinicId;
      owner = false;
      role = invite.value.role;
      region = invite.region;
    } else {
      region = input.region ?? regionFromRequest(c.req.raw);
      clinicId = (await createClinic(regionDb(c, region), defaultClinicName(input.name, locale), region)).id;
      owner = true;
    }
    const db = regionDb(c, region);

    const passwordHash = await hashPassword(input.password);
    const base = usernameFromEmail(input.email);
    let created: { id: number } | undefined;
    // Two sign-ups with the same e-mail local part race for the same username: retry with the next free one.
    for (let attempt = 0; attempt < 5 && !created; attempt++) {
      const username = await freeUsername(REGIONS.map((r) => regionDb(c, r, { primary: true })), base);
      try {
        created = await insertAccount(
          db,
          region,
          {
            homeClinicId: clinicId,
            username,
            email: input.email,
            passwordHash,
            name: input.name,
            speciality: input.specialty,
            country: input.country,
            countryOfPractice: input.country,
            // The user changes it in Settings (DESIGN.md §8).
            locale,
          },
          // The invite's role; a new clinic's owner is a doctor (spec §6), whatever the body says.
          { role, owner },
        );
      } catch (err) {
        if (isUniqueViolation(err, 'users.email')) throw new ApiException(409, EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
        if (!isUniqueViolation(err, 'users.username')) throw err;
      }
    }
    if (!created) throw new ApiException(409, msg('Could not allocate a username. Please try again.'));

    const session = await createSession(c.env, db, created.id, clinicId, c.req.raw);
    c.set('session', session); // the D1 bookmark of this write goes back with the cookie (db/request-db.ts)
    setSessionCookie(c, session);
    const user = await getPublicUser(db, created.id, clinicId);
    // A new clinic's owner gets its recovery code in this answer only (shown once by the web app).
    if (owner) return c.json({ ...user!, recoveryCode: await issueRecoveryCode(db, await auditKey(c.env), clinicId, created.id) }, 201);
    return c.json(user!, 201);
  })
  .post('/login', validate('json', LoginSchema), async (c) => {
    const { username, password } = c.req.valid('json');
    const session = await signIn(c, username, password, sessionIdFrom(c));
    setSessionCookie(c, session);
    return c.json((await getPublicUser(clinicDb(c, session.clinicId), session.userId, session.clinicId))!, 200);
  })
  .post('/logout', async (c) => {
    const id = sessionIdFrom(c);
    const session = id ? await loadSession(c.env, id) : null;
    if (session) await endSessions(c.env, session.userId, 'logged out', { only: session.handle });
    clearSessionCookie(c);
    return c.json({ message: 'You have been successfully logged out' }, 200);
  })
  .get('/user', requireSession, allow('account:self'), async (c) => {
    const { userId, clinicId } = c.get('session');
    const user = await getPublicUser(sessionDb(c), userId, clinicId);
    if (!user) throw new ApiException(401, msg('Not authenticated.'));
    return c.json(user, 200);
  })
  // Who is signed in, for the app's first question on every page: 200 with `{ user: null }` when
  // nobody is, so a signed-out visit to /login logs no failed request in the browser's console (a
  // 401 is always logged as an error). GET /api/user keeps the spec's 401 (spec §7).
  .get('/session', async (c) => {
    const id = sessionIdFrom(c);
    const session = id ? await loadSession(c.env, id) : null;
    if (!session) return c.json({ user: null }, 200);
    c.set('session', session);
    return c.json({ user: (await getPublicUser(sessionDb(c), session.userId, session.clinicId)) ?? null }, 200);
  })
  .get('/users', requireSession, allow('clinic:read'), async (c) => {
    return c.json(await listClinicUsers(sessionDb(c), c.get('session').clinicId), 200);
  });
