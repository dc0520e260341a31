// Which system a bundle's ids belong to (issue 32 "wrong-patient matching"). `Patient/1` means a
// different person in every system that sends it, so a source id is only ever matched within its
// source: a urn:uuid/urn:oid fullUrl is unique everywhere, an absolute fullUrl carries its
// server's base; otherwise the resource's meta.source, else the source the importer names, is
// put in front of `Type/id`. Without any of these an id names nobody the import can tell apart.

import { obj, str, type Json } from './fhir-json';

/** A fullUrl that names a resource on its own: a urn (uuid/oid) or an absolute URL. */
const GLOBAL = /^(urn:(uuid|oid):|https?:\/\/)/i;
/** `Type/id` (optionally with a version) at the end of an absolute URL: what is left before it is the server's base. */
const TYPE_ID_TAIL = /\/[A-Z][A-Za-z]+\/[A-Za-z0-9\-.]{1,64}(\/_history\/[A-Za-z0-9\-.]{1,64})?$/;

/** What an entry is known by besides its own fullUrl. */
export interface NamedEntry {
  fullUrl: string | undefined;
  resource: Json;
}

/** The namespace of an entry's relative ids: its absolute fullUrl's base, else its meta.source, else the named source; undefined when none. */
export function sourceNamespace(entry: NamedEntry, named: string | undefined): string | undefined {
  if (entry.fullUrl && /^https?:\/\//i.test(entry.fullUrl) && TYPE_ID_TAIL.test(entry.fullUrl)) return entry.fullUrl.replace(TYPE_ID_TAIL, '');
  return str(obj(entry.resource, 'meta'), 'source') ?? named;
}

/** `Type/id` within a namespace (a URL base joins with '/', any other name with a space, which no URI or id holds). */
function within(namespace: string, typeId: string): string {
  return /^https?:\/\//i.test(namespace) ? `${namespace.replace(/\/+$/, '')}/${typeId}` : `${namespace} ${typeId}`;
}

/**
 * The id an entry is matched by on a later import: a urn or absolute fullUrl as it is, else
 * `Type/id` in the entry's namespace. null: it has no id (matched by content); undefined: it has
 * only a bare `Type/id` and no namespace (the import asks for a source).
 */
export function namespacedName(entry: NamedEntry & { resourceType: string; id: string | undefined }, named: string | undefined): string | null | undefined {
  if (entry.fullUrl && GLOBAL.test(entry.fullUrl)) return entry.fullUrl;
  if (!entry.id) return null;
  const namespace = sourceNamespace(entry, named);
  return namespace === undefined ? undefined : within(namespace, `${entry.resourceType}/${entry.id}`);
}

/** A reference to a resource outside the bundle, in the referring entry's namespace (FHIR resolves a relative reference against its entry's base); undefined without one. */
export function namespacedReference(reference: string, from: NamedEntry, named: string | undefined): string | undefined {
  if (GLOBAL.test(reference)) return reference;
  const namespace = sourceNamespace(from, named);
  return namespace === undefined ? undefined : within(namespace, reference.replace(/^\/+/, ''));
}
