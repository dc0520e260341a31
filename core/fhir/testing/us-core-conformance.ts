// Test-only: checks resources against the US Core 6.1 profiles copied in data/us-core (HL7's own
// StructureDefinitions, CC0; see its README). The HL7 US Core repository keeps only each profile's
// differential (the IG publisher makes the snapshots), and Medplum's validator needs a snapshot, so
// this reads the differentials: every element a profile requires (min ≥ 1, within each parent that
// is present), each required slice fixed by a pattern, and every invariant (FHIRPath, evaluated with
// Medplum's engine). Base FHIR R4 (types, cardinality, formats) is Medplum's, checked beside it.
// Not checked, and named by `unchecked`: value-set bindings (no terminology server), slices defined
// only by a binding, and profiles based on a non-US Core profile (vital signs on R4's vitalsigns).

import { readdirSync, readFileSync } from 'node:fs';
import { evalFhirPathTyped, toJsBoolean, toTypedValue, type TypedValue } from '@medplum/core';
import type { FhirResource } from '../export-resources';

const DIR = new URL('../../../data/us-core/', import.meta.url);
const US_CORE = 'http://hl7.org/fhir/us/core/StructureDefinition/';

interface ElementDefinition {
  id: string;
  path: string;
  sliceName?: string;
  min?: number;
  mustSupport?: boolean;
  constraint?: { key: string; severity: string; expression?: string }[];
  patternCodeableConcept?: { coding?: { system?: string; code?: string }[] };
  patternCoding?: { system?: string; code?: string };
}

interface Profile {
  url: string;
  baseDefinition: string;
  differential: { element: ElementDefinition[] };
}

/** The copied profiles by canonical URL. */
export const US_CORE_DEFINITIONS: ReadonlyMap<string, Profile> = new Map(
  readdirSync(DIR)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(new URL(f, DIR), 'utf8')) as Profile)
    .map((p) => [p.url, p]),
);

function profileChain(url: string): { chain: Profile[]; unchecked: string[] } {
  const chain: Profile[] = [];
  const unchecked: string[] = [];
  for (let next: string | undefined = url; next; ) {
    const profile = US_CORE_DEFINITIONS.get(next);
    if (!profile) {
      if (next.startsWith(US_CORE)) throw new Error(`US Core profile ${next} is not in data/us-core`);
      // Base FHIR's resource definitions are Medplum's to check; another profile is not checked here.
      if (!/^http:\/\/hl7\.org\/fhir\/StructureDefinition\/[A-Z]/.test(next)) unchecked.push(`base profile ${next}`);
      break;
    }
    chain.push(profile);
    next = profile.baseDefinition;
  }
  return { chain, unchecked };
}

const typed = (path: string, resource: FhirResource): TypedValue[] => evalFhirPathTyped(path.replace(/\[x\]/g, ''), [toTypedValue(resource)]);

function matchesPattern(item: unknown, pattern: NonNullable<ElementDefinition['patternCodeableConcept']>): boolean {
  const codings = ((item as { coding?: { system?: string; code?: string }[] }).coding ?? []);
  return (pattern.coding ?? []).every((p) => codings.some((c) => c.system === p.system && c.code === p.code));
}

/** What one resource breaks of a profile ([] when nothing), and what could not be checked. */
export function usCoreProblems(resource: FhirResource, profileUrl: string): { problems: string[]; unchecked: string[] } {
  const { chain, unchecked } = profileChain(profileUrl);
  const problems: string[] = [];
  for (const profile of chain) {
    for (const e of profile.differential.element) {
      const name = profile.url.slice(US_CORE.length);
      const parentPath = e.path.slice(0, e.path.lastIndexOf('.'));
      const child = e.path.slice(e.path.lastIndexOf('.') + 1).replace('[x]', '');
      if ((e.min ?? 0) >= 1 && e.path.includes('.') && !e.id.slice(0, -child.length).includes(':')) {
        const parents = parentPath.includes('.') ? typed(parentPath, resource) : [toTypedValue(resource)];
        for (const parent of parents) {
          const items = evalFhirPathTyped(child, [parent]);
          if (e.sliceName) {
            const pattern = e.patternCodeableConcept ?? (e.patternCoding ? { coding: [e.patternCoding] } : undefined);
            if (!pattern) unchecked.push(`${name} ${e.id}: a slice defined by its binding`);
            else if (items.filter((i) => matchesPattern(i.value, pattern)).length < e.min!) problems.push(`${name} ${e.id}: required, with ${JSON.stringify(pattern)}, absent`);
          } else if (items.length < e.min!) problems.push(`${name} ${e.id}: required (min ${e.min}), absent`);
        }
      }
      for (const c of e.constraint ?? []) {
        if (!c.expression || c.severity !== 'error') continue;
        const nodes = e.path.includes('.') ? typed(e.path, resource) : [toTypedValue(resource)];
        for (const node of nodes) {
          if (!toJsBoolean(evalFhirPathTyped(c.expression, [node], { '%resource': toTypedValue(resource) }))) problems.push(`${name} ${c.key}: ${c.expression}`);
        }
      }
    }
  }
  return { problems, unchecked: [...new Set(unchecked)] };
}

/** The must-support element paths of a profile and the US Core profiles it is based on ("Patient.name.family", "Observation.value[x]"). */
export function mustSupportPaths(profileUrl: string): string[] {
  return [...new Set(profileChain(profileUrl).chain.flatMap((p) => p.differential.element.filter((e) => e.mustSupport).map((e) => e.path)))];
}

/** The must-support paths that have a value in at least one of the resources. */
export function presentPaths(resources: readonly FhirResource[], paths: readonly string[]): Set<string> {
  return new Set(paths.filter((path) => resources.some((r) => typed(path, r).length > 0)));
}

/** What a resource breaks of each US Core profile its meta.profile claims ([] when it claims none or meets them). */
export function claimedProfileProblems(resource: FhirResource): string[] {
  const claimed = ((resource.meta as { profile?: string[] } | undefined)?.profile ?? []).filter((p) => p.startsWith(US_CORE));
  return claimed.flatMap((url) => usCoreProblems(resource, url).problems);
}

/** Per resource type, the must-support paths of its profiles that some source resource had and no exported one has. */
export function droppedMustSupport(source: readonly FhirResource[], exported: readonly FhirResource[], profilesByType: Readonly<Record<string, readonly string[]>>): Record<string, string[]> {
  const dropped: Record<string, string[]> = {};
  for (const [type, profiles] of Object.entries(profilesByType)) {
    const paths = [...new Set(profiles.flatMap(mustSupportPaths))];
    const had = presentPaths(source.filter((r) => r.resourceType === type), paths);
    const kept = presentPaths(exported.filter((r) => r.resourceType === type), paths);
    const lost = [...had].filter((p) => !kept.has(p)).sort();
    if (lost.length) dropped[type] = lost;
  }
  return dropped;
}
