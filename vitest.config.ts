import { defineConfig } from 'vitest/config'
// @ts-expect-error: a plain ES module of the repository's scripts, without types
import { databaseTestFiles } from './scripts/test-files.mjs'

const WEB_TESTS = 'packages/web/src/**/*.test.{ts,tsx}'
/** The server's test files that open a database: run on SQLite, and again on PostgreSQL. */
const DATABASE_TESTS: string[] = databaseTestFiles()

// Three projects, each runnable alone (`vitest run --project database`); docs/testing.md says
// what runs where.
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores, so two forks.
    pool: 'forks',
    maxWorkers: 2,
    environment: 'node',
    projects: [
      {
        extends: true,
        test: {
          // Rules, schemas and the server's code that needs no database: once per run.
          name: 'unit',
          include: [
            'packages/shared/src/**/*.test.ts',
            'packages/server/src/**/*.test.ts',
            'scripts/**/*.test.mjs',
          ],
          exclude: [...DATABASE_TESTS, '**/node_modules/**'],
          // One import of the modules per worker, as for the other projects (58 s against 23 s on a
          // loaded machine); the files passed in shuffled orders.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The API and the server's work on a real database: SQLite, and PostgreSQL when
          // TEST_DATABASE_URL is set. Each file copies a database migrated once per run.
          name: 'database',
          include: DATABASE_TESTS,
          globalSetup: ['packages/server/test/global-setup.ts'],
          // Each file cleans up what it started (apps, databases, processes, builds).
          setupFiles: ['packages/server/test/file-setup.ts'],
          // A worker imports the server once for all its files (half the CPU of a fresh import per
          // file): each file has its own database, app and Redis key prefix, and nothing it
          // started outlives it.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: [WEB_TESTS],
          // A worker imports React, Testing Library and the app once for all its files (79 s against
          // 28 s for the project on a loaded machine); each file still gets its own DOM, and the
          // files passed in shuffled orders (`--sequence.shuffle.files`).
          isolate: false,
        },
      },
    ],
  },
})
