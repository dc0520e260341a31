/** Crockford base32: no I, L, O or U, so a code read aloud or copied by hand has no look-alikes. */
const READABLE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A code of `groups` groups of five readable characters (5 bits each), e.g. '7K2QM-…'; 4 groups = 100 bits. */
export function readableCode(groups = 4): string {
  const raw = crypto.getRandomValues(new Uint8Array(groups * 5));
  const chars = [...raw].map((b) => READABLE_ALPHABET[b & 31]);
  return Array.from({ length: groups }, (_, g) => chars.slice(g * 5, g * 5 + 5).join('')).join('-');
}

/** A readable code as typed (any case, spaces or dashes, O for 0, I or L for 1) in its canonical form. */
export function normaliseReadableCode(typed: string): string {
  const compact = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return compact.replace(/(.{5})(?=.)/g, '$1-');
}
