import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { PREACT_FOR_REACT } from './packages/web/preact-for-react'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

const WEB_TESTS = 'packages/web/src/**/*.test.{ts,tsx}'

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // API test files each use their own database; two cores, so two forks.
    pool: 'forks',
    maxWorkers: 2,
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
          environment: 'node',
        },
      },
      {
        extends: true,
        // The web app's tests render with Preact, as the shop does (docs/decisions/0115); the
        // server's e-mails keep React, so these aliases are the web project's only.
        resolve: {
          // Libraries' ES modules (react-bootstrap/Modal names its own in "module").
          mainFields: ['module', 'main'],
          alias: [
            ...PREACT_FOR_REACT,
            // Node would load React Router's CommonJS build, which requires React past the aliases.
            {
              find: /^react-router$/,
              replacement: here('./node_modules/react-router/dist/development/index.mjs'),
            },
            // @restart/ui (under react-bootstrap) names its CommonJS build first for Node.
            { find: /^@restart\/ui$/, replacement: here('./node_modules/@restart/ui/esm/index.js') },
            { find: /^@restart\/ui\/(.+)$/, replacement: `${here('./node_modules/@restart/ui/esm/')}$1.js` },
            {
              find: /^use-sync-external-store\/with-selector(\.js)?$/,
              replacement: here('./packages/web/src/testing/use-sync-external-store-with-selector.ts'),
            },
          ],
        },
        test: {
          name: 'web',
          include: [WEB_TESTS],
          setupFiles: ['packages/web/src/testing/settle-frames.ts'],
          environment: 'node',
          // Libraries that import React go through the aliases too (their ES modules, not CommonJS).
          server: {
            deps: {
              inline: [
                /react-bootstrap/,
                /@restart\//,
                /react-redux/,
                /react-router/,
                /react-hook-form/,
                /@hookform/,
                /react-toastify/,
                /react-loading-skeleton/,
                /@reduxjs\/toolkit/,
                /swiper/,
                /@testing-library\/preact/,
              ],
            },
          },
        },
      },
    ],
  },
})
