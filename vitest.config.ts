import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.{ts,tsx}', 'packages/*/test/**/*.test.ts', 'scripts/**/*.test.mjs'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // API test files each use their own database; two cores, so two forks.
    pool: 'forks',
    maxWorkers: 2,
  },
})
