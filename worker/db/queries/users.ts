import { and, asc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Locale } from '../../../core/i18n/locales';
import { PERMISSIONS, type StaffRole } from '../../../core/permissions';
import type { ClinicUser, PublicUser } from '../../../core/schemas/user';
import { DEFAULT_UNIT_PREFERENCES } from '../../../core/schemas/user';
import type { Db } from '../client';
import { nextIdSql, regionIdRange, type Region } from '../regions';
import { clinics, memberships, users } from '../schema';
import { activeMemberOf } from './memberships';

type UserRow = typeof users.$inferSelect;

/**
 * Finds an account by username or e-mail, case-insensitively, in the database of `region`: only the
 * account's own row there, never the credential-less copy a member of a clinic in another region
 * has there (decision 0014).
 */
export async function findUserForLogin(db: Db, login: string, region: Region): Promise<UserRow | undefined> {
  const key = login.trim().toLowerCase();
  const range = regionIdRange(region);
  return db
    .select()
    .from(users)
    .where(and(or(eq(users.username, key), eq(users.email, key)), gte(users.id, range.min), lt(users.id, range.below)))
    .get();
}

/** The clinic a new session starts in: the home clinic while enabled there, else the earliest-joined enabled one in this database. */
export async function startClinicOf(db: Db, userId: number, homeClinicId: number): Promise<number | null> {
  const row = await db
    .select({ clinicId: memberships.clinicId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), isNull(memberships.disabledAt), isNull(memberships.removedAt)))
    .orderBy(sql`${memberships.clinicId} = ${homeClinicId} DESC`, asc(memberships.joinedAt))
    .get();
  return row?.clinicId ?? null;
}

/** True when the e-mail already has an account. */
export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const row = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase())).get();
  return row !== undefined;
}

/** The first username of `base`, `base2`, `base3`, … free in every region (one query per database, not a loop of queries). */
export async function freeUsername(dbs: Db[], base: string): Promise<string> {
  const found = await Promise.all(
    dbs.map((db) =>
      db
        .select({ username: users.username })
        .from(users)
        .where(or(eq(users.username, base), sql`${users.username} GLOB ${base.replace(/[[*?]/g, '') + '[0-9]*'}`))
        .all(),
    ),
  );
  const taken = new Set(found.flat().map((r) => r.username));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
}

/**
 * The signed-in user's public view in their active clinic (role and owner flag of that membership),
 * or undefined when they are not an enabled member of it. Read from the clinic's database: the
 * account's row there is the account itself or its copy (decision 0014).
 */
export async function getPublicUser(db: Db, userId: number, clinicId: number): Promise<PublicUser | undefined> {
  const row = await db
    .select({ user: users, clinicName: clinics.name, role: memberships.role, owner: memberships.owner })
    .from(users)
    .innerJoin(memberships, activeMemberOf(clinicId))
    .innerJoin(clinics, eq(clinics.id, memberships.clinicId))
    .where(eq(users.id, userId))
    .get();
  return row ? toPublicUser(row.user, { id: clinicId, name: row.clinicName, role: row.role, owner: row.owner }) : undefined;
}

/** Strips secrets and shapes a user row for the client, with the active clinic's membership. */
export function toPublicUser(u: UserRow, clinic: { id: number; name: string; role: StaffRole; owner: boolean }): PublicUser {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    name: u.name,
    role: clinic.role,
    speciality: u.speciality,
    profileImage: u.profileImage,
    country: u.country,
    timezone: u.timezone,
    locale: u.locale,
    unitPreferences: u.unitPreferences ?? DEFAULT_UNIT_PREFERENCES,
    clinicId: clinic.id,
    clinicRole: clinic.owner ? 'owner' : 'member',
    clinicName: clinic.name,
    profile: {
      phoneNumber: u.phoneNumber,
      assistantEmail: u.assistantEmail,
      secondarySpecialties: u.secondarySpecialties,
      countryOfPractice: u.countryOfPractice,
      degrees: u.degrees,
      workExperience: (u.workExperience as PublicUser['profile']['workExperience'] | null) ?? [],
      professionalMemberships: u.professionalMemberships,
      biography: u.biography,
      languagesSpoken: u.languagesSpoken,
      medicalLicenseImage: u.medicalLicenseImage,
      createdAt: u.createdAt.toISOString(),
    },
  };
}

/** The clinic's active users (id, name, role), for pickers such as the doctor dropdown. */
export async function listClinicUsers(db: Db, clinicId: number): Promise<ClinicUser[]> {
  return db
    .select({ id: users.id, name: users.name, role: memberships.role })
    .from(users)
    .innerJoin(memberships, activeMemberOf(clinicId))
    .orderBy(users.name)
    .all();
}

/**
 * The roles a new result is announced to: those who may act on it (review it), doctors and nurses
 * (DESIGN.md §8: a nurse does all a doctor does but prescribe and sign notes). Front desk and
 * read-only members never get result messages or critical alerts.
 */
export const RESULT_RECIPIENT_ROLES = PERMISSIONS['results:write'].roles;

/** The read of clinicResultRecipientIds as a statement, for a batch (a new result reads its recipients in the transaction that stores it). */
export function clinicResultRecipientsQuery(db: Db, clinicId: number) {
  return db
    .select({ id: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.clinicId, clinicId), inArray(memberships.role, RESULT_RECIPIENT_ROLES), isNull(memberships.disabledAt), isNull(memberships.removedAt)));
}

/** Ids of the clinic's active, present members who receive new results and critical-result alerts. */
export async function clinicResultRecipientIds(db: Db, clinicId: number): Promise<number[]> {
  const rows = await clinicResultRecipientsQuery(db, clinicId).all();
  return rows.map((r) => r.id);
}

/** The user's stored password hash, or undefined when there is no such user. */
export async function passwordHashOf(db: Db, userId: number): Promise<string | undefined> {
  const row = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)).get();
  return row?.hash;
}

/** Replaces the user's password hash. */
export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** The language the user chose (users.locale), English when the row is missing. */
export async function userLocale(db: Db, userId: number): Promise<Locale> {
  const row = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId)).get();
  return row?.locale ?? 'en';
}

/** The time zone saved in the user's profile (not validated here), or undefined. */
export async function profileTimeZone(db: Db, userId: number): Promise<string | undefined> {
  const row = await db.select({ timezone: users.timezone }).from(users).where(eq(users.id, userId)).get();
  return row?.timezone ?? undefined;
}

/** Saves profile fields on the account and on its copies in other regions' databases (decision 0014); absent rows are a no-op. */
export async function updateProfile(dbs: Db[], userId: number, changes: Partial<typeof users.$inferInsert>): Promise<void> {
  await Promise.all(dbs.map((db) => db.update(users).set(changes).where(eq(users.id, userId))));
}

/**
 * Creates an account and its first membership in one batch (a sign-up never leaves an account that
 * belongs nowhere). The account's id comes from `region`'s range, the region of its first clinic.
 */
export async function insertAccount(
  db: Db,
  region: Region,
  account: Omit<typeof users.$inferInsert, 'id'>,
  membership: { role: StaffRole; owner: boolean },
): Promise<{ id: number }> {
  const [inserted] = await db.batch([
    db.insert(users).values({ ...account, id: nextIdSql('users', region) }).returning({ id: users.id }),
    db.insert(memberships).select(
      db
        .select({
          userId: users.id,
          clinicId: sql`${account.homeClinicId}`.as('clinic_id'),
          role: sql`${membership.role}`.as('role'),
          owner: sql`${membership.owner ? 1 : 0}`.as('owner'),
          disabledAt: sql`NULL`.as('disabled_at'),
          removedAt: sql`NULL`.as('removed_at'),
          joinedAt: users.createdAt,
        })
        .from(users)
        .where(eq(users.username, account.username)),
    ),
  ]);
  return inserted[0]!;
}

/**
 * Copies an account's name and profile (never its password) into the database of `clinicId`, a
 * clinic in another region it joins, under the same id, so that clinic's records can name their
 * author (decision 0014). The copy's clinic column names that clinic (its foreign key must find a
 * clinic of this database). An existing copy is refreshed.
 */
export async function copyAccountInto(db: Db, account: UserRow, clinicId: number): Promise<void> {
  // The mark of working in several clinics is the account's own (its home region decides resets by it).
  const { passwordHash: _secret, id, homeClinicId: _home, multiClinicSince: _mark, ...profile } = account;
  await db
    .insert(users)
    .values({ ...profile, id, homeClinicId: clinicId, passwordHash: ACCOUNT_COPY_PASSWORD })
    .onConflictDoUpdate({ target: users.id, set: profile });
}

/** What a copy holds in place of a password hash: not a pbkdf2-sha256 hash, so verifyPassword (auth/password.ts) accepts no password against it. */
export const ACCOUNT_COPY_PASSWORD = 'account-copy:no-password';

/**
 * Marks the account's own row as working in a clinic other than its home clinic (`multi_clinic_since`,
 * kept from the first time), before that membership is written: from then on no reset or recovery
 * code sets its password (single-use-code.ts). With `whilePasswordIs`, only while the password
 * hash is still that one (the join checked it): false, marking nothing, when it changed meanwhile.
 */
export async function markMultiClinic(db: Db, userId: number, { whilePasswordIs }: { whilePasswordIs?: string } = {}, now = new Date()): Promise<boolean> {
  const marked = await db
    .update(users)
    .set({ multiClinicSince: sql`COALESCE(${users.multiClinicSince}, ${now.getTime()})` })
    .where(and(eq(users.id, userId), whilePasswordIs === undefined ? undefined : eq(users.passwordHash, whilePasswordIs)))
    .returning({ id: users.id });
  return marked.length > 0;
}

/** The account's own row (with its password hash), for copying into another region's database. */
export async function getAccount(db: Db, userId: number): Promise<UserRow | undefined> {
  return db.select().from(users).where(eq(users.id, userId)).get();
}
