// FHIR's error answer (http://hl7.org/fhir/R4/operationoutcome.html): every /fhir/R4 error and a
// refused import answer with an OperationOutcome; codes from the issue-type value set.

import type { FhirResource } from './export-resources';

/** FHIR issue-type codes the API uses. */
export type IssueType = 'invalid' | 'structure' | 'required' | 'value' | 'not-found' | 'deleted' | 'forbidden' | 'login' | 'not-supported' | 'too-costly' | 'throttled' | 'transient' | 'exception' | 'processing' | 'informational';

/** One issue. */
export interface OutcomeIssue {
  severity: 'fatal' | 'error' | 'warning' | 'information';
  code: IssueType;
  diagnostics: string;
  /** FHIRPath of the element concerned, e.g. Bundle.entry[3]. */
  expression?: string[];
}

/** An OperationOutcome with the given issues. */
export function operationOutcome(issues: readonly OutcomeIssue[]): FhirResource {
  return {
    resourceType: 'OperationOutcome',
    issue: issues.map((i) => ({ severity: i.severity, code: i.code, diagnostics: i.diagnostics, ...(i.expression?.length ? { expression: i.expression } : {}) })),
  };
}

/** An OperationOutcome with a single error. */
export function errorOutcome(code: IssueType, diagnostics: string): FhirResource {
  return operationOutcome([{ severity: 'error', code, diagnostics }]);
}
