// The US Core 6.1 profiles (http://hl7.org/fhir/us/core/STU6.1/) the export declares in meta.profile
// and the CapabilityStatement. A resource names a profile only when it meets that profile's required
// elements and invariants (checked in tests against the profiles' StructureDefinitions, data/us-core);
// one that cannot (e.g. a medication without a prescriber, us-core-21) names none rather than a wrong one.

const US_CORE = 'http://hl7.org/fhir/us/core/StructureDefinition';

/** The profiles, by what they describe. */
export const US_CORE_PROFILES = {
  patient: `${US_CORE}/us-core-patient`,
  problem: `${US_CORE}/us-core-condition-problems-health-concerns`,
  allergy: `${US_CORE}/us-core-allergyintolerance`,
  medicationRequest: `${US_CORE}/us-core-medicationrequest`,
  labObservation: `${US_CORE}/us-core-observation-lab`,
  clinicalResult: `${US_CORE}/us-core-observation-clinical-result`,
  vitalSigns: `${US_CORE}/us-core-vital-signs`,
  labReport: `${US_CORE}/us-core-diagnosticreport-lab`,
  immunization: `${US_CORE}/us-core-immunization`,
  encounter: `${US_CORE}/us-core-encounter`,
} as const;

/** The profiles each exported resource type may claim (CapabilityStatement.rest.resource.supportedProfile). */
export const SUPPORTED_PROFILES: Readonly<Record<string, readonly string[]>> = {
  Patient: [US_CORE_PROFILES.patient],
  Condition: [US_CORE_PROFILES.problem],
  AllergyIntolerance: [US_CORE_PROFILES.allergy],
  MedicationRequest: [US_CORE_PROFILES.medicationRequest],
  Observation: [US_CORE_PROFILES.labObservation, US_CORE_PROFILES.vitalSigns, US_CORE_PROFILES.clinicalResult],
  DiagnosticReport: [US_CORE_PROFILES.labReport],
  Immunization: [US_CORE_PROFILES.immunization],
  Encounter: [US_CORE_PROFILES.encounter],
};

/**
 * The observation categories of US Core's clinical result profile besides laboratory and vital signs,
 * which have their own (ValueSet us-core-clinical-result-observation-category, US Core 6.1.0).
 */
export const CLINICAL_RESULT_CATEGORIES: readonly string[] = ['exam', 'therapy', 'imaging', 'procedure', 'activity'];

/** A resource's meta with the profile it meets (none when `profile` is null). */
export function metaWith(meta: Record<string, unknown>, profile: string | null): Record<string, unknown> {
  return profile ? { ...meta, profile: [profile] } : meta;
}
