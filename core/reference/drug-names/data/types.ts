// The shape of the name tables: blocks of names, each block with the source its rows come from.

/** Names (a brand, a synonym, an abbreviation) mapped to their ingredients, with the source of the block. */
export interface NameBlock {
  /** Where these rows can be checked: a label, a list, a registry. */
  source: string;
  /**
   * Name as written → ingredient names (lower-case USAN/INN generic names, as the catalogue
   * core/reference/drugs.ts names them; an ingredient not in the catalogue yet is reported as not checked).
   */
  names: Readonly<Record<string, readonly string[]>>;
}
