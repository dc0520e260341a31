import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appSystem } from './theme';

const system = appSystem();

// Every colour token the app gives text reaches WCAG AA (1.4.3: 4.5:1 for normal text) on the
// backgrounds text sits on, in light and in dark. Red text ("critical awaiting review", form errors)
// is fg.error: Chakra's default for it, red.500 (#ef4444), is 3.76:1 on white.

const root = resolve(import.meta.dirname, '../../..');
const MODES = ['_light', '_dark'] as const;
/** Backgrounds text is drawn on: the page, cards and panels, and the tinted rows of urgent items. */
const BACKGROUNDS = ['bg', 'bg.panel', 'bg.subtle'];
const TINTED: Record<string, string[]> = { 'fg.error': ['bg.error', 'red.subtle'], 'fg.warning': ['bg.warning', 'orange.subtle'] };
/** Text drawn on the brand colour (own chat bubbles, the selected calendar day): checked on brand.solid. */
const ON_BRAND = new Set(['brand.contrast', 'brand.100']);
/**
 * Not text that must be read: decorative empty-state icons and spinners (WCAG 1.4.11 exempts
 * decoration) and the disabled days of the calendar (1.4.3 exempts inactive controls).
 */
const EXEMPT = new Set(['fg.subtle', 'brand.solid']);

/** A colour token's value in a mode, as #rrggbb (semantic tokens followed to their palette colour). */
function hex(name: string, mode: (typeof MODES)[number]): string {
  const token = system.tokens.getByName(`colors.${name}`);
  if (!token) throw new Error(`no colour token ${name}`);
  const conditions = token.extensions.conditions as Record<string, string> | undefined;
  const raw = conditions ? (conditions[mode] ?? conditions.base!) : token.value;
  const ref = /^\{colors\.(.+)\}$/.exec(raw);
  if (ref) return hex(ref[1]!, mode);
  if (raw === 'white') return '#ffffff';
  if (raw === 'black') return '#000000';
  if (!/^#[0-9a-f]{6}$/i.test(raw)) throw new Error(`${name} (${mode}) is ${raw}`);
  return raw;
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
export function contrast(a: string, b: string): number {
  const luminance = (c: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const v = parseInt(c.slice(i, i + 2), 16) / 255;
      return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** Every `color=` value in the app's source ("fg.error", or each quoted token of an expression), with the element it is on. */
function textColourUses(): { token: string; element: string }[] {
  const uses: { token: string; element: string }[] = [];
  // (element is kept for the reader of a failure)
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.tsx')) {
        for (const m of readFileSync(path, 'utf8').matchAll(/<([\w.]+)[^<>]*?\scolor=(?:"([^"]+)"|\{([^}]*)\})/g)) {
          const tokens = m[2] ? [m[2]] : [...m[3]!.matchAll(/'([a-z]+\.[a-z0-9]+|fg)'/g)].map((t) => t[1]!);
          for (const token of tokens) uses.push({ token, element: m[1]! });
        }
      }
    }
  };
  walk(join(root, 'web/src'));
  return uses;
}

describe('text colour contrast (WCAG AA)', () => {
  const uses = textColourUses();

  it('finds the colour tokens the app uses', () => {
    expect(uses.map((u) => u.token)).toEqual(expect.arrayContaining(['fg.muted', 'fg.error', 'brand.fg']));
  });

  it('gives every text colour 4.5:1 on the backgrounds it is drawn on, light and dark', () => {
    const failures: string[] = [];
    for (const token of new Set(['fg', 'fg.error', ...uses.map((u) => u.token)])) {
      if (EXEMPT.has(token)) continue;
      const backgrounds = ON_BRAND.has(token) ? ['brand.solid'] : [...BACKGROUNDS, ...(TINTED[token] ?? [])];
      for (const mode of MODES) {
        for (const background of backgrounds) {
          const ratio = contrast(hex(token, mode), hex(background, mode));
          if (ratio < 4.5) failures.push(`${token} on ${background} (${mode}): ${ratio.toFixed(2)}:1 < 4.5:1`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('gives the text on every solid status colour (buttons, badges, toasts) 4.5:1, light and dark', () => {
    const failures: string[] = [];
    for (const palette of ['brand', 'red', 'orange', 'green', 'blue', 'gray']) {
      for (const mode of MODES) {
        const ratio = contrast(hex(`${palette}.contrast`, mode), hex(`${palette}.solid`, mode));
        if (ratio < 4.5) failures.push(`${palette}.contrast on ${palette}.solid (${mode}): ${ratio.toFixed(2)}:1 < 4.5:1`);
      }
    }
    expect(failures).toEqual([]);
  });
});
