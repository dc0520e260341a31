import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { recipes, semanticTokens, slotRecipes, tokens } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { appSystem, loadLateTheme } from './theme';

const system = appSystem();
import { CHAKRA_CSS_VARS_PREFIX, CHAKRA_CSS_VARS_ROOT, chakraSemanticTokens, chakraTokens } from './theme-tokens';

const root = resolve(import.meta.dirname, '../../..');
const chakraComponents = join(root, 'node_modules/@chakra-ui/react/dist/esm/components');

/** Chakra's export name → its component folder, from Chakra's own components/index.js. */
function chakraExportDirs(): Map<string, string> {
  const index = readFileSync(join(chakraComponents, 'index.js'), 'utf8');
  const dirs = new Map<string, string>();
  const namespaces = new Map<string, string>();
  for (const m of index.matchAll(/import \* as (\S+) from '\.\/([^/]+)\/namespace\.js'/g)) namespaces.set(m[1]!, m[2]!);
  for (const m of index.matchAll(/export \{ (\S+) as (\w+) \};/g)) if (namespaces.has(m[1]!)) dirs.set(m[2]!, namespaces.get(m[1]!)!);
  for (const m of index.matchAll(/export \{([^}]*)\} from '\.\/([^/']+)\//g)) for (const name of m[1]!.split(',')) dirs.set(name.trim(), m[2]!);
  return dirs;
}

/** The recipe keys a Chakra component folder asks the system for, following its imports of other component folders. */
function recipeKeys(dir: string, seen = new Set<string>()): Set<string> {
  const keys = new Set<string>();
  if (seen.has(dir)) return keys;
  seen.add(dir);
  for (const file of readdirSync(join(chakraComponents, dir))) {
    if (!file.endsWith('.js')) continue;
    const text = readFileSync(join(chakraComponents, dir, file), 'utf8');
    for (const m of text.matchAll(/(?:createRecipeContext|createSlotRecipeContext|useRecipe|useSlotRecipe)\(\{\s*key:\s*"(\w+)"/g)) keys.add(m[1]!);
    for (const m of text.matchAll(/from '\.\.\/([^/']+)\//g)) recipeKeys(m[1]!, seen).forEach((k) => keys.add(k));
  }
  return keys;
}

/** The names a source file imports from '@chakra-ui/react'. */
function chakraImportsOf(path: string, names = new Set<string>()): Set<string> {
  for (const m of readFileSync(path, 'utf8').matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
    for (const part of m[1]!.split(',')) names.add(part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!);
  }
  names.delete('');
  return names;
}

/** Every name the app imports from '@chakra-ui/react'. */
function chakraImportsOfTheApp(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) chakraImportsOf(path, names);
    }
  };
  walk(join(root, 'web/src'));
  return names;
}

/** The names imported from '@chakra-ui/react' by the first screen: the modules web/src/main.tsx reaches by static imports. */
function chakraImportsOfTheFirstScreen(): Set<string> {
  const names = new Set<string>();
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    chakraImportsOf(path, names);
    for (const m of readFileSync(path, 'utf8').matchAll(/^import\s+(?!type\b)[^'"]*?from\s+'(\.[^']+)'/gm)) {
      const base = resolve(path, '..', m[1]!);
      const file = ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find((f) => { try { return statSync(f).isFile(); } catch { return false; } });
      if (file?.startsWith(join(root, 'web/src'))) visit(file);
    }
  };
  visit(join(root, 'web/src/main.tsx'));
  return names;
}

function missingRecipes(names: Set<string>): string[] {
  const dirs = chakraExportDirs();
  const missing: string[] = [];
  for (const name of names) {
    const dir = dirs.get(name);
    if (!dir) continue; // a function or type (createToaster, chakra, …), not a component
    for (const key of recipeKeys(dir)) {
      const chakraHasIt = key in recipes || key in slotRecipes; // e.g. Text asks for "text", which Chakra's own preset leaves out
      if (chakraHasIt && !system.hasRecipe(key)) missing.push(`${name} needs "${key}"`);
    }
  }
  return missing;
}

describe('the trimmed Chakra theme', () => {
  it('uses exactly Chakra’s default tokens and CSS variable names', async () => {
    expect(chakraTokens).toEqual(tokens);
    expect(chakraSemanticTokens).toEqual(semanticTokens);
    const theme = await import('@chakra-ui/react/theme');
    expect([CHAKRA_CSS_VARS_PREFIX, CHAKRA_CSS_VARS_ROOT]).toEqual([theme.cssVarsPrefix, theme.cssVarsRoot]);
  });

  // First: the later tests load theme-late.ts into the same system.
  it('has, before the late recipes load, a recipe for every Chakra component of the first screen', () => {
    expect(chakraImportsOfTheFirstScreen().has('Button'), 'the first screen was found').toBe(true);
    expect(missingRecipes(chakraImportsOfTheFirstScreen()), 'add these recipes to web/src/app/theme.ts').toEqual([]);
  });

  it('has, once the late recipes are loaded, a recipe for every Chakra component the app imports', async () => {
    await loadLateTheme();
    expect(missingRecipes(chakraImportsOfTheApp()), 'add these recipes to web/src/app/theme-late.ts').toEqual([]);
  });

  it('serves recipes added after start-up through Chakra’s own lookup', async () => {
    await loadLateTheme();
    expect(system.isSlotRecipe('dialog')).toBe(true);
    expect(system.getSlotRecipeFn('dialog').variantKeys).toContain('size');
    expect(system.isRecipe('badge')).toBe(true);
    expect(system.getRecipeFn('badge').variantKeys).toContain('variant');
  });
});
