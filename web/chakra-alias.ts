import { resolve } from 'node:path';

/**
 * '@chakra-internal/theme/<path>' → Chakra's dist/esm/theme/<path>.js, for web/src/app/theme-tokens.ts
 * (why: see there). Used by vite.config.ts and vitest.config.ts; web/tsconfig.json maps the
 * same specifier to Chakra's type declarations.
 */
export const chakraInternalAlias = {
  find: /^@chakra-internal\/theme\/(.*)$/,
  replacement: `${resolve(import.meta.dirname, '../node_modules/@chakra-ui/react/dist/esm/theme')}/$1.js`,
};
