import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { ClinicUser, PublicUser } from '../../../core/schemas/user';
import { DEFAULT_UNIT_PREFERENCES } from '../../../core/schemas/user';
import type { Db } from '../client';
import { nextIdSql, type Region } from '../regions';
import { clinics, users } from '../schema';

type UserRow = typeof users.$inferSelect;

/** Finds an active (not disabled) user by username or e-mail, case-insensitively. */
export async function findUserForLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const key = login.trim().toLowerCase();
  return db
    .select()
    .from(users)
    .where(and(or(eq(users.username, key), eq(users.email, key)), isNull(users.disabledAt)))
    .get();
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

/** The signed-in user's public view with their clinic, or undefined. */
export async function getPublicUser(db: Db, userId: number, clinicId: number): Promise<PublicUser | undefined> {
  const row = await db
    .select({ user: users, clinicName: clinics.name })
    .from(users)
    .innerJoin(clinics, eq(clinics.id, users.clinicId))
    .where(and(eq(users.id, userId), eq(users.clinicId, clinicId), isNull(users.disabledAt)))
    .get();
  return row ? toPublicUser(row.user, row.clinicName) : undefined;
}

/** Strips secrets and shapes a user row for the client. */
export function toPublicUser(u: UserRow, clinicName: string): PublicUser {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    name: u.name,
    role: u.role,
    speciality: u.speciality,
    profileImage: u.profileImage,
    country: u.country,
    timezone: u.timezone,
    unitPreferences: u.unitPreferences ?? DEFAULT_UNIT_PREFERENCES,
    clinicId: u.clinicId,
    clinicRole: u.clinicRole,
    clinicName,
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
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(and(eq(users.clinicId, clinicId), isNull(users.disabledAt)))
    .orderBy(users.name)
    .all();
}

/** Ids of the clinic's active doctors (who receive critical-result alerts). */
export async function clinicDoctorIds(db: Db, clinicId: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.clinicId, clinicId), eq(users.role, 'doctor'), isNull(users.disabledAt)))
    .all();
  return rows.map((r) => r.id);
}

/** A new user in its region's database, with an id from that region's range. Unique e-mail and username are the caller's to catch. */
export async function insertUser(db: Db, region: Region, values: Omit<typeof users.$inferInsert, 'id'>): Promise<{ id: number }> {
  return db
    .insert(users)
    .values({ id: nextIdSql('users', region), ...values })
    .returning({ id: users.id })
    .get();
}

/** Changes the given profile fields of the user in their clinic. */
export async function updateProfile(db: Db, userId: number, clinicId: number, changes: Partial<typeof users.$inferInsert>): Promise<void> {
  await db.update(users).set(changes).where(and(eq(users.id, userId), eq(users.clinicId, clinicId)));
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

/** The time zone saved in the user's profile (not validated here), or undefined. */
export async function profileTimeZone(db: Db, userId: number): Promise<string | undefined> {
  const row = await db.select({ timezone: users.timezone }).from(users).where(eq(users.id, userId)).get();
  return row?.timezone ?? undefined;
}
