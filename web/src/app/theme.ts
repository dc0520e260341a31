import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs, type RecipeDefinition, type SystemStyleObject } from '@chakra-ui/react';
import { createTokenDictionary } from '@chakra-internal/styled-system/token-dictionary';
import {
  animationStyles,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  spinnerRecipe,
  textStyles,
} from '@chakra-ui/react/theme';
import { nextTask } from '../lib/next-task';
import { CHAKRA_CSS_VARS_PREFIX, CHAKRA_CSS_VARS_ROOT, chakraSemanticTokens, chakraTokens } from './theme-tokens';
import { handOverTokenDictionary } from './token-dictionary-handoff';

// Chakra's full preset (`defaultConfig`) puts the styles of ~75 components in the entry chunk; the
// app uses about 35, and the first screen (splash, /login) about 10. So the system is Chakra's base
// config (conditions, utilities) + Chakra's own tokens, text/layer styles and keyframes + only the
// recipes of the components the FIRST SCREEN renders. The recipes of every other component the
// app uses are in theme-late.ts, which every lazily loaded route (web/src/app/router.tsx), the
// toaster and the install sheet load before they render. The look is Chakra's default, unchanged.
// theme.node.test.ts checks both lists against the Chakra components the app imports.
//
// Using a Chakra component with a recipe that neither list has (Select, Accordion, Tooltip, Drawer,
// Tag, Stat…)? Add its recipe to theme-late.ts, or it renders unstyled. `npm run size` checks the
// first screen's budget (DESIGN.md §7).
/**
 * A `plain` button is text that acts (a patient's name opening the record): it wraps like text,
 * so a long name stays inside its list row instead of running off a phone's screen (issue #16).
 */
function plainButtonsWrap(recipe: typeof buttonRecipe): RecipeDefinition {
  const variant = recipe.variants?.variant;
  const plain: SystemStyleObject = { ...variant?.plain, whiteSpace: 'normal', textAlign: 'start', maxWidth: 'full' };
  return { ...recipe, variants: { ...recipe.variants, variant: { ...variant, plain } } };
}

const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix: CHAKRA_CSS_VARS_PREFIX,
  cssVarsRoot: CHAKRA_CSS_VARS_ROOT,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: chakraTokens,
    semanticTokens: chakraSemanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    // Splash, loading screen, /login and the router's error message.
    recipes: {
      button: plainButtonsWrap(buttonRecipe),
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      card: cardSlotRecipe,
      field: fieldSlotRecipe,
    },
  },
});

// Clinical palette: a calm blue brand, with red kept for critical results only.
const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg.subtle' },
    body: { WebkitTapHighlightColor: 'transparent' },
    // Long unbroken text (a name, an e-mail, a pasted URL) breaks where it must instead of pushing
    // its list, card or dialog wider than a phone (issue #16). `anywhere`, unlike the preflight's
    // `break-word` on every element, also lets the boxes around it shrink. Words that fit never break.
    '*': { overflowWrap: 'anywhere' },
    // ...except the fixed labels of tabs and segments: `anywhere` also lets a label's equal-width
    // slot shrink below its longest word, which split "Reviewed" into "Reviewe d" (e2e/labs.e2e.ts).
    '[role=tab], [role=tab] *, .chakra-segment-group__item, .chakra-segment-group__item *': { overflowWrap: 'normal' },
    // A card or dialog is never widened by its content: with the default `min-width: auto` one
    // truncated line (nowrap) set the width of its card, and the card that of its grid and page.
    '.chakra-card__root, .chakra-card__body, .chakra-dialog__content, .chakra-dialog__body': { minWidth: '0' },
    // Chips stay on one line: a long one is cut at its container's edge.
    '.chakra-badge': { maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis' },
    // Touch targets on phones (WCAG 2.5.5, e2e/a11y.e2e.ts): every control at least 44 px tall and
    // every button 44 px wide, whatever size its recipe or props give it (hence !important: global
    // styles sit in a cascade layer below recipes); tablets and up keep Chakra's sizes.
    'button, .chakra-button, [role=button], [role=tab], select, textarea, input:not([type=checkbox], [type=radio], [type=range], [type=hidden])': { minHeight: { mdDown: '11 !important' } },
    'button, .chakra-button, [role=button]': { minWidth: { mdDown: '11 !important' } },
  },
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#e6f4fa' }, 100: { value: '#c0e3f1' }, 200: { value: '#93cfe6' }, 300: { value: '#5fb7d8' },
          400: { value: '#2f9dc6' }, 500: { value: '#0b6e99' }, 600: { value: '#095c80' }, 700: { value: '#074a67' },
          800: { value: '#05384e' }, 900: { value: '#032636' }, 950: { value: '#02161f' },
        },
      },
      fonts: {
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
      },
    },
    semanticTokens: {
      colors: {
        // Danger text (errors, "… critical awaiting review", urgent names): every red text in the
        // app is fg.error. Chakra's red.500 is 3.76:1 on white, under WCAG AA's 4.5:1; red.700 is
        // 8.4:1 there and 6.9:1 on the red.subtle rows of critical results (theme-contrast.node.test.ts).
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
          // Warning text (an API key to rotate): Chakra's orange.600 is 3.6:1 on white; orange.800 passes.
          warning: { value: { _light: '{colors.orange.800}', _dark: '{colors.orange.300}' } },
        },
        // White on Chakra's green.600 is 3.3:1 and on orange.600 3.6:1 (success and warning toasts,
        // solid badges and buttons): one step darker reaches 4.5:1.
        green: { solid: { value: '{colors.green.700}' } },
        orange: { solid: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.500}' } } },
        brand: {
          // White text on it must reach WCAG AA (4.5:1) in both modes: brand.500 gives 5.7:1 (brand.400, 3.1:1, did not).
          solid: { value: '{colors.brand.500}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.800}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.900}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.700}' } },
          focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
        },
      },
    },
  },
});

let system: ReturnType<typeof createSystem> | undefined;

/**
 * The app's Chakra system, made on first use (or by prepareAppSystem, ahead of the first render).
 * Made when the Providers first render, `createSystem` runs in the first slice of React's render,
 * a task of its own, instead of lengthening the task that evaluates the entry chunk (issue 22).
 */
export function appSystem(): ReturnType<typeof createSystem> {
  system ??= createSystem(defaultBaseConfig, chakraTheme, config);
  return system;
}

/**
 * Makes the app's system before the first render in three tasks of its own instead of one (issue 33:
 * total blocking time): the configs merged, then Chakra's token dictionary (about two thirds of
 * createSystem's ~35 ms here, ~140 ms at a phone's 4x CPU), then the rest of createSystem, which
 * in the client build takes that dictionary instead of building its own
 * (scripts/lib/chakra-token-handoff.ts). The dev server and tests run Chakra as shipped, which would
 * build it twice: there appSystem() makes the system in one go, as before.
 */
export async function prepareAppSystem(): Promise<void> {
  if (system || !import.meta.env.PROD) return;
  await nextTask(); // not in the task that evaluates the entry chunk
  const merged = mergeConfigs(defaultBaseConfig, chakraTheme, config);
  await nextTask();
  const { theme = {}, cssVarsPrefix = 'chakra' } = merged;
  // As createSystem builds it from its (merged) config.
  handOverTokenDictionary(merged, createTokenDictionary({ breakpoints: theme.breakpoints, tokens: theme.tokens, semanticTokens: theme.semanticTokens, prefix: cssVarsPrefix }));
  await nextTask();
  system ??= createSystem(merged);
}

/**
 * Adds recipes to the running system (theme-late.ts). Chakra reads a recipe from the system's
 * theme when a component first asks for it, so recipes added before any component using them
 * renders work as if configured up front; theme.node.test.ts checks this against Chakra's own lookup.
 */
type ThemeConfig = NonNullable<ReturnType<typeof appSystem>['_config']['theme']>;
export function addRecipes(recipes: NonNullable<ThemeConfig['recipes']>, slotRecipes: NonNullable<ThemeConfig['slotRecipes']>): void {
  const theme = appSystem()._config.theme;
  if (!theme) throw new Error('Chakra system without a theme');
  theme.recipes = { ...theme.recipes, ...recipes };
  theme.slotRecipes = { ...theme.slotRecipes, ...slotRecipes };
}

/** The recipes beyond the first screen's (theme-late.ts); the router, the toaster and the install sheet load them before they render. */
let lateTheme: Promise<void> | undefined;
export const loadLateTheme = () =>
  (lateTheme ??= import('./theme-late').then(
    (late) => addRecipes(late.LATE_RECIPES, late.LATE_SLOT_RECIPES),
    (err: unknown) => {
      lateTheme = undefined; // a failed chunk load is tried again by the next caller
      throw err;
    },
  ));
