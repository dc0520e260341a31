import { resolve } from 'node:path';

/**
 * '@chakra-internal/theme/<path>' → Chakra's dist/esm/theme/<path>.js, for web/src/app/theme-tokens.ts,
 * and '@chakra-internal/styled-system/<path>' → dist/esm/styled-system/<path>.js, for
 * web/src/app/theme.ts (why: see there). Used by vite.config.ts and vitest.config.ts;
 * web/tsconfig.json maps the same specifiers to Chakra's type declarations.
 */
export const chakraInternalAlias = {
  find: /^@chakra-internal\/(theme|styled-system)\/(.*)$/,
  replacement: `${resolve(import.meta.dirname, '../node_modules/@chakra-ui/react/dist/esm')}/$1/$2.js`,
};
