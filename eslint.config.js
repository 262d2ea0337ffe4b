import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { serverAdapterZones, serverRootZones, serverZones, webZones } from './eslint.boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'apps/server/src/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Shared code is the bottom layer: it may depend on zod only, never on an app.
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@tailor/server*', '@tailor/web*', '**/apps/**'],
              message: 'packages/shared must not import from the apps.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        ...['IfStatement', 'ConditionalExpression'].map((node) => ({
          selector: `${node} > MemberExpression.test[property.name='isError']`,
          message:
            'A failed refetch keeps the data a query had: show the error only without it (`query.isError && !query.data`), so a dropped network does not hide what the screen holds.',
        })),
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@tailor/server*', '**/apps/server/**'],
              message: 'The web app talks to the server over HTTP only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@tailor/web*', '**/apps/web/**'],
              message: 'The server must not import web code.',
            },
          ],
        },
      ],
    },
  },
  {
    // Features (and the common code they use) reach the database only through the handle they are
    // given, which is the request's transaction while a request has one: opening a connection, or
    // a transaction of their own beside the request's, is refused here.
    files: ['apps/server/src/{features,lib,jobs}/**/*.ts', 'apps/server/src/plugins/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/plugins/request-transaction.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@tailor/web*', '**/apps/web/**'],
              message: 'The server must not import web code.',
            },
            {
              group: ['**/db/client', '**/db/open-database', '**/db/embedded-postgres'],
              allowTypeImports: true,
              message:
                "Use the database handle you are given (ctx.db): inside a request it is the request's transaction.",
            },
            {
              group: ['**/db/request-transaction'],
              importNames: ['holdTransaction', 'requestTransaction', 'runInRequestScope'],
              message:
                "Only plugins/request-transaction.ts opens and ends a request's transaction.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { import: importX },
    settings: {
      // Without these the rules below read no TypeScript file they reach (the default is .js only),
      // and a cycle between two .ts files would pass.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'packages/shared/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': [
        'error',
        { zones: [...serverZones, ...serverRootZones, ...serverAdapterZones, ...webZones] },
      ],
    },
  },
  {
    // A feature's tests may run it with a real adapter (S3 on 127.0.0.1, an SMS gateway's HTTP).
    files: ['apps/server/src/**/*.test.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        { zones: [...serverZones, ...serverRootZones, ...webZones] },
      ],
    },
  },
);
