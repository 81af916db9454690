/**
 * Lint checks structure only: no import cycles, and the layer rules below. Style is left to the
 * formatter the code base already follows, so no rule here forces churn.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tsParser from '@typescript-eslint/parser';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import featureDoors from './eslint-rules/feature-doors.js';

const server = 'apps/server/src';
const web = 'apps/web/src';

// Tests and test kits may reach across layers to set things up.
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/src/test/**', '**/testing/**'];

// An inline `import('…').Type` is a dependency too, which the path rule does not see.
const MODULES_TYPE_IMPORT = {
  selector: 'TSImportType[argument.literal.value=/\\/modules\\//]',
  message: 'platform/ and db/ sit below the modules: move the shared type down instead of importing modules/.',
};

// A drizzle comparison whose column is a table's `tenantId` is a tenant condition written by hand:
// outside db/ it goes through the scope (`scope.where(table, …)`) or db/tenantScope.ts's
// `tenantWhere(table, tenantId, …)` / `sameTenant(a, b)`, so "no query without its tenant" is one
// place's business. Only the first argument is looked at: `eq(tenant.id, ctx.tenantId)` compares
// the tenant table's own id, which is no tenant condition.
const TENANT_CONDITIONS = [
  {
    selector: "CallExpression[callee.name=/^(eq|ne|inArray|notInArray)$/][arguments.0.type='MemberExpression'][arguments.0.property.name='tenantId']",
    message: 'A tenant condition is written in db/ only: use the scope (scope.where(table, …)), or tenantWhere / sameTenant from db/tenantScope.ts.',
  },
];

// A dictionary is named by its declaration (`Dicts.commonStatus`), never by its bare type code:
// the codes are read from the areas' declarations (packages/contracts/src/<area>/dicts.ts), the
// only files that spell them.
const contractsSrc = path.join(path.dirname(fileURLToPath(import.meta.url)), 'packages/contracts/src');
const DICT_CODES = fs
  .readdirSync(contractsSrc, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(contractsSrc, entry.name, 'dicts.ts')))
  .flatMap((entry) => [...fs.readFileSync(path.join(contractsSrc, entry.name, 'dicts.ts'), 'utf8').matchAll(/type: '([a-z0-9_]+)'/g)].map((m) => m[1]));
const BARE_DICTIONARIES = [
  {
    selector: `Literal[value=/^(${DICT_CODES.join('|')})$/]`,
    message: 'A dictionary is named by its declaration: Dicts.<name> from @tenon/contracts, not its bare type code.',
  },
];

export default [
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.tmp/**', 'data/**', 'e2e/.data/**', '**/db/migrations/**'],
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parser: tsParser,
      ecmaVersion: 'latest',
      sourceType: 'module',
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'], noWarnOnMultipleProjects: true })],
      // The cycle rule parses every file it follows; without these it skips TypeScript files.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Workspace packages resolve into node_modules by their link; following them is what lets a
      // cycle through @tenon/contracts show, and they hold no third-party code.
      'import-x/external-module-folders': ['node_modules'],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Type-only imports vanish at runtime and do not make a cycle.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: [`${server}/**/*.ts`],
    ignores: TEST_FILES,
    plugins: { tenon: { rules: { 'feature-doors': featureDoors } } },
    rules: {
      'no-restricted-syntax': ['error', MODULES_TYPE_IMPORT, ...TENANT_CONDITIONS, ...BARE_DICTIONARIES],
      // A feature imports another feature's index.ts only (eslint-rules/feature-doors.js).
      'tenon/feature-doors': ['error', { root: server }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: [`./${server}/platform`, `./${server}/db`],
              from: `./${server}/modules`,
              message: 'platform/ and db/ sit below the modules: move the shared piece down instead of importing modules/.',
            },
          ],
        },
      ],
    },
  },
  {
    // db/ is where the tenant condition is written, once.
    files: [`${server}/db/**/*.ts`],
    ignores: TEST_FILES,
    rules: { 'no-restricted-syntax': ['error', MODULES_TYPE_IMPORT] },
  },
  {
    files: [`${web}/**/*.ts`, `${web}/**/*.tsx`],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-syntax': ['error', ...BARE_DICTIONARIES],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: [`./${web}/components`, `./${web}/utils`],
              from: [`./${web}/pages`, `./${web}/stores`, `./${web}/router`],
              message: 'components/ and utils/ never read pages, stores or the router: pass the state in, or move the widget to a layer that may read stores.',
            },
            {
              target: `./${web}/crud`,
              from: [`./${web}/pages`, `./${web}/router`],
              message: 'crud/ (the list-page kit) may read stores, never pages or the router.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contracts/src/**/*.ts'],
    ignores: [...TEST_FILES, 'packages/contracts/src/*/dicts.ts'],
    rules: { 'no-restricted-syntax': ['error', ...BARE_DICTIONARIES] },
  },
];
