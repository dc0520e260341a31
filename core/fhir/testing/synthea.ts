// Test-only: the six Synthea sample bundles of data/fhir-samples (Apache-2.0, see its README) and their INDEX.json.

import { readFileSync } from 'node:fs';

const DIR = new URL('../../../data/fhir-samples/synthea/', import.meta.url);

/** One INDEX.json row: counts the mapping must reproduce. */
export interface SyntheaIndexRow {
  path: string;
  birth: string;
  alive: boolean;
  allergy: number;
  meds: number;
  cond: number;
  obs: number;
  dr: number;
}

/** The rows of INDEX.json. */
export const SYNTHEA_INDEX: SyntheaIndexRow[] = JSON.parse(readFileSync(new URL('INDEX.json', DIR), 'utf8'));

/** A sample bundle, parsed. */
export function syntheaBundle(path: string): Record<string, unknown> & { entry: { fullUrl: string; resource: Record<string, unknown> & { resourceType: string; id: string } }[] } {
  return JSON.parse(readFileSync(new URL(path, DIR), 'utf8'));
}
