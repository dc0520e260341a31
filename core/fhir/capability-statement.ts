// The CapabilityStatement served at /fhir/R4/metadata (http://hl7.org/fhir/R4/capabilitystatement.html):
// exactly what the read API supports (DESIGN.md §8, §9) — Patient read and search by name, birthdate and
// identifier, Patient/$everything, Observation search by patient and code, Practitioner read (a
// MedAssist user, the id_token's fhirUser), Bulk Data $export at system and Patient level — in JSON only — and the US Core 6.1 profiles the exported resources may
// claim (the other types come only through $everything and $export).

import type { FhirResource } from './export-resources';
import { SUPPORTED_PROFILES } from './us-core-profiles';

/** FHIR version the API speaks. */
export const FHIR_VERSION = '4.0.1';

/** Resource types $everything returns (the rest of the record is not exported through FHIR). */
export const EVERYTHING_RESOURCE_TYPES = ['Patient', 'Condition', 'AllergyIntolerance', 'MedicationRequest', 'Observation', 'DiagnosticReport', 'Immunization', 'Encounter'] as const;

/** What the statement names. */
export interface CapabilityOptions {
  baseUrl: string;
  /** When this statement was published (the deploy's date, a FHIR dateTime). */
  date: string;
  softwareVersion: string;
}

/** The server's CapabilityStatement. */
export function capabilityStatement(options: CapabilityOptions): FhirResource {
  const param = (name: string, type: string, documentation: string) => ({ name, type, documentation });
  return {
    resourceType: 'CapabilityStatement',
    status: 'active',
    date: options.date,
    publisher: 'MedAssist',
    kind: 'instance',
    // FHIR Bulk Data 2.0 export at system and Patient level (https://hl7.org/fhir/uv/bulkdata/STU2/CapabilityStatement-bulk-data.html).
    instantiates: ['http://hl7.org/fhir/uv/bulkdata/CapabilityStatement/bulk-data'],
    software: { name: 'MedAssist', version: options.softwareVersion },
    implementation: { description: 'MedAssist FHIR R4 read API', url: options.baseUrl },
    fhirVersion: FHIR_VERSION,
    format: ['json'],
    rest: [
      {
        mode: 'server',
        security: {
          description: 'A signed-in session (cookie), a clinic API key with the fhir:read scope, or a SMART access token (Authorization: Bearer; /.well-known/smart-configuration). Every answer is limited to the clinic of the session, key or token.',
        },
        resource: [
          {
            type: 'Patient',
            supportedProfile: SUPPORTED_PROFILES.Patient,
            interaction: [{ code: 'read' }, { code: 'search-type' }],
            searchParam: [
              param('name', 'string', 'Any part of the patient’s name, matched from the start of a word.'),
              param('birthdate', 'date', 'The birth date, YYYY-MM-DD.'),
              param('identifier', 'token', 'The record number or an imported identifier, as value or system|value.'),
            ],
            operation: [
              { name: 'everything', definition: 'http://hl7.org/fhir/OperationDefinition/Patient-everything' },
              { name: 'export', definition: 'http://hl7.org/fhir/uv/bulkdata/OperationDefinition/patient-export' },
            ],
          },
          {
            type: 'Observation',
            supportedProfile: SUPPORTED_PROFILES.Observation,
            interaction: [{ code: 'search-type' }],
            searchParam: [param('patient', 'reference', 'The patient, as Patient/id or id (required).'), param('code', 'token', 'A LOINC or other code, as code or system|code.')],
          },
          {
            type: 'Practitioner',
            interaction: [{ code: 'read' }],
            documentation: 'A MedAssist user of the clinic (name and user number): the fhirUser of an id_token. A SMART token reads it with user/ or system/ Practitioner scopes, or its own user with openid fhirUser.',
          },
          ...EVERYTHING_RESOURCE_TYPES.filter((type) => type !== 'Patient' && type !== 'Observation').map((type) => ({
            type,
            supportedProfile: SUPPORTED_PROFILES[type] ?? [],
            documentation: 'Read only as part of Patient/$everything and $export; not searched or read on its own.',
          })),
        ],
        operation: [{ name: 'export', definition: 'http://hl7.org/fhir/uv/bulkdata/OperationDefinition/export' }],
      },
    ],
  };
}
