import AxeBuilder from '@axe-core/playwright'
import {
  expect,
  test as base,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Response,
} from '@playwright/test'

export const DEMO_CUSTOMER = { email: 'demo@bermudamedicalsupply.bm', password: 'ShopDemo2026!' }

/**
 * What may change under axe: the toasts shown, whether anything is still animating in, and how many
 * transitions and animations have started in the page (counted from the first call on): one that
 * starts and ends while axe runs (a 150 ms hover fade) is over before anyone could see it running.
 */
function motionState(page: Page) {
  return page.evaluate(() => {
    const counter = window as unknown as { motionsStarted?: number }
    if (counter.motionsStarted === undefined) {
      counter.motionsStarted = 0
      for (const type of ['transitionrun', 'animationstart'])
        document.addEventListener(type, () => (counter.motionsStarted! += 1), true)
    }
    const toasts = Array.from(document.querySelectorAll('.Toastify__toast'))
    const toastMoving = toasts.some((toast) =>
      toast.getAnimations().some((animation: Animation) => animation.playState === 'running'),
    )
    const transitioning = document
      .getAnimations()
      .some((animation) => animation instanceof CSSTransition && animation.playState === 'running')
    return {
      toasts: toasts.map((toast) => toast.id).join(','),
      moving: toastMoving || transitioning,
      started: counter.motionsStarted,
    }
  })
}

/** Fails on serious or critical axe violations of the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page) {
  // A toast sliding in or a dialog fading in is half transparent for a moment, and axe would measure
  // its contrast then; wait until no toast is animating (its progress bar, a child, may keep running)
  // and no CSS transition (a dialog's or its backdrop's fade) is under way. A toast can still appear
  // while axe runs (one an answer in flight brings): then the page is measured again once it is still.
  // The pointer rests where the journey last clicked: a control the page then moves under it starts
  // its hover transition while axe measures (a half-faded outline button failed contrast once). The
  // page is measured at rest, with the pointer parked in the top corner.
  await page.mouse.move(0, 0)
  // Counting starts now, and the pointer's leaving starts its fades by the second frame.
  await motionState(page)
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  )
  let serious: string[] = []
  for (let attempt = 0; attempt < 3; attempt++) {
    await expect.poll(async () => (await motionState(page)).moving, { timeout: 5_000 }).toBe(false)
    const before = await motionState(page)
    // axe.run in the page itself: the default runs each frame apart and then opens a blank page to
    // merge the results, for cross-origin frames, which the shop has none of; it took twice as long.
    // Only violations are read: axe then describes one node per passing or inapplicable rule instead
    // of every node (the performance advice of axe-core's API docs); the same rules run on the whole
    // page, and every violating node is still reported. It halved each check.
    const results = await new AxeBuilder({ page })
      .setLegacyMode(true)
      .options({ resultTypes: ['violations'] })
      .analyze()
    serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.help} (${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')})`,
      )
    const after = await motionState(page)
    // Measured again when anything moved or started moving while axe ran.
    const still = !before.moving && !after.moving && after.started === before.started
    if (still && after.toasts === before.toasts) break
  }
  expect(serious).toEqual([])
}

/**
 * A console message that means something is wrong in the page: an error, an uncaught exception,
 * a refused script or style (CSP) or a hydration warning. A failed API call is not one: the
 * browser logs every 4xx answer ('Failed to load resource'), and journeys make them on purpose.
 */
function isConsoleProblem(type: string, text: string): boolean {
  if (type === 'error') return !text.startsWith('Failed to load resource')
  return type === 'warning' && /hydrat/i.test(text)
}

/**
 * A page as a shopper meets it: page.goto and page.reload wait for the app (html[data-app="ready"],
 * main.tsx), because a page the server rendered shows its buttons before the app runs and a shopper
 * waits for a button that answers; console errors and hydration warnings are collected in
 * `problems`.
 */
function watchPage(page: Page, problems: string[], javaScriptEnabled: boolean) {
  if (javaScriptEnabled) {
    const waitForApp = async (response: Response | null) => {
      if (response?.headers()['content-type']?.startsWith('text/html'))
        await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
      return response
    }
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (url, options) => waitForApp(await goto(url, options))
    page.reload = async (options) => waitForApp(await reload(options))
  }
  page.on('console', (message) => {
    if (isConsoleProblem(message.type(), message.text()))
      problems.push(`${message.type()}: ${message.text()} (${page.url()})`)
  })
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message} (${page.url()})`))
}

/**
 * Every journey fails on a console error or hydration warning in its pages. `openPage` opens a
 * second browser (another person or device: staff beside a customer, a clinic's Buyer beside its
 * Owner) of the project's own screen, watched like `page`; a journey about taps made before the app
 * runs opens its browser with `browser.newContext` instead, so nothing waits for the app.
 */
/** Opens a second browser of the project's screen, watched like `page`. */
export type OpenPage = (options?: BrowserContextOptions) => Promise<Page>

export const test = base.extend<{ openPage: OpenPage }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    const problems: string[] = []
    watchPage(page, problems, javaScriptEnabled !== false)
    await use(page)
    expect(problems, 'console errors and hydration warnings').toEqual([])
  },
  openPage: async ({ browser, baseURL, viewport, isMobile, hasTouch, javaScriptEnabled }, use) => {
    const problems: string[] = []
    const contexts: BrowserContext[] = []
    await use(async (options) => {
      const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, ...options })
      contexts.push(context)
      const page = await context.newPage()
      watchPage(page, problems, javaScriptEnabled !== false)
      return page
    })
    for (const context of contexts) await context.close()
    expect(problems, 'console errors and hydration warnings (second browsers)').toEqual([])
  },
})
export { expect }
