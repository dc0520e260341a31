import { msg } from '../../core/i18n/msg';
import { ageInYears, estimatedBirthDate, formatCalendarDay, type CalendarDay } from '../../core/chart/age';
import { GENDER_OF_SEX, SEX_OF_GENDER, type PatientInputParsed } from '../../core/schemas/patients';
import type { PatientDetails } from '../../core/fhir/patient-details';
import type { patients } from '../db/schema';
import { ApiException } from '../errors';

type PatientRow = typeof patients.$inferSelect;

/** The patient columns a create or an edit writes (undefined: keep what is stored). */
export interface PatientColumns {
  fullName: string;
  birthDate: string;
  birthDateEstimated: boolean;
  gender: string;
  sex: PatientRow['sex'];
  contactNumber?: string | null;
  email?: string | null;
  mrn?: string;
  address?: PatientRow['address'];
  preferredLanguage?: string | null;
  emergencyContact?: PatientRow['emergencyContact'];
  allergyStatus?: 'not-asked' | 'no-known-allergies';
  /** Kept from an import (core/fhir/patient-details.ts); the form writes only `nameParts: null`, when it changes the name. */
  nameParts?: PatientRow['nameParts'];
  deceased?: PatientRow['deceased'];
  usCoreExtensions?: PatientRow['usCoreExtensions'];
}

/** The columns of what an import kept beyond the form's fields (all null when the bundle had none). */
export function patientDetailColumns(details: PatientDetails | null): Pick<PatientColumns, 'nameParts' | 'deceased' | 'usCoreExtensions'> {
  return { nameParts: details?.nameParts ?? null, deceased: details?.deceased ?? null, usCoreExtensions: details?.usCoreExtensions.length ? details.usCoreExtensions : null };
}

/**
 * Turns the form's fields into columns. An age without a birth date stores an estimated birth
 * date, unless the stored birth date already gives that age today (an edit in the spec's form
 * must not overwrite a real birth date with an estimate). The spec's gender and the FHIR sex are
 * kept in step; 'unknown' survives an edit that leaves the gender at 'Other'. A changed name drops
 * the imported name's parts (family, given, ...): they described the name that was replaced.
 */
export function patientColumns(input: PatientInputParsed, today: CalendarDay, existing?: PatientRow): PatientColumns {
  let birthDate: string;
  let birthDateEstimated: boolean;
  if (input.birthDate) {
    if (input.birthDate > formatCalendarDay(today)) {
      throw new ApiException(400, msg('Date of birth cannot be in the future.'), { birthDate: ['Date of birth cannot be in the future.'] });
    }
    birthDate = input.birthDate;
    birthDateEstimated = input.birthDateEstimated ?? (existing?.birthDate === input.birthDate ? existing.birthDateEstimated : false);
  } else if (existing && input.age !== undefined && ageInYears(existing.birthDate, today) === input.age) {
    birthDate = existing.birthDate;
    birthDateEstimated = existing.birthDateEstimated;
  } else {
    birthDate = estimatedBirthDate(input.age!, today);
    birthDateEstimated = true;
  }

  let sex: PatientRow['sex'];
  let gender: string;
  if (input.sex) {
    sex = input.sex;
    gender = input.gender ?? GENDER_OF_SEX[input.sex];
  } else {
    gender = input.gender!;
    sex = existing && GENDER_OF_SEX[existing.sex] === gender ? existing.sex : SEX_OF_GENDER[input.gender!];
  }

  return {
    fullName: input.fullName,
    birthDate,
    birthDateEstimated,
    gender,
    sex,
    ...(input.contactNumber !== undefined ? { contactNumber: input.contactNumber } : {}),
    ...(input.email !== undefined ? { email: input.email } : {}),
    ...(input.mrn !== undefined ? { mrn: input.mrn } : {}),
    ...(input.address !== undefined ? { address: input.address } : {}),
    ...(input.preferredLanguage !== undefined ? { preferredLanguage: input.preferredLanguage } : {}),
    ...(input.emergencyContact !== undefined ? { emergencyContact: input.emergencyContact } : {}),
    ...(input.allergyStatus !== undefined ? { allergyStatus: input.allergyStatus } : {}),
    ...(existing?.nameParts && existing.fullName !== input.fullName ? { nameParts: null } : {}),
  };
}

