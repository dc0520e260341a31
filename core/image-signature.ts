// What an image file really is, by its first bytes, whatever its name or data-URL prefix claims.
// Signatures: PNG spec §5.2 (89 50 4E 47 0D 0A 1A 0A), JPEG SOI marker followed by a marker
// (FF D8 FF), GIF87a/GIF89a (GIF89a spec §17), WebP's RIFF container ("RIFF", size, "WEBP":
// Google's WebP container specification). One check for the AI's image input
// (core/schemas/ai.ts) and the profile's images (worker/routes/account.ts).

export const IMAGE_MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type ImageMediaType = (typeof IMAGE_MEDIA_TYPES)[number];

/** The image format of a file by its first bytes (PNG, JPEG, GIF, WebP), or undefined. */
export function sniffImageType(bytes: Uint8Array): ImageMediaType | undefined {
  const at = (i: number) => bytes[i] ?? -1;
  const ascii = (from: number, text: string) => [...text].every((ch, i) => at(from + i) === ch.charCodeAt(0));
  if (at(0) === 0x89 && ascii(1, 'PNG') && at(4) === 0x0d && at(5) === 0x0a && at(6) === 0x1a && at(7) === 0x0a) return 'image/png';
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return 'image/gif';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  return undefined;
}

/** True when a `data:image/<type>;base64,…` URL's decoded bytes start like a file of that type. */
export function dataUrlMatchesItsType(dataUrl: string): boolean {
  const match = /^data:(image\/[a-z]+);base64,([A-Za-z0-9+/]{0,16})/.exec(dataUrl);
  if (!match) return false;
  // 16 base64 characters are the first 12 bytes: enough for every signature above.
  const head = match[2]!.slice(0, match[2]!.length - (match[2]!.length % 4));
  let bytes: Uint8Array;
  try {
    bytes = Uint8Array.from(atob(head), (ch) => ch.charCodeAt(0));
  } catch {
    return false;
  }
  return sniffImageType(bytes) === match[1];
}
