import { describe, expect, it } from 'vitest';
import { dataUrlMatchesItsType, sniffImageType } from './image-signature';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const dataUrl = (type: string, bytes: number[]) => `data:image/${type};base64,${btoa(String.fromCharCode(...bytes, ...new Array(32).fill(0)))}`;

describe('image signatures', () => {
  it('recognises PNG, JPEG, GIF and WebP by their first bytes, and nothing else', () => {
    expect(sniffImageType(new Uint8Array(PNG))).toBe('image/png');
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(new TextEncoder().encode('GIF89a...'))).toBe('image/gif');
    expect(sniffImageType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(new TextEncoder().encode('%PDF-1.7'))).toBeUndefined();
    expect(sniffImageType(new Uint8Array([]))).toBeUndefined();
  });

  it('accepts a data URL whose bytes are the type it names, and refuses one whose bytes are another type or none', () => {
    expect(dataUrlMatchesItsType(dataUrl('png', PNG))).toBe(true);
    expect(dataUrlMatchesItsType(dataUrl('jpeg', [0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(dataUrlMatchesItsType(dataUrl('webp', [...'RIFF\0\0\0\0WEBP'].map((ch) => ch.charCodeAt(0))))).toBe(true);
    expect(dataUrlMatchesItsType(dataUrl('jpeg', PNG))).toBe(false);
    expect(dataUrlMatchesItsType(dataUrl('png', [...'<script>alert(1)'].map((ch) => ch.charCodeAt(0))))).toBe(false);
    expect(dataUrlMatchesItsType('data:image/png;base64,')).toBe(false);
    expect(dataUrlMatchesItsType('not a data url')).toBe(false);
  });
});
