import { z } from 'zod';

/** Unit preferences (spec §3): defaults celsius, kg, cm, mmHg. */
export const UnitPreferencesSchema = z.object({
  temperature: z.enum(['celsius', 'fahrenheit']),
  weight: z.enum(['kg', 'lb']),
  height: z.enum(['cm', 'in']),
  bloodPressure: z.enum(['mmHg', 'kPa']),
});
export type UnitPreferences = z.infer<typeof UnitPreferencesSchema>;
export const DEFAULT_UNIT_PREFERENCES: UnitPreferences = {
  temperature: 'celsius',
  weight: 'kg',
  height: 'cm',
  bloodPressure: 'mmHg',
};

/** Clinic role: the registering user owns a new clinic; invitees are members. */
export const ClinicRoleSchema = z.enum(['owner', 'member']);
export type ClinicRole = z.infer<typeof ClinicRoleSchema>;

/** The signed-in user as GET /api/user returns it (never the password hash). */
export interface PublicUser {
  id: number;
  username: string;
  email: string;
  name: string;
  role: string;
  speciality: string | null;
  profileImage: string | null;
  country: string | null;
  timezone: string | null;
  unitPreferences: UnitPreferences;
  clinicId: number;
  clinicRole: ClinicRole;
  clinicName: string;
}

/** A colleague as GET /api/users lists them. */
export interface ClinicUser {
  id: number;
  name: string;
  role: string;
}
