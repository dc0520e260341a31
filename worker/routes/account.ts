import { Hono } from 'hono';
import { msg } from '../../core/i18n/msg';
import { dataUrlMatchesItsType } from '../../core/image-signature';
import { PasswordChangeSchema, ProfileUpdateSchema } from '../../core/schemas/user';
import { requireSession } from '../auth/middleware';
import { allow } from '../auth/permissions';
import { checkCurrentPassword } from '../auth/current-password';
import { hashPassword } from '../auth/password';
import { endSessions, listUserSessions } from '../auth/sessions';
import { regionDb, sessionDb } from '../db/request-db';
import { REGIONS, regionOfId } from '../db/regions';
import { getPublicUser, setPasswordHash, updateProfile } from '../db/queries/users';
import { hubOf } from '../notifications/publish';
import type { AppEnv } from '../env';
import { ApiException } from '../errors';
import { validate } from '../validation';

const IMAGE_FIELDS = ['profileImage', 'medicalLicenseImage'] as const;
// The schema's own message for a wrong image type (core/schemas/user.ts).
const NOT_AN_IMAGE = msg('Please choose a PNG, JPEG or WebP image.');
export { PASSWORD_CHANGE_LIMIT } from '../auth/current-password';

/** The signed-in user's own account: profile, password, sessions (spec §3, DESIGN.md §4 PATCH /api/user). */
export const accountRoutes = new Hono<AppEnv>()
  .patch('/user', requireSession, allow('account:self'), validate('json', ProfileUpdateSchema), async (c) => {
    const { userId, clinicId } = c.get('session');
    const input = c.req.valid('json');
    // The schema checks the data-URL prefix and size; only the bytes say what the file is: a "PNG"
    // carrying HTML is refused before it is stored and served to every colleague who sees the profile.
    const notImages = IMAGE_FIELDS.filter((field) => typeof input[field] === 'string' && !dataUrlMatchesItsType(input[field]));
    if (notImages.length > 0) throw new ApiException(400, NOT_AN_IMAGE, Object.fromEntries(notImages.map((field) => [field, [NOT_AN_IMAGE]])));
    // Only the fields present are changed; role, clinic, e-mail and username are not in the schema.
    const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    // The account and its copies in other regions' clinics (decision 0014) say the same.
    if (Object.keys(changes).length > 0) await updateProfile(REGIONS.map((r) => regionDb(c, r, { primary: true })), userId, changes);
    // Pushes are written in the user's hub, which keeps the language they go out in (#23).
    if (input.locale) await hubOf(c.env, userId).setPushLocale(input.locale);
    return c.json((await getPublicUser(sessionDb(c), userId, clinicId))!, 200);
  })
  .post('/user/password', requireSession, allow('account:self'), validate('json', PasswordChangeSchema), async (c) => {
    const session = c.get('session');
    const { currentPassword, newPassword } = c.req.valid('json');
    await checkCurrentPassword(c, currentPassword, 'password_change_failed');
    // The password is kept with the account, in its own region (decision 0014), whichever clinic the session works in.
    const accountDb = regionDb(c, regionOfId(session.userId), { primary: true });
    await setPasswordHash(accountDb, session.userId, await hashPassword(newPassword));
    // Every other session ends (and its live sockets close); this one stays signed in.
    const ended = await endSessions(c.env, session.userId, 'password changed', { except: session.handle });
    return c.json({ message: msg('Password changed. Your other sessions have been signed out.'), endedSessions: ended }, 200);
  })
  .get('/user/sessions', requireSession, allow('account:self'), async (c) => {
    const session = c.get('session');
    const list = await listUserSessions(c.env, session.userId);
    return c.json(
      list.map((s) => ({ handle: s.handle, createdAt: new Date(s.createdAt).toISOString(), lastSeenAt: new Date(s.lastSeenAt).toISOString(), current: s.handle === session.handle })),
      200,
    );
  })
  .delete('/user/sessions/:handle', requireSession, allow('account:self'), async (c) => {
    const session = c.get('session');
    const handle = c.req.param('handle');
    // Only a live session of the signed-in user's own hub can be named here.
    const ended = await endSessions(c.env, session.userId, 'session revoked', { only: handle });
    if (ended === 0) throw new ApiException(404, msg('Session not found.'));
    return c.json({ message: 'Session signed out.' }, 200);
  });
