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
    target: 'web/src/app',
    from: 'web/src/features',
    index: true,
    message: 'app/ uses a feature through its index.ts (its pages, what app/ needs), not its files.',
  },
  {
    target: 'web/src/shared',
    from: ['web/src/features', 'web/src/app'],
    message: 'shared/ imports neither features nor app/.',
  },
];

/**
 * Server modules (README: Modules): each is used through its index.ts, its public face, and the lower
 * layers import none of them (what they need is passed in).
 */
const serverModules = readdirSync(`${root}/server/src/modules`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverTopLevel = readdirSync(`${root}/server/src`, { withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
  .map((entry) => `server/src/${entry.name}`);

const moduleBoundaries = [
  // A module reaches its own files, and other modules only through their index.ts.
  ...serverModules.map((name) => ({
    target: `server/src/modules/${name}`,
    from: 'server/src/modules',
    except: [`./${name}`],
    index: true,
    message: 'A module uses another through its index.ts (`../module`), not its files: export what it needs there.',
  })),
  {
    target: ['server/src/lib', 'server/src/plugins', 'server/src/db', 'server/src/jobs'],
    from: 'server/src/modules',
    message: 'lib/, plugins/, db/, jobs/ and i18n/ import no module: the caller passes in what they need.',
  },
  {
    // The one exception: the dictionaries list gathers the modules' texts (data, beside their code).
    target: 'server/src/i18n',
    from: 'server/src/modules',
    except: serverModules.map((name) => `./${name}/i18n`),
    message: 'lib/, plugins/, db/, jobs/ and i18n/ import no module: the caller passes in what they need.',
  },
  {
    // app.ts, serve.ts and the rest of the top level, the CLIs and the tests' helpers. Not seed/: the
    // demo generator writes its rows with the modules' repositories, as it queries directly.
    target: [...serverTopLevel, 'server/src/cli', 'server/src/test'],
    from: 'server/src/modules',
    // A module's test helper, for tests elsewhere (cli/backup.test.ts).
    except: ['server/src/modules/imports/test-files'],
    index: true,
    message: 'A module is used through its index.ts (`modules/x`), not its files: export what is needed there.',
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

/**
 * STYLE: no function of production code longer than 150 lines (blank lines and comments not counted):
 * a factory closing over shared state with dozens of methods (requestsService, importRepository
 * were 317 and 401) is split by what it does into files of the module, and put together in one.
 * React components count as functions: the longest (QuestionEditor, PollPassagePage) are under 150.
 * Tests, their helpers, e2e/ and bench/ are exempt: a describe() holds its cases.
 */
const functionLines = { max: 150, skipBlankLines: true, skipComments: true };
const notProduction = ['**/*.test.ts', '**/*.test.tsx', 'server/src/test/**', 'e2e/**', 'bench/**'];

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
      // STYLE: Prettier keeps code within 120 columns but breaks no string, template literal or comment:
      // those are split by hand (`'…' + '…'`, a newline inside SQL, a comment on its own lines).
      'max-len': [
        'error',
        {
          code: 120,
          tabWidth: 2,
          ignoreUrls: false,
          ignoreStrings: false,
          ignoreTemplateLiterals: false,
          ignoreRegExpLiterals: false,
          ignoreComments: false,
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', 'server/src/test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['**/*.{js,ts,tsx}'],
    ignores: notProduction,
    rules: { 'max-lines-per-function': ['error', functionLines] },
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
    rules: {
      // STYLE: one public face per module, lower layers below the modules (`module-boundaries` is
      // `import-boundaries` under a second name, so that both hold for the files each needs).
      'local/module-boundaries': ['error', { root, zones: moduleBoundaries }],
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
