// Whether an HL7 result's patient is the clinic's patient (issue 32, wrong-patient matching): an MRN
// is only an MRN within its assigning authority (PID-3 CX-4), so a lab key names the authority whose
// MRNs are the clinic's, and even then the MRN must agree with the birth date (PID-7) and family
// name (PID-5.1) before a result lands in a chart. Anything less waits for staff, with the reason.

import type { Hl7LabPatient, Hl7PatientIdentifier } from './oru-r01';

/** The clinic's patient an MRN points at, as far as matching needs it. */
export interface ChartPatientIdentity {
  fullName: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  /** The birth date was estimated from an age: it confirms nobody. */
  birthDateEstimated: boolean;
}

const same = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * The PID-3 identifiers a lab key may match on: those of its assigning authority (HD namespace id
 * or universal id, compared without regard to case), or, for a key with no authority configured,
 * only those sent without any authority: an MRN of another authority is never taken for ours.
 */
export function identifiersForAuthority(identifiers: readonly Hl7PatientIdentifier[], authority: string | null): Hl7PatientIdentifier[] {
  if (authority && authority.trim()) return identifiers.filter((id) => id.authorityIds.some((a) => same(a, authority)));
  return identifiers.filter((id) => id.authorityIds.length === 0);
}

/** The MRN to look up for a key's authority: the identifier of type MR among those it may match on, else the only one; null when none or several untyped. */
export function mrnForAuthority(identifiers: readonly Hl7PatientIdentifier[], authority: string | null): string | null {
  const ours = identifiersForAuthority(identifiers, authority);
  return ours.find((id) => same(id.typeCode, 'MR'))?.value ?? (ours.length === 1 ? (ours[0]?.value ?? null) : null);
}

/** A name reduced to its words for comparison: accents, case and punctuation (hyphens, apostrophes) do not count. */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** True when the family name's words appear together, in order, among the full name's words ("García López" in "Ana García López"). */
export function hasFamilyName(fullName: string, familyName: string): boolean {
  const family = nameWords(familyName);
  const full = nameWords(fullName);
  if (family.length === 0) return false;
  for (let start = 0; start + family.length <= full.length; start++) {
    if (family.every((word, i) => full[start + i] === word)) return true;
  }
  return false;
}

/**
 * Why the lab's patient is not confirmed as the chart's patient the MRN found, or null when birth
 * date and family name both agree. The reason names only what the lab sent (staff see the chart).
 */
export function patientMismatch(lab: Pick<Hl7LabPatient, 'birthDate' | 'familyName'>, chart: ChartPatientIdentity): string | null {
  if (!lab.birthDate) return 'the lab sent no birth date (PID-7) to confirm the MRN';
  if (chart.birthDateEstimated || !chart.birthDate) return `the chart's birth date is only estimated from an age, so the lab's ${lab.birthDate} cannot confirm the MRN`;
  if (lab.birthDate !== chart.birthDate) return `the birth date the lab sent (${lab.birthDate}) is not the chart's`;
  if (!lab.familyName.trim()) return 'the lab sent no family name (PID-5) to confirm the MRN';
  if (!hasFamilyName(chart.fullName, lab.familyName)) return `the family name the lab sent (${lab.familyName}) is not in the chart's name`;
  return null;
}
