// ESLint for the whole repository; `npm run lint` runs it with the type checks and Prettier.
// Why each choice was made is in docs/architecture.md ("Guardrails").
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { createTypeScriptImportResolver, defaultConditionNames } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const require = createRequire(import.meta.url);
const sqlInRepositories = require('./eslint-rules/sql-in-repositories.cjs');
/** Today's files with SQL outside a repository: the list may only shrink (tests/static/sql-in-repositories.test.ts). */
const sqlAllowlist = JSON.parse(readFileSync(path.join(root, 'eslint-rules/sql-allowlist.json'), 'utf8'));
const features = readdirSync(path.join(root, 'client/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * A client feature may use another feature's top-level modules (its pages, components and helpers); files in a
 * feature's subfolders, its GraphQL operations and its styles are its own. The admin feature assembles the other
 * features' admin panels, so it alone may import `<feature>/admin/<Name>Admin.tsx`.
 */
const featureZones = features.map((feature) => ({
  target: `client/src/features/${feature}`,
  from: [`client/src/features/!(${feature})/*/**`, `client/src/features/!(${feature})/*.{graphql,css}`],
  except: feature === 'admin' ? ['**/client/src/features/*/admin/*Admin.tsx'] : [],
  message: 'Use the top-level modules of another feature, not its internals (docs/architecture.md, "Guardrails").',
}));

export default defineConfig(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'client/src/gql/**', 'content/**', 'docs/**', 'coverage/**', 'data/**', 'test-results/**'],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // The tests project also holds server/src/**/*.test.ts, which the server project leaves out.
        project: ['packages/shared/tsconfig.json', 'server/tsconfig.json', 'client/tsconfig.json', 'tests/tsconfig.json'],
        tsconfigRootDir: root,
      },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // "source" first: imports of @leerpunt/shared resolve to its sources, so the rules below see the package's own files.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/shared/tsconfig.json', 'server/tsconfig.json', 'client/tsconfig.json', 'tests/tsconfig.json'],
          conditionNames: ['source', ...defaultConditionNames],
        }),
      ],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // strict-type-checked, less the rules whose findings here are mechanical churn or fight type-graphql:
      '@typescript-eslint/no-confusing-void-expression': 'off', // `onClick={() => setOpen(false)}` is clear as it is
      '@typescript-eslint/no-non-null-assertion': 'off', // each `!` follows a check the compiler cannot see (find(), Map.get())
      '@typescript-eslint/no-unnecessary-condition': 'off', // flags defensive checks on values from the network and the database
      // Number() and String() around raw SQL rows are deliberate: pg returns bigint and numeric columns as strings, whatever
      // the hand-written row type says, so a conversion the types call unnecessary is what keeps the value a number.
      '@typescript-eslint/no-unnecessary-type-conversion': 'off',
      // Entities are plain data classes: spreading one into a view or an update object is meant to drop the prototype.
      '@typescript-eslint/no-misused-spread': 'off',
      '@typescript-eslint/no-unsafe-class-instance-assignment': 'off', // type-graphql object types are returned as plain objects
      '@typescript-eslint/require-await': 'off', // Apollo plugin hooks and interface methods must be async without awaiting
      // React ignores what an event handler returns; the handlers catch their own errors.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // `_next` keeps Express's four-argument error-handler signature; `_` marks other deliberately unused names.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // The shared package is used by its name and public modules (@leerpunt/shared/<module>), never by a path into it.
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)packages/shared(/|$)', message: 'Import @leerpunt/shared/<module> (docs/architecture.md, "Guardrails").' }] },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: 'packages/shared',
              from: ['server', 'client', 'tests'],
              message: '@leerpunt/shared holds what both sides agree on; it imports nothing from the server, the client or the tests.',
            },
            {
              target: 'server/src/providers',
              from: 'server/src/modules',
              message: 'Providers wrap outside services and know nothing of the modules that use them.',
            },
            {
              target: 'server/src/modules',
              from: ['server/src/services.ts', 'server/src/app.ts'],
              message: 'Modules get their collaborators passed in; only the composition root wires them together.',
            },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    // A resolver is built with the few services it calls (graphql/resolvers.ts); the GraphQL context carries no service bag.
    files: ['server/src/modules/**/*.resolver.ts', 'server/src/graphql/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='services']",
          message: 'Resolvers get their services through the constructor (graphql/resolvers.ts), not from the context.',
        },
        {
          selector: "ObjectPattern > Property[key.name='services']",
          message: 'Resolvers get their services through the constructor (graphql/resolvers.ts), not from the context.',
        },
      ],
    },
  },
  {
    // SQL text and raw data-source calls live in repositories; the database plumbing (db/) and command-line tools are
    // the layer below them.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/db/**', 'server/src/cli/**', '**/*.test.ts'],
    plugins: { leerpunt: { rules: { 'sql-in-repositories': sqlInRepositories } } },
    rules: { 'leerpunt/sql-in-repositories': ['error', { allow: sqlAllowlist, root }] },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    // The two classic hook rules. The React Compiler rules in the plugin's presets are left out: the client does not
    // use the compiler, and they misread refs handed around inside objects (Shell's menu) as reads during render.
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Tests read JSON bodies and GraphQL results, which are `any`; typing every one of them would add nothing.
    files: ['tests/**', '**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/restrict-plus-operands': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'codegen.ts'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { ...tseslint.configs.disableTypeChecked.languageOptions, globals: globals.node },
  },
  {
    // The Jest configs are CommonJS (the root package has no "type").
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node, ...globals.commonjs } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
