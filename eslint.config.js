import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Import direction (core → nothing, features → no other feature) is checked by scripts/check-boundaries.ts.

export default tseslint.config(
  { ignores: ['dist/', '.wrangler/', 'node_modules/', 'migrations/', 'worker/worker-configuration.d.ts', 'e2e/.artifacts/', 'bench/.out/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    // The service worker is plain JS in the worker global scope.
    files: ['web/public/service-worker.js'],
    languageOptions: { globals: { self: 'readonly', caches: 'readonly', fetch: 'readonly', Response: 'readonly', URL: 'readonly', console: 'readonly' } },
  },
  {
    // Command-line scripts and tests print their results.
    files: ['scripts/**', 'bench/**', 'e2e/**', '**/*.test.ts'],
    rules: { 'no-console': 'off' },
  },
);
