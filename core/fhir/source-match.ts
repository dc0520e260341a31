// Which of a resource's source ids a re-import may match on (DESIGN.md §8: "importing the same
// bundle again creates nothing new"). Only ids that name the resource at its source are kept:
// its fullUrl (urn:uuid:… is globally unique; an absolute URL includes its server's base), else
// Type/id within its source (source-namespace.ts), and every Resource.identifier that has a system. An identifier without a system means
// nothing outside its sender, and a position (entry[n]) is no name at all.

import type { SourceIds } from './import-types';

/** The ids a stored record is found again by, most specific first (the entry's own name first). */
export function matchIdsOf(source: SourceIds): string[] {
  const ids: string[] = [];
  if (source.name) ids.push(source.name);
  for (const id of source.ids) {
    const bar = id.indexOf('|');
    if (bar > 0 && !ids.includes(id)) ids.push(id);
  }
  return ids;
}
