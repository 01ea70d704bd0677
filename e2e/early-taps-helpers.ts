import { expect, test as base, type Page, type Route } from '@playwright/test'

/**
 * The early-tap journeys' test: phone profile only, throttled like Lighthouse's phone, and failing
 * on any console error or hydration warning (these journeys open pages themselves: fixtures.ts's
 * page.goto would wait for the app).
 */
export const earlyTapsTest = base.extend({
  // The skip and the throttling live in the fixture, not in a beforeEach of this module: a module is
  // loaded once per worker, so its hooks joined only the first spec file that imported it there (a
  // phone-only journey then ran on the desktop, unthrottled).
  page: async ({ page }, use, testInfo) => {
    testInfo.skip(testInfo.project.name !== 'phone', 'the phone profile')
    await throttleLikeAPhone(page)
    const problems: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) problems.push(m.text())
      if (m.type() === 'warning' && /hydrat/i.test(m.text())) problems.push(m.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    await use(page)
    expect(problems, 'console errors and hydration warnings').toEqual([])
  },
})

/**
 * Lighthouse's phone profile (slow 4G, a CPU 4x slower) by the Chrome DevTools Protocol. Chromium
 * only, as every journey here runs.
 */
export async function throttleLikeAPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
}

/**
 * Holds every script file of the app until `release()`: the page is painted from the server's
 * HTML and only its inline script runs, so what the journey does next happens before the app
 * runs, whatever the machine's speed. Pages loaded after the release get their scripts at once.
 */
export async function holdTheApp(page: Page) {
  let release!: () => void
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  const scripts = /\/assets\/.+\.js$/
  const hold = async (route: Route) => {
    await released
    await route.continue()
  }
  await page.route(scripts, hold)
  return {
    /** Lets the scripts load and waits until the app runs (every part hydrated). */
    async release() {
      release()
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: 45_000 })
      await page.unroute(scripts, hold)
    },
  }
}

/** Opens a page as the shopper sees it first: painted, its app not yet started. */
export async function openBeforeTheApp(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'commit' })
  await page.locator('#main').waitFor()
}
