import { mrnForAuthority, patientMismatch } from '../../core/hl7/patient-match';
import type { Hl7LabPatient } from '../../core/hl7/oru-r01';
import type { Db } from '../db/client';
import { getPatientByMrn, type PatientRow } from '../db/queries/patients';

/**
 * The clinic's patient an HL7 result is for, or why none is confirmed: the MRN must be one of the
 * key's assigning authority (core/hl7/patient-match.ts) and the chart's birth date and family name
 * must agree with the lab's. `mrn` is the identifier looked up (else the lab's first MR), for staff.
 */
export async function matchHl7Patient(
  db: Db,
  clinicId: number,
  lab: Hl7LabPatient,
  authority: string | null,
): Promise<{ patient: PatientRow; issue: null; mrn: string } | { patient: undefined; issue: string; mrn: string | null }> {
  const mrn = mrnForAuthority(lab.identifiers, authority);
  if (!mrn) {
    const issue = authority
      ? `no PID-3 identifier of the lab key's assigning authority ${authority}`
      : "no PID-3 identifier without an assigning authority (the lab key has no assigning authority configured, and an MRN of another authority is never matched)";
    return { patient: undefined, issue, mrn: lab.mrn };
  }
  const patient = await getPatientByMrn(db, clinicId, mrn);
  if (!patient) return { patient: undefined, issue: `no patient has MRN ${mrn}`, mrn };
  const issue = patientMismatch(lab, patient);
  return issue ? { patient: undefined, issue, mrn } : { patient, issue: null, mrn };
}
