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

const PHONE_SPECS = [
  'professional-buyers',
  'smoke',
  'storefront-shell',
  'listings',
  'product-detail',
  'cart',
  'checkout-pages',
  'dashboard-profile',
  'back-office',
  'back-office-exports',
  'early-taps',
  'saved-carts',
  'price-breaks',
  'returns',
  'business-accounts',
  'packs',
]

export default defineConfig({
  testDir: path.join(import.meta.dirname, 'tests'),
  outputDir: path.join(import.meta.dirname, '..', 'test-results'),
  fullyParallel: true,
  workers: 2,
  // One retry: a journey that fails twice is a failure; one that passes on retry is reported as
  // flaky in the list. The machines that run them are small and shared, and CI may not set CI.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: { baseURL, trace: 'off', screenshot: 'only-on-failure', launchOptions: chromium },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    {
      name: 'phone',
      // The journeys whose screen changes on a phone (header menu, filter drawer, sticky cart bar,
      // mini-cart, checkout table, dashboard menu, back-office orders), and the taps made before
      // the app runs on Lighthouse's phone profile; the others run the same code on both sizes, so
      // the desktop run covers them.
      testMatch: PHONE_SPECS.map((name) => `**/${name}.spec.ts`),
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
