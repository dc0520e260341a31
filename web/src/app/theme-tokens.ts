// Chakra's default tokens, assembled here from Chakra's own token modules instead of imported as
// `tokens` / `semanticTokens` from '@chakra-ui/react/theme'. Why: those two objects are declared in
// the theme's index module, and importing any binding declared there makes the bundler evaluate
// that module, and with it every recipe of Chakra it imports, in the entry chunk; the recipes the
// first screen does not use (theme-late.ts) would then be loaded with the first screen anyway.
// '@chakra-internal/theme/*' is an alias for Chakra's dist/esm/theme/* (vite.config.ts,
// vitest.config.ts, web/tsconfig.json). theme.node.test.ts checks that the result is exactly
// Chakra's `tokens` and `semanticTokens`, so an upgrade that changes them is caught.
import { semanticColors } from '@chakra-internal/theme/semantic-tokens/colors';
import { semanticRadii } from '@chakra-internal/theme/semantic-tokens/radii';
import { semanticShadows } from '@chakra-internal/theme/semantic-tokens/shadows';
import { animations } from '@chakra-internal/theme/tokens/animations';
import { aspectRatios } from '@chakra-internal/theme/tokens/aspect-ratios';
import { blurs } from '@chakra-internal/theme/tokens/blurs';
import { borders } from '@chakra-internal/theme/tokens/borders';
import { colors } from '@chakra-internal/theme/tokens/colors';
import { cursor } from '@chakra-internal/theme/tokens/cursor';
import { durations } from '@chakra-internal/theme/tokens/durations';
import { easings } from '@chakra-internal/theme/tokens/easings';
import { fontSizes } from '@chakra-internal/theme/tokens/font-sizes';
import { fontWeights } from '@chakra-internal/theme/tokens/font-weights';
import { fonts } from '@chakra-internal/theme/tokens/fonts';
import { letterSpacings } from '@chakra-internal/theme/tokens/letter-spacing';
import { lineHeights } from '@chakra-internal/theme/tokens/line-heights';
import { radii } from '@chakra-internal/theme/tokens/radius';
import { sizes } from '@chakra-internal/theme/tokens/sizes';
import { spacing } from '@chakra-internal/theme/tokens/spacing';
import { zIndices } from '@chakra-internal/theme/tokens/z-indices';

export const chakraTokens = {
  aspectRatios,
  animations,
  blurs,
  borders,
  colors,
  durations,
  easings,
  fonts,
  fontSizes,
  fontWeights,
  letterSpacings,
  lineHeights,
  radii,
  spacing,
  sizes,
  zIndex: zIndices,
  cursor,
};

export const chakraSemanticTokens = {
  colors: semanticColors,
  shadows: semanticShadows,
  radii: semanticRadii,
};

/** As Chakra's `cssVarsPrefix` and `cssVarsRoot` (also declared in its theme index). */
export const CHAKRA_CSS_VARS_PREFIX = 'chakra';
export const CHAKRA_CSS_VARS_ROOT = ':where(html, .chakra-theme)';
