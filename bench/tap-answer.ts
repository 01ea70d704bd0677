// The time from a page's first paint until the app answers a tap made then, on Lighthouse's phone
// profile applied for real by the DevTools protocol (slow 4G: 150 ms round trip, 1.6 Mbit/s down,
// 750 kbit/s up; the CPU 4x slower), in Chromium through Playwright. The tap is on the phone
// header's 'Open menu' button (every page has it), made as soon as the page has painted; the
// answer is the menu open. Also the time from first paint until the app runs (every part
// hydrated, html[data-app="ready"]). A tap the page drops is reported as lost.
import { chromium, type Browser } from 'playwright-core'

export interface TapAnswer {
  /** First contentful paint, ms from the navigation's start. */
  fcpMs: number
  /** From first paint until the menu tapped then is open; null when the tap was lost. */
  tapAnsweredMs: number | null
  /** From first paint until the app runs. */
  appReadyMs: number
}

const ANSWER_WAIT_MS = 30_000

async function once(browser: Browser, url: string): Promise<TapAnswer> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
  })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    // When the app runs, noted by the page itself: the tap's wait below must not count.
    await page.addInitScript({
      content: `new MutationObserver(function (records, observer) {
        if (document.documentElement.dataset.app !== 'ready') return
        window.appReadyAt = performance.now()
        observer.disconnect()
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app'] })`,
    })
    await page.goto(url, { waitUntil: 'commit' })
    const menuButton = page.getByRole('button', { name: 'Open menu' })
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0)
    const fcpMs = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    )
    await menuButton.tap()
    let answeredAt: number | null = null
    try {
      await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'visible', timeout: ANSWER_WAIT_MS })
      answeredAt = await page.evaluate(() => performance.now())
    } catch {
      answeredAt = null
    }
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: ANSWER_WAIT_MS })
    const readyAt = await page.evaluate(() => (globalThis as { appReadyAt?: number }).appReadyAt!)
    return {
      fcpMs: Math.round(fcpMs),
      tapAnsweredMs: answeredAt === null ? null : Math.round(answeredAt - fcpMs),
      appReadyMs: Math.round(readyAt - fcpMs),
    }
  } finally {
    await context.close()
  }
}

/** Runs `runs` times against `url`; the median of each figure, a tap lost in any run reported lost. */
export async function tapAnswer(
  chromePath: string,
  url: string,
  runs: number,
): Promise<TapAnswer & { lost: number }> {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  try {
    const results: TapAnswer[] = []
    for (let i = 0; i < runs; i++) results.push(await once(browser, url))
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!
    const answered = results.map((r) => r.tapAnsweredMs).filter((v): v is number => v !== null)
    return {
      fcpMs: median(results.map((r) => r.fcpMs)),
      tapAnsweredMs: answered.length ? median(answered) : null,
      appReadyMs: median(results.map((r) => r.appReadyMs)),
      lost: results.length - answered.length,
    }
  } finally {
    await browser.close()
  }
}
