import { defineConfig } from 'vitest/config'

const WEB_TESTS = 'packages/web/src/**/*.test.{ts,tsx}'

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // API test files each use their own database; two cores, so two forks.
    pool: 'forks',
    maxWorkers: 2,
    environment: 'node',
    // Two projects so the web app's tests can run on their own (`vitest run --project web`).
    projects: [
      {
        extends: true,
        test: {
          name: 'packages',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'packages/*/test/**/*.test.ts',
            'scripts/**/*.test.mjs',
          ],
          exclude: [WEB_TESTS, '**/node_modules/**'],
        },
      },
      {
        extends: true,
        test: { name: 'web', include: [WEB_TESTS] },
      },
    ],
  },
})
