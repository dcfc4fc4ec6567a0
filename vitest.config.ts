import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: './packages/shared', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          globalSetup: ['./src/db/testing/global-setup.ts'],
          setupFiles: ['./src/db/testing/setup-file.ts'],
          // One database per worker, kept across test files (a new PGlite costs ~3.7 s); the setup file
          // empties and re-seeds it before each file.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'web', root: './apps/web', include: ['src/**/*.test.ts'] } },
    ],
  },
});
