import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { untranslatedText } from './scripts/lint/untranslated-text.ts';

// Folders (or files) whose texts are all translated (issue 23): the untranslated-text rule keeps them so.
const TRANSLATED = [
  'web/src/app',
  'web/src/components',
  'web/src/features/account',
  'web/src/features/ai-assistant',
  'web/src/features/auth',
  'web/src/features/appointments',
  'web/src/features/calculators',
  'web/src/features/clinic-admin',
  'web/src/features/chart',
  'web/src/features/dashboard',
  'web/src/features/fhir-import',
  'web/src/features/guidelines',
  'web/src/features/labs',
  // The legal pages' texts stay English (the wording that applies), labelled lang="en": their frame only.
  'web/src/features/legal/components',
  'web/src/features/messages',
  'web/src/features/notifications',
  'web/src/features/patients',
  'web/src/features/pwa',
  'web/src/features/reference',
];

// Import direction (core → nothing, features → no other feature) is checked by scripts/check-boundaries.ts.

export default tseslint.config(
  { ignores: ['dist/', '.wrangler/', 'node_modules/', 'migrations/', 'worker/worker-configuration.d.ts', 'e2e/.artifacts/', 'bench/.out/', 'data/fhirclient/'] },
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
    // Database access has one home, worker/db/queries (plain functions of db): the HTTP side
    // calls those functions and never builds, batches or runs a query itself (issue 22).
    files: ['worker/routes/**/*.ts', 'worker/auth/**/*.ts', 'worker/middleware/**/*.ts', 'worker/http/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Build queries in worker/db/queries/ and call them from here.' },
            { group: ['**/db/schema'], allowTypeImports: true, message: 'Tables are for worker/db/queries/; call a query function from here.' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name=/^(batch|prepare)$/]", message: 'Batches and raw statements belong in worker/db/queries/.' },
        { selector: "CallExpression[arguments.length=0][callee.property.name=/^(get|all|run)$/]", message: 'Run queries inside worker/db/queries/ functions, not here.' },
      ],
    },
  },
  {
    // The database layer is the bottom of the Worker: queries know tables, never the HTTP side
    // (auth, routes, request helpers) that calls them (issue 22: db/ once imported auth/ for hashing).
    files: ['worker/db/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/auth/*', '**/routes/*', '**/http/*', '**/middleware/*'], message: 'worker/db must not depend on the HTTP side; move what both need to a neutral module (e.g. worker/crypto).' }] },
      ],
    },
  },
  {
    // Query keys live in web/src/lib/query-keys.ts: a literal key elsewhere drifts from the one
    // its invalidations use (issue 22 found '/api/stats' written out in four files).
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/query-keys.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "Property[key.name='queryKey'] > ArrayExpression", message: 'Take query keys from web/src/lib/query-keys.ts.' },
        { selector: "ArrayExpression > Literal.elements:first-child[value=/^\\/api\\//]", message: 'An /api key written out: take it from web/src/lib/query-keys.ts.' },
        // unwrap() already returns the route's own success type: a cast would hide a change to it.
        { selector: "TSAsExpression > CallExpression[callee.name='unwrap']", message: 'unwrap() is typed by the route; do not cast its answer.' },
        { selector: "TSAsExpression > AwaitExpression > CallExpression[callee.name='unwrap']", message: 'unwrap() is typed by the route; do not cast its answer.' },
        { selector: "CallExpression[callee.name='unwrap'][typeArguments]", message: 'unwrap() is typed by the route; do not give it a type.' },
      ],
    },
  },
  {
    // The i18n ratchet (issue 23, docs/decisions/0015): in these folders and files every text a user
    // reads goes through t()/msg()/tRich(). A folder joins TRANSLATED in the landing that translates it.
    files: TRANSLATED.map((path) => (/\.tsx?$/.test(path) ? path : `${path}/**/*.{ts,tsx}`)),
    ignores: [
      '**/*.test.{ts,tsx}',
      // The panel's search entries are reference content: English, shown with lang="en" and its badge.
      'web/src/features/reference/panel-search.ts',
    ],
    plugins: { medassist: { rules: { 'untranslated-text': untranslatedText } } },
    // Terms that read the same in every language: names, SI and US units, the Oxford MEST-C lesion codes.
    rules: {
      'medassist/untranslated-text': ['error', {
        allow: ['MedAssist', 'LOINC', 'DOI', 'PMID', 'GET', 'INR', '°C', '°F', 'kg', 'lb', 'cm', 'in', 'mmHg', 'kPa', 'mmol/L',
          'M0', 'M1', 'E0', 'E1', 'S0', 'S1', 'T0', 'T1', 'T2'],
      }],
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
