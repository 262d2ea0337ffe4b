import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Server test files that replace a module (vi.mock): they get modules of their own. */
const moduleMockingFiles = ['apps/server/src/plugins/security-headers-at-start.test.ts'];
/** Likewise the web's, relative to apps/web. */
const webModuleMockingFiles = [
  'src/app/router.test.tsx',
  'src/app/preload-route.test.tsx',
  'src/components/outbox-indicator.test.tsx',
];

export default defineConfig({
  test: {
    // Vitest leaves a core free by default, which on a two-core machine runs one test file at a
    // time: the test files' own work (PGlite runs inside the worker) is all there is to run.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'shared',
          environment: 'node',
          include: ['packages/shared/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: moduleMockingFiles,
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // A worker keeps the server's modules loaded from one test file to the next instead of
          // importing them again for each (that import was half of the server tests' CPU time).
          // Each file still opens its own database and app.
          isolate: false,
        },
      },
      {
        test: {
          name: 'server-isolated',
          environment: 'node',
          include: moduleMockingFiles,
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: webModuleMockingFiles,
          // As the server's: a worker keeps React, MUI and the app's modules loaded from one test
          // file to the next (about two thirds of the component tests' CPU time went to importing
          // them again). Each file still gets a fresh page, and src/test/setup.ts undoes what a
          // file stubbed.
          isolate: false,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: { name: 'web-isolated', include: webModuleMockingFiles },
      },
    ],
  },
});
