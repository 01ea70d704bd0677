import type { Page, Route } from '@playwright/test'

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
