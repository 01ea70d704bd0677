import type { Page } from '@playwright/test'
import { STICKY_HEADER_THRESHOLD_PX } from '@shop/shared/constants'
import { DEMO_CUSTOMER, expect, expectNoSeriousA11yViolations, test } from '../fixtures'
import { findProducts } from '../shop-api'
import { logIn } from '../account-helpers'

interface ShopInfo {
  name: string
  email: string
  phone: string
  hq_address: string
  mailing_address: string
}
interface Category {
  id: number
  name: string
  slug: string
}
interface Brand extends Category {
  group_name: string
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 992
const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

async function shopInfo(page: Page): Promise<ShopInfo> {
  return (await page.request.get('/api/shop-info')).json()
}

async function categories(page: Page): Promise<Category[]> {
  return (await (await page.request.get('/api/categories')).json()).data.data
}

/** Signs the demo customer in through the API and hands the session to the app's persisted store. */
async function signInAsDemo(page: Page) {
  const res = await page.request.post('/api/login', {
    data: { login: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
  })
  expect(res.status()).toBe(200)
  const body = await res.json()
  const auth = {
    user: body.data,
    token: body._token,
    data: null,
    isLoggedIn: true,
    loading: false,
    error: null,
    editThisAddress: null,
  }
  const persisted = JSON.stringify({
    auth: JSON.stringify(auth),
    _persist: JSON.stringify({ version: -1, rehydrated: true }),
  })
  await page.addInitScript((value) => {
    // Only before the app has stored anything itself: a later logout must stick.
    if (!sessionStorage.getItem('e2e-signed-in')) {
      localStorage.setItem('persist:root', value)
      sessionStorage.setItem('e2e-signed-in', '1')
    }
  }, persisted)
  return body.data as { first_name: string }
}

async function openMobileMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click()
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await expect(menu).toBeVisible()
  return menu
}

test(
  'the header shows the promotion, the hot line, the account greeting and the cart',
  { tag: '@phone' },
  async ({ page }) => {
    const promo = await (await page.request.get('/api/get-promo')).json()
    const shop = await shopInfo(page)
    await page.goto('/all-products')

    const strip = page.getByRole('complementary', { name: 'Promotion' })
    await expect(strip.getByText(promo.title)).toBeVisible()
    await expect(strip.getByRole('link', { name: promo.link_text })).toHaveAttribute('href', promo.url)
    await expect(page.getByRole('button', { name: /Hello User/ })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/cart')
    await expect(page.getByRole('link', { name: 'Bermuda Medical Supply', exact: true })).toHaveAttribute(
      'href',
      '/all-products',
    )

    if (isPhone(page)) {
      const menu = await openMobileMenu(page)
      await expect(menu.getByRole('link', { name: `Hot Line: ${shop.phone}` })).toHaveAttribute(
        'href',
        telOf(shop.phone),
      )
    } else {
      await expect(page.getByRole('link', { name: `Hot Line: ${shop.phone}` })).toHaveAttribute(
        'href',
        telOf(shop.phone),
      )
    }
    await expectNoSeriousA11yViolations(page)
  },
)

test(
  'search suggests products as you type and choosing one lists it on /shop',
  { tag: '@phone' },
  async ({ page }) => {
    const suggestionCalls: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/search/suggestions')) suggestionCalls.push(r.url())
    })
    await page.goto('/all-products')
    const search = page.getByRole('combobox', { name: 'Search products' })

    // Blank text makes no call.
    await search.fill('   ')
    await search.fill('')
    await search.pressSequentially('vitamin')
    const list = page.getByRole('listbox', { name: 'Suggestions' })
    await expect(list).toBeVisible()
    const first = list.getByRole('option').first()
    const name = (await first.getAttribute('aria-label'))!.trim()
    expect(name).toMatch(/vitamin/i)
    // Each suggestion shows its picture, price and category; the last line offers every result.
    await expect(first.locator('img')).toBeVisible()
    await expect(first).toContainText(/US \$\d+\.\d{2}/)
    await expect(first).toContainText('Vitamins & Supplements')
    await expect(list.getByRole('option').last()).toHaveText(/^See all results for “vitamin” \(\d+\)$/)
    expect(suggestionCalls.length).toBeGreaterThan(0)
    for (const url of suggestionCalls) {
      expect(new URL(url).searchParams.get('q')?.trim()).toBeTruthy()
    }
    await expectNoSeriousA11yViolations(page)

    await first.click()
    await expect(page).toHaveURL(`/shop?${new URLSearchParams({ search: name })}`)
    await expect(page.getByRole('heading', { level: 1, name: `Search results for “${name}”` })).toBeVisible()
    await expect(page.getByRole('article', { name }).first()).toBeVisible()

    // The keyboard path: arrow down to a suggestion, Enter to choose it.
    await search.fill('')
    await search.pressSequentially('glove')
    await expect(list.getByRole('option').first()).toBeVisible()
    await search.press('ArrowDown')
    await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
    const chosen = (await list.getByRole('option').first().getAttribute('aria-label'))!.trim()
    await search.press('Enter')
    await expect(page).toHaveURL(`/shop?${new URLSearchParams({ search: chosen })}`)
    await expect(list).toBeHidden()

    // 'See all results' by keyboard: ArrowUp from the text wraps to the last line.
    await search.fill('')
    await search.pressSequentially('gauze')
    await expect(list.getByRole('option').last()).toHaveText(/^See all results for “gauze”/)
    await search.press('ArrowUp')
    await expect(list.getByRole('option').last()).toHaveAttribute('aria-selected', 'true')
    await search.press('Enter')
    await expect(page).toHaveURL('/shop?search=gauze')
  },
)

test("a typo still finds products: the drop-down and the listing say 'Did you mean'", async ({ page }) => {
  await page.goto('/all-products')
  const search = page.getByRole('combobox', { name: 'Search products' })
  await search.pressSequentially('vitamn')
  await expect(page.getByTestId('search-did-you-mean')).toHaveText(
    'No match for “vitamn”. Did you mean vitamin?',
  )
  const list = page.getByRole('listbox', { name: 'Suggestions' })
  await expect(list.getByRole('option').first()).toHaveAttribute('aria-label', /vitamin/i)
  await search.press('Enter')
  await expect(page).toHaveURL('/shop?search=vitamn')
  const note = page.getByTestId('did-you-mean')
  await expect(note).toContainText('No products match “vitamn”. Did you mean vitamin?')
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await note.getByRole('link', { name: 'vitamin' }).click()
  await expect(page).toHaveURL('/shop?search=vitamin')
  await expect(page.getByTestId('did-you-mean')).toHaveCount(0)
})

test('submitting a search outside the listings goes to /shop; inside a category it stays there', async ({
  page,
}) => {
  const [category] = await categories(page)
  await page.goto('/terms-conditions')
  const search = page.getByRole('combobox', { name: 'Search products' })
  await search.fill('gauze')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL('/shop?search=gauze')
  await expect(page.getByText(/^Showing “gauze” 1-\d+ of \d+ results$/)).toBeVisible()

  await page.goto(`/category/${category!.slug}/?page=2`)
  await search.fill('spray')
  await search.press('Enter')
  await expect(page).toHaveURL(`/category/${category!.slug}/?search=spray`)
})

test('the account menu opens with the keyboard, closes with Escape and lists the account pages', async ({
  page,
}) => {
  await page.goto('/all-products')
  const button = page.getByRole('button', { name: /Hello User/ })
  await button.focus()
  await page.keyboard.press('Enter')
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  const expected: [string, string][] = [
    // Login comes back to the page the shopper was on.
    ['Login', `/login?redirectTo=${encodeURIComponent('/all-products')}`],
    ['New Customer? Start Here', `/signup?redirectTo=${encodeURIComponent('/all-products')}`],
    ['Your List/Dashboard', '/dashboard'],
    ['Your Account', '/dashboard/my-profile'],
    ['Your Orders', '/dashboard/order'],
    ['Your Wish List', '/dashboard/wishlist'],
  ]
  for (const [name, href] of expected) {
    await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
  }
  await expectNoSeriousA11yViolations(page)
  await page.keyboard.press('Escape')
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('link', { name: 'Your Orders', exact: true })).toBeHidden()
  await expect(button).toBeFocused()

  // Space opens it too.
  await page.keyboard.press('Space')
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await page.getByRole('link', { name: 'Login', exact: true }).click()
  await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent('/all-products')}`)
})

test('a signed-in customer is greeted by first name and can log out', async ({ page }) => {
  const user = await signInAsDemo(page)
  await page.goto('/all-products')
  const button = page.getByRole('button', { name: new RegExp(`Hello ${user.first_name}`) })
  await expect(button).toBeVisible()
  await button.click()
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0)
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('button', { name: /Hello User/ })).toBeVisible()
})

test('a shopper browses by brand and by category from the menus', { tag: '@phone' }, async ({ page }) => {
  const groups: Record<string, Brand[]> = await (await page.request.get('/api/group-brands')).json()
  const [groupName, brands] = Object.entries(groups)[0]!
  const brand = brands[0]!
  const all = await categories(page)
  const category = all[1]!
  await page.goto('/all-products')

  if (isPhone(page)) {
    let menu = await openMobileMenu(page)
    await expect(menu.getByRole('link', { name: 'Stores Location' })).toHaveAttribute(
      'href',
      '/store-location',
    )
    await expect(menu.getByRole('link', { name: 'Track Your Order' })).toHaveAttribute(
      'href',
      '/dashboard/order',
    )
    await expect(menu.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq')
    await menu.getByRole('button', { name: 'Brand', exact: true }).click()
    await expect(menu.getByText(groupName, { exact: true })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await menu.getByRole('link', { name: brand.name, exact: true }).click()
    await expect(menu).toBeHidden()
    await expect(page).toHaveURL(`/brand/${brand.slug}/`)
    await expect(
      page.getByText(new RegExp(`^Showing ${escapeRegExp(brand.name)} 1-\\d+ of \\d+ results$`)),
    ).toBeVisible()

    menu = await openMobileMenu(page)
    await menu.getByRole('button', { name: 'All Categories' }).click()
    await menu.getByRole('link', { name: category.name, exact: true }).click()
    await expect(page).toHaveURL(`/category/${category.slug}/`)

    menu = await openMobileMenu(page)
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
  } else {
    const brandsButton = page.getByRole('button', { name: 'All Brands' })
    await brandsButton.click()
    await expect(page.getByRole('heading', { name: groupName, exact: true })).toBeVisible()
    // Every group and the way to every brand are on screen at once, no inner scroll to find them.
    const panel = page.locator('.mega-menu')
    expect(await panel.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true)
    await expect(panel.getByRole('link', { name: 'See all brands' })).toBeInViewport()
    await expectNoSeriousA11yViolations(page)
    await page.getByRole('link', { name: brand.name, exact: true }).click()
    await expect(page).toHaveURL(`/brand/${brand.slug}/`)
    await expect(brandsButton).toHaveAttribute('aria-expanded', 'false')
    await expect(
      page.getByText(new RegExp(`^Showing ${escapeRegExp(brand.name)} 1-\\d+ of \\d+ results$`)),
    ).toBeVisible()

    const categoriesButton = page.getByRole('button', { name: 'All Categories' })
    await categoriesButton.click()
    await page.keyboard.press('Escape')
    await expect(categoriesButton).toHaveAttribute('aria-expanded', 'false')
    await categoriesButton.click()
    // The panel comes before the top menu, which may list the same category again.
    const last = all.at(-1)!
    await page
      .getByRole('navigation', { name: 'Shop by' })
      .getByRole('link', { name: last.name, exact: true })
      .first()
      .click()
    await expect(page).toHaveURL(`/category/${last.slug}/`)
    await expect(categoriesButton).toHaveAttribute('aria-expanded', 'false')

    // The first 8 categories form the top menu.
    const topMenu = page.getByRole('navigation', { name: 'Shop by' }).getByRole('listitem')
    await expect(topMenu).toHaveCount(Math.min(8, all.length))
    await expect(topMenu.first().getByRole('link')).toHaveText(all[0]!.name)
  }
})

test(
  'the top category row shows that it scrolls and every name can be reached',
  { tag: '@phone' },
  async ({ page }) => {
    const top = (await categories(page)).slice(0, 8)
    const nav = page.getByRole('navigation', { name: 'Shop by' })
    if (isPhone(page)) {
      // Phones list the categories in the menu (see above) instead of a row.
      await page.goto('/all-products')
      await expect(nav).toBeHidden()
      return
    }
    await page.setViewportSize({ width: 1366, height: 768 })
    await page.goto('/all-products')
    const row = nav.locator('.site-nav-categories')
    const last = row.getByRole('link', { name: top.at(-1)!.name, exact: true })
    const inRow = async () => {
      const [r, l] = [await row.boundingBox(), await last.boundingBox()]
      return Boolean(r && l && l.x >= r.x - 1 && l.x + l.width <= r.x + r.width + 1)
    }
    // Eight names do not fit beside the menus at 1366 px: an arrow says so, and shows the rest.
    const more = nav.getByRole('button', { name: 'Show more categories' })
    await expect(more).toBeVisible()
    expect(await inRow()).toBe(false)
    // Each press moves most of a row; the arrow goes once the last name is in view.
    await expect(async () => {
      if (await more.isVisible()) await more.click({ timeout: 1000 })
      expect(await inRow()).toBe(true)
    }).toPass({ timeout: 15_000 })
    await expect(more).toBeHidden()
    await expect(nav.getByRole('button', { name: 'Show earlier categories' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    // By keyboard: tabbing onto a hidden name brings it into view.
    await page.reload()
    await expect(more).toBeVisible()
    await row.getByRole('link').first().focus()
    for (let i = 1; i < top.length; i++) await page.keyboard.press('Tab')
    await expect(last).toBeFocused()
    await expect.poll(inRow).toBe(true)
  },
)

test('the search bar stays at the top after scrolling past 350 px', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/all-products')
  await expect(page.getByRole('article').first()).toBeVisible()
  const search = page.getByRole('combobox', { name: 'Search products' })
  await page.evaluate(() => window.scrollTo(0, 1400))
  await expect.poll(async () => (await search.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0)
  expect((await search.boundingBox())!.y).toBeLessThan(120)
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect.poll(async () => (await search.boundingBox())?.y ?? -1).toBeGreaterThan(40)
})

test('the footer shows the addresses and contacts, and its links bring the page back to the top', async ({
  page,
}) => {
  const shop = await shopInfo(page)
  await page.goto('/all-products')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByText(shop.hq_address)).toBeVisible()
  await expect(footer.getByText(shop.mailing_address)).toBeVisible()
  await expect(footer.getByRole('link', { name: shop.phone })).toHaveAttribute('href', telOf(shop.phone))
  await expect(footer.getByRole('link', { name: shop.email })).toHaveAttribute('href', `mailto:${shop.email}`)

  await footer.getByRole('link', { name: 'Terms & Conditions' }).scrollIntoViewIfNeeded()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  await footer.getByRole('link', { name: 'Terms & Conditions' }).click()
  await expect(page).toHaveURL('/terms-conditions')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

  // On the page it already shows, the link still scrolls back up.
  await footer.getByRole('link', { name: 'Terms & Conditions' }).scrollIntoViewIfNeeded()
  await footer.getByRole('link', { name: 'Terms & Conditions' }).click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('the newsletter field stores an address once', async ({ page }, testInfo) => {
  await page.goto('/all-products')
  const footer = page.getByRole('contentinfo')
  const field = footer.getByRole('textbox', { name: 'Subscribe to our newsletter' })
  await expect(field).toHaveAttribute('type', 'email')
  await expect(field).toHaveAttribute('required', '')

  // Empty: the browser's own check stops it; nothing is sent.
  let posts = 0
  page.on('request', (r) => {
    if (r.url().endsWith('/api/newsletter') && r.method() === 'POST') posts++
  })
  await footer.getByRole('button', { name: 'SUBMIT' }).click()
  expect(await field.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true)

  const email = `reader-${testInfo.project.name}-${Date.now()}@example.com`
  await field.fill(email)
  await footer.getByRole('button', { name: 'SUBMIT' }).click()
  await expect(footer.getByRole('status')).toHaveText('Thank you for subscribing to our newsletter.')
  await expect(field).toHaveValue('')

  await field.fill(email.toUpperCase())
  await footer.getByRole('button', { name: 'SUBMIT' }).click()
  await expect(footer.getByRole('status')).toHaveText('This e-mail address is already subscribed.')
  expect(posts).toBe(2)
  await expectNoSeriousA11yViolations(page)
})

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

test('a page scrolled before the app runs stays still under the shopper as the header turns sticky', async ({
  context,
  request,
}) => {
  const [product] = await findProducts(request, (p) => p.stock > 0)
  // A page of its own: the journeys' page.goto waits for the app, and this one must not. A slow
  // phone's processor: the app's first frames come one by one, as a shopper sees them.
  const page = await context.newPage()
  // Signed in, as the clinic's desk is: the header and the page change as the session comes back.
  await logIn(page, DEMO_CUSTOMER)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  // The app's entry waits until the shopper has scrolled, as on a slow phone.
  let startApp!: () => void
  const scrolled = new Promise<void>((resolve) => (startApp = resolve))
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await scrolled
    await route.continue()
  })
  await page.goto(`/product-detail/${product!.slug}`, { waitUntil: 'commit' })
  const addToCart = page.getByRole('button', { name: 'Add To Cart', exact: true })
  await addToCart.scrollIntoViewIfNeeded()
  await page.evaluate(() => window.scrollBy(0, 200))
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(STICKY_HEADER_THRESHOLD_PX)
  // Where the button is on the screen, frame by frame, while the app starts.
  await page.evaluate(() => {
    const seen: string[] = []
    Object.assign(window, { seen })
    const button = Array.from(document.querySelectorAll('button')).find(
      (b) => b.textContent === 'Add To Cart',
    )!
    const look = () => {
      const box = button.getBoundingClientRect()
      const at = `${Math.round(box.x)},${Math.round(box.y)}`
      if (seen.at(-1) !== at) seen.push(at)
      requestAnimationFrame(look)
    }
    look()
  })
  startApp()
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
  await expect(page.locator('.site-mainbar.is-sticky')).toBeAttached()
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
  // One place all along: the bar turned fixed with its room kept, so a tap lands where it aimed.
  expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toHaveLength(1)
})
