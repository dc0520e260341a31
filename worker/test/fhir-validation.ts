import { inject } from 'vitest';
import type { FhirResource } from '../../core/fhir/export-resources';

/**
 * The problems the FHIR validator harness finds in these resources ([] when all are valid FHIR R4).
 * The harness (Medplum with the official R4 definitions, decision 0004) runs in Node beside the
 * tests (core/fhir/testing/validation-service.ts): its definitions are too large for workerd.
 */
export async function fhirProblemsOf(resources: readonly FhirResource[]): Promise<string[]> {
  const res = await fetch(inject('fhirValidatorUrl'), { method: 'POST', body: JSON.stringify(resources) });
  return (await res.json()) as string[];
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the FHIR validation service of the worker tests listens. */
    fhirValidatorUrl: string;
  }
}

/** Per resource type, the US Core must-support elements some source resource had and no exported one has (the validation service compares them). */
export async function usCoreDropsOf(source: readonly FhirResource[], exported: readonly FhirResource[]): Promise<Record<string, string[]>> {
  const res = await fetch(new URL('/us-core-drops', inject('fhirValidatorUrl')), { method: 'POST', body: JSON.stringify({ source, exported }) });
  return (await res.json()) as Record<string, string[]>;
}
