// The entries of a Bundle and how references between them resolve (FHIR R4 Bundle, "Resolving
// references in Bundles", http://hl7.org/fhir/R4/bundle.html#references): a reference is matched to
// an entry's fullUrl (urn:uuid:…, absolute URLs), or as `Type/id` to an entry of that type and id
// (relative references, and absolute ones ending in Type/id).

import { isObject, str, type Json } from './fhir-json';

/** One bundle entry that carries a resource. */
export interface BundleEntry {
  /** Position in Bundle.entry (0-based). */
  index: number;
  fullUrl: string | undefined;
  resource: Json;
  resourceType: string;
  id: string | undefined;
  /** fullUrl, else Type/id, else entry[n]: how this import names the entry. */
  key: string;
  /** Bundle.entry.request.method (transaction/batch), upper-cased. */
  method: string | undefined;
  /** Bundle.entry.search.mode (searchset). */
  searchMode: string | undefined;
}

/** Entries by the keys references use. */
export interface BundleIndex {
  entries: BundleEntry[];
  /** Entries without a usable resource: their position and why. */
  unusable: { index: number; reason: string }[];
  resolve(reference: string): BundleEntry | undefined;
}

const TYPE_ID = /(?:^|\/)([A-Z][A-Za-z]+)\/([A-Za-z0-9\-.]{1,64})(?:\/_history\/[A-Za-z0-9\-.]{1,64})?$/;

/** Indexes a bundle's entries for reference resolution. */
export function indexBundle(entries: readonly unknown[]): BundleIndex {
  const out: BundleEntry[] = [];
  const unusable: BundleIndex['unusable'] = [];
  const byFullUrl = new Map<string, BundleEntry>();
  const byTypeId = new Map<string, BundleEntry>();
  entries.forEach((raw, index) => {
    const resource = isObject(raw) ? raw.resource : undefined;
    const resourceType = str(resource, 'resourceType');
    if (!isObject(resource) || !resourceType) {
      unusable.push({ index, reason: 'The entry has no resource with a resourceType.' });
      return;
    }
    const fullUrl = str(raw, 'fullUrl');
    const id = str(resource, 'id');
    const request = isObject(raw) ? raw.request : undefined;
    const search = isObject(raw) ? raw.search : undefined;
    const entry: BundleEntry = {
      index,
      fullUrl,
      resource,
      resourceType,
      id,
      key: fullUrl ?? (id ? `${resourceType}/${id}` : `entry[${index}]`),
      method: str(request, 'method')?.toUpperCase(),
      searchMode: str(search, 'mode'),
    };
    out.push(entry);
    if (fullUrl && !byFullUrl.has(fullUrl)) byFullUrl.set(fullUrl, entry);
    if (id && !byTypeId.has(`${resourceType}/${id}`)) byTypeId.set(`${resourceType}/${id}`, entry);
  });
  return {
    entries: out,
    unusable,
    resolve(reference) {
      const exact = byFullUrl.get(reference);
      if (exact) return exact;
      const m = TYPE_ID.exec(reference);
      return m ? byTypeId.get(`${m[1]}/${m[2]}`) : undefined;
    },
  };
}

/** The identifiers an entry is known by: its key, fullUrl, Type/id, and each identifier as system|value. */
export function sourceIdsOf(entry: BundleEntry): string[] {
  const ids = new Set<string>([entry.key]);
  if (entry.fullUrl) ids.add(entry.fullUrl);
  if (entry.id) ids.add(`${entry.resourceType}/${entry.id}`);
  const identifiers = entry.resource.identifier;
  if (Array.isArray(identifiers)) {
    for (const identifier of identifiers) {
      const value = str(identifier, 'value');
      if (value) ids.add(`${str(identifier, 'system') ?? ''}|${value}`);
    }
  }
  return [...ids];
}
