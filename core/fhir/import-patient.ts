// FHIR R4 Patient (http://hl7.org/fhir/R4/patient.html) → the patient form's fields (core/schemas/
// patients.ts). The medical record number is the identifier typed MR (HL7 v2 table 0203, as
// US Core and Synthea send it).

import { GENDER_OF_SEX, MRN_PATTERN, PatientInputSchema, SEXES, type PatientInputParsed, type Sex } from '../schemas/patients';
import { checked, failed, type MapResult } from './map-result';
import { isCalendarDate } from '../schemas/fhir-dates';
import { conceptOf, firstCode, obj, objs, str, strs, type Json } from './fhir-json';

/** The identifier type system of HL7 v2 table 0203 (MR = medical record number). */
export const IDENTIFIER_TYPE_SYSTEM = 'http://terminology.hl7.org/CodeSystem/v2-0203';

function pickByUse(items: Json[], uses: readonly string[]): Json | undefined {
  for (const use of uses) {
    const hit = items.find((i) => str(i, 'use') === use);
    if (hit) return hit;
  }
  return items.find((i) => str(i, 'use') !== 'old') ?? items[0];
}

/** A HumanName as one line: its text, else given names then family. */
export function nameText(name: Json | undefined): string {
  if (!name) return '';
  return str(name, 'text') ?? [...strs(name, 'given'), str(name, 'family') ?? ''].filter(Boolean).join(' ');
}

/** The record number: the value of the identifier whose type is MR. */
export function mrnOf(patient: Json): string | undefined {
  return objs(patient, 'identifier')
    .filter((id) => firstCode(obj(id, 'type')) === 'MR')
    .map((id) => str(id, 'value'))
    .find(Boolean);
}

function birthDateOf(value: string | undefined): { birthDate: string; estimated: boolean } | null {
  if (!value) return null;
  if (isCalendarDate(value)) return { birthDate: value, estimated: false };
  // FHIR allows a year or a year and month: store the first day, flagged as an estimate.
  if (/^\d{4}-\d{2}$/.test(value) && isCalendarDate(`${value}-01`)) return { birthDate: `${value}-01`, estimated: true };
  if (/^\d{4}$/.test(value) && isCalendarDate(`${value}-01-01`)) return { birthDate: `${value}-01-01`, estimated: true };
  return null;
}

/** The HumanName the patient is imported by: official, else usual, else the first not old. */
export function importedNameOf(resource: Json): Json | undefined {
  return pickByUse(objs(resource, 'name'), ['official', 'usual']);
}

/** The family name of the name the patient is imported by, as sent. */
export function familyOf(resource: Json): string | null {
  return str(importedNameOf(resource), 'family') ?? null;
}

/** A Patient resource as the patient form's parsed input, or the reason it cannot be one. */
export function mapPatient(resource: Json): MapResult<PatientInputParsed> {
  const fullName = nameText(importedNameOf(resource));
  const birth = birthDateOf(str(resource, 'birthDate'));
  if (!birth) return failed('The patient has no birth date (or not one written YYYY, YYYY-MM or YYYY-MM-DD).');
  const gender = str(resource, 'gender');
  const sex: Sex = (SEXES as readonly string[]).includes(gender ?? '') ? (gender as Sex) : 'unknown';
  const telecom = objs(resource, 'telecom');
  const phone = pickByUse(telecom.filter((t) => str(t, 'system') === 'phone'), ['mobile', 'home', 'work']);
  const email = pickByUse(telecom.filter((t) => str(t, 'system') === 'email'), ['home', 'work']);
  const address = pickByUse(objs(resource, 'address'), ['home']);
  const communication = objs(resource, 'communication');
  const language = communication.find((c) => c.preferred === true) ?? communication[0];
  const contacts = objs(resource, 'contact');
  const emergency = contacts.find((c) => objs(c, 'relationship').some((r) => firstCode(r) === 'C')) ?? contacts[0];
  const emergencyName = nameText(obj(emergency, 'name'));
  const emergencyPhone = objs(emergency, 'telecom').find((t) => str(t, 'system') === 'phone');
  const relationship = emergency ? conceptOf(objs(emergency, 'relationship')[0]).text : null;
  const candidate = {
    fullName,
    birthDate: birth.birthDate,
    birthDateEstimated: birth.estimated,
    sex,
    gender: GENDER_OF_SEX[sex],
    contactNumber: str(phone, 'value') ?? null,
    email: str(email, 'value') ?? null,
    // A record number the chart cannot hold is left out (the server numbers the patient); it stays among the source ids.
    mrn: [mrnOf(resource)].find((m) => m !== undefined && MRN_PATTERN.test(m)),
    address: address
      ? {
          line: strs(address, 'line'),
          ...(str(address, 'city') ? { city: str(address, 'city') } : {}),
          ...(str(address, 'state') ? { state: str(address, 'state') } : {}),
          ...(str(address, 'postalCode') ? { postalCode: str(address, 'postalCode') } : {}),
          ...(str(address, 'country') ? { country: str(address, 'country') } : {}),
        }
      : null,
    preferredLanguage: firstCode(obj(language, 'language')) ?? null,
    emergencyContact: emergency && emergencyName ? { name: emergencyName, ...(relationship ? { relationship } : {}), ...(str(emergencyPhone, 'value') ? { phone: str(emergencyPhone, 'value') } : {}) } : null,
  };
  return checked(PatientInputSchema, candidate, 'Patient');
}
