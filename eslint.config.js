import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import boundaries from './eslint-rules/import-boundaries.js';

const root = import.meta.dirname;

/**
 * The boundaries below compare where an import points (eslint-rules/import-boundaries.js resolves
 * it against the importing file), not how its specifier is spelled: a feature reaching another by
 * `../directory/api` is caught as surely as by `../../features/directory/api`.
 */
const features = readdirSync(`${root}/web/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const webBoundaries = [
  // Each feature reaches only its own files, shared/, packages and @portal/contract.
  ...features.map((name) => ({
    target: `web/src/features/${name}`,
    from: 'web/src/features',
    except: [`./${name}`],
    message: 'Features do not import each other: compose them in app/, or move what both need to shared/.',
  })),
  {
    target: 'web/src/features',
    from: 'web/src/app',
    message: 'A feature does not import app/: app/ composes the features.',
  },
  {
    target: 'web/src/shared',
    from: ['web/src/features', 'web/src/app'],
    message: 'shared/ imports neither features nor app/.',
  },
];

/**
 * Server files that may query: the repositories, the database itself, the demo generator (it
 * writes its rows directly, in many files), tests and their helpers, and drizzle-kit's config.
 */
const serverDataAccess = [
  'server/src/db/**',
  'server/src/seed/**',
  'server/src/test/**',
  'server/**/*.test.ts',
  'server/src/modules/**/repository.ts',
  'server/src/modules/**/*-repository.ts',
  'server/src/modules/**/*.repository.ts',
  'server/drizzle.config.ts',
];
const queriesMessage = 'Only repositories (and db/) query: move this code into the module’s repository.';

export default tseslint.config(
  {
    ignores: [
      '**/.tmp/**',
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/drizzle/meta/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { local: boundaries },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.test.ts', 'server/src/test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // STYLE: features do not import each other or app/; app/ composes them.
      'local/import-boundaries': ['error', { root, zones: webBoundaries }],
    },
  },
  {
    files: ['server/**/*.ts'],
    ignores: serverDataAccess,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['drizzle-orm', 'drizzle-orm/**'], message: queriesMessage }] },
      ],
      'local/import-boundaries': [
        'error',
        { root, zones: [{ target: 'server', from: 'server/src/db/schema', message: queriesMessage }] },
      ],
    },
  },
);
