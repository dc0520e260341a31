import { ndjsonLine } from '../../core/fhir/export-bundle';
import type { FhirResource } from '../../core/fhir/export-resources';
import type { Db } from '../db/client';
import { livePatientPage } from '../db/queries/fhir-read';
import { chartResources, patientResources, RECORD_PAGE } from './record';

/** Text handed to the response stream at once: many lines per chunk, a bounded amount of memory. */
const CHUNK_CHARS = 64 * 1024;

async function* allResources(db: Db, clinicId: number): AsyncGenerator<FhirResource> {
  let afterId = 0;
  for (;;) {
    const rows = await livePatientPage(db, clinicId, afterId, RECORD_PAGE);
    yield* await patientResources(db, rows);
    if (rows.length < RECORD_PAGE) break;
    afterId = rows[rows.length - 1]!.id;
  }
  yield* chartResources(db, { clinicId });
}

/**
 * The clinic's live records as FHIR NDJSON (Bulk Data's format, https://hl7.org/fhir/uv/bulkdata/):
 * one resource per line, in one stream grouped by type (every Patient, then Condition,
 * AllergyIntolerance, MedicationRequest, Observation, DiagnosticReport, Immunization, Encounter),
 * each line naming its resourceType.
 */
export async function* clinicNdjson(db: Db, clinicId: number): AsyncGenerator<string> {
  let chunk = '';
  for await (const resource of allResources(db, clinicId)) {
    chunk += ndjsonLine(resource);
    if (chunk.length >= CHUNK_CHARS) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}
