import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

const port = process.env.E2E_PORT ?? '3100'
const baseURL = `http://127.0.0.1:${port}`
const chromium = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
}

export default defineConfig({
  testDir: path.join(import.meta.dirname, 'tests'),
  outputDir: path.join(import.meta.dirname, '..', 'test-results'),
  fullyParallel: true,
  workers: 2,
  // One retry as a safety net, never as a fix: a journey that fails twice is a failure, and one
  // that passed on its retry is named as flaky at the end of the list, to be fixed at its cause.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: { baseURL, trace: 'off', screenshot: 'only-on-failure', launchOptions: chromium },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    {
      name: 'phone',
      // The journeys whose screen or touch differs on a phone, each tagged '@phone': the header
      // menu, search and category row, the filter drawer and grid, the sticky buy bar and gallery,
      // the mini-cart, the checkout table, the dashboard menu and address form, the back office's
      // folded orders and fields, the price-break table, the pack picker, and the taps made before
      // the app runs on Lighthouse's phone profile. The long business journeys run the same code on
      // a narrow screen, so the desktop run covers them (docs/testing.md).
      grep: /@phone/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium },
    },
  ],
  webServer: {
    command: `node ${path.join(import.meta.dirname, 'start-server.mjs')}`,
    url: `${baseURL}/api/categories`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { E2E_PORT: port },
  },
})
