// The profile schema (core/schemas/user.ts) checks an image's data-URL prefix and size; only the
// bytes say what the file really is. A "PNG" carrying HTML or script is refused here, before it is
// stored and later handed back to every colleague who sees the profile.

/** The first bytes of each image type the profile accepts (WebP: "RIFF", 4 size bytes, "WEBP"). */
const SIGNATURES = new Map<string, (bytes: Uint8Array) => boolean>([
  ['png', (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v)],
  ['jpeg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['webp', (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP'],
]);

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

/** True when a `data:image/<type>;base64,…` URL's decoded bytes start like a file of that type. */
export function imageBytesMatchType(dataUrl: string): boolean {
  const match = /^data:image\/([a-z]+);base64,([A-Za-z0-9+/]{0,16})/.exec(dataUrl);
  const signature = match ? SIGNATURES.get(match[1]!) : undefined;
  if (!match || !signature) return false;
  // 16 base64 characters are the first 12 bytes: enough for every signature above.
  const head = match[2]!.slice(0, match[2]!.length - (match[2]!.length % 4));
  let bytes: Uint8Array;
  try {
    bytes = Uint8Array.from(atob(head), (ch) => ch.charCodeAt(0));
  } catch {
    return false;
  }
  return signature(bytes);
}
