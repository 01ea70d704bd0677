import { expect, type Page } from '@playwright/test'
import { registerCustomer, submitLogin } from '../account-helpers'
import { closeMiniCart } from '../checkout-helpers'
import { earlyTapsTest, holdTheApp, openBeforeTheApp } from '../early-taps-helpers'
import { apiToken, findProducts, type ListedProduct } from '../shop-api'

/**
 * A shopper acts at the first paint, before the app has started (its scripts are held back until
 * the journey has acted), on Lighthouse's phone profile; the outcome is checked once it runs.
 * These journeys open pages themselves: fixtures.ts's page.goto waits for the app.
 */
const test = earlyTapsTest

/** Every tap kept before the app ran has been carried out. */
const tapsDone = (page: Page) => page.locator('html[data-early-taps="done"]').waitFor({ state: 'attached' })

const badge = (page: Page) => page.getByRole('link', { name: /^Cart, \d+ items?$/ })

/** The listing page (of /all-products) that shows the product. */
async function listingPageOf(page: Page, product: ListedProduct) {
  for (let n = 1; n < 200; n++) {
    const res = await page.request.get(`/api/products?page=${n}`)
    const body = (await res.json()) as { data: ListedProduct[] }
    if (body.data.some((p) => p.id === product.id)) return n
  }
  throw new Error('the product is on no listing page')
}

test(
  'a login typed and sent before the app runs logs in and goes where it was asked',
  { tag: '@phone' },
  async ({ page, request }) => {
    const customer = await registerCustomer(request)
    const app = await holdTheApp(page)
    await openBeforeTheApp(page, `/login?redirectTo=${encodeURIComponent('/brands')}`)
    const main = page.locator('#main')
    await main.getByLabel('Email').fill(customer.email)
    await main.getByLabel(/^Password/).fill(customer.password)
    const login = main.getByRole('button', { name: 'Login', exact: true })
    await login.click()
    await expect(login).toHaveAttribute('aria-busy', 'true')
    await app.release()
    await expect(page).toHaveURL('/brands')
    await expect(page.getByText(`Hello ${customer.first_name}`)).toBeVisible()
  },
)

test(
  'a search sent from a static page before the app runs lists the results',
  { tag: '@phone' },
  async ({ page, request }) => {
    const [product] = await findProducts(request, () => true)
    const word = product!.product_name.split(' ')[0]!
    const app = await holdTheApp(page)
    await openBeforeTheApp(page, '/privacy-policy')
    const box = page.getByRole('combobox', { name: 'Search products' })
    await box.fill(word)
    await box.press('Enter')
    await expect(page).toHaveURL(`/shop?search=${encodeURIComponent(word)}`)
    await expect(
      page
        .getByRole('button', { name: `Add To Cart: ${product!.product_name}` })
        .or(page.getByRole('button', { name: `Pre Order: ${product!.product_name}` })),
    ).toBeVisible()
    await app.release()
    await expect(box).toHaveValue(word)
  },
)

test(
  'Add To Cart and Pre Order tapped on cards before the app runs each make one line',
  { tag: '@phone' },
  async ({ page, request }) => {
    const [inStock] = await findProducts(request, (p) => p.stock >= 2)
    const [soldOut] = await findProducts(request, (p) => p.stock <= 0)
    for (const [product, button] of [
      [inStock!, 'Add To Cart'],
      [soldOut!, 'Pre Order'],
    ] as const) {
      const app = await holdTheApp(page)
      await openBeforeTheApp(page, `/all-products?page=${await listingPageOf(page, product)}`)
      const tap = page.getByRole('button', { name: `${button}: ${product.product_name}` })
      await tap.click()
      await expect(tap).toHaveAttribute('aria-busy', 'true')
      // A second tap on a control already waiting is the same tap.
      await tap.click()
      await app.release()
      await tapsDone(page)
      await closeMiniCart(page)
    }
    await expect(badge(page)).toHaveAccessibleName('Cart, 2 items')
    await page.goto('/Cart')
    await expect(
      page.getByRole('region', { name: 'Shopping Cart' }).getByRole('link', { name: inStock!.product_name }),
    ).toHaveCount(1)
    await expect(
      page.getByRole('region', { name: 'Backorder Cart' }).getByRole('link', { name: soldOut!.product_name }),
    ).toHaveCount(1)
  },
)

test(
  'Add To Cart and Pre Order on the product page, with the quantity stepped, before the app runs',
  { tag: '@phone' },
  async ({ page, request }) => {
    const [inStock] = await findProducts(request, (p) => p.stock >= 3)
    const [soldOut] = await findProducts(request, (p) => p.stock <= 0)
    let app = await holdTheApp(page)
    await openBeforeTheApp(page, `/product-detail/${inStock!.slug}`)
    // Two taps of the stepper count twice: 3 in all.
    const more = page.getByRole('button', { name: `Increase quantity of ${inStock!.product_name}` }).first()
    await more.click()
    await more.click()
    await page.getByRole('button', { name: 'Add To Cart', exact: true }).first().click()
    await app.release()
    await tapsDone(page)
    await expect(page.getByText('Product added to cart!')).toBeVisible()
    await closeMiniCart(page)
    await expect(badge(page)).toHaveAccessibleName('Cart, 3 items')

    app = await holdTheApp(page)
    await openBeforeTheApp(page, `/product-detail/${soldOut!.slug}`)
    await page.getByRole('button', { name: 'Pre Order', exact: true }).first().click()
    await app.release()
    await tapsDone(page)
    await closeMiniCart(page)
    await expect(badge(page)).toHaveAccessibleName('Cart, 4 items')
  },
)

test(
  'a signed-in shopper’s Add To Cart tapped before the app runs stays in the saved cart while the login merge travels',
  { tag: '@phone' },
  async ({ page, request }) => {
    const customer = await registerCustomer(request)
    const [product] = await findProducts(request, (p) => p.stock >= 3)
    // The login's merge of the guest's carts is held until the kept tap has been carried out: the
    // first page after the login merges them again, and its answer arrives after the tap.
    let mergeMay!: () => void
    const mergeHeld = new Promise<void>((resolve) => (mergeMay = resolve))
    await page.route('**/api/customer/cart/merge', async (route) => {
      await mergeHeld
      // The login page's own merge was dropped when the next page opened.
      await route.continue().catch(() => undefined)
    })
    await page.goto('/login')
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
    await submitLogin(page, customer.email, customer.password)
    await expect(page).toHaveURL('/all-products')

    const app = await holdTheApp(page)
    await openBeforeTheApp(page, `/product-detail/${product!.slug}`)
    await page.getByRole('button', { name: 'Add To Cart', exact: true }).first().click()
    await app.release()
    await tapsDone(page)
    await expect(page.getByText('Product added to cart!')).toBeVisible()
    await closeMiniCart(page)
    const merged = page.waitForResponse((r) => r.url().endsWith('/api/customer/cart/merge'))
    mergeMay()
    await merged
    await expect(badge(page)).toHaveAccessibleName('Cart, 1 item')

    // Sent to the server: another device sees it.
    const token = await apiToken(request, customer)
    await expect(async () => {
      const res = await request.get('/api/customer/cart', { headers: { Authorization: `Bearer ${token}` } })
      const saved = (await res.json()) as { data: { cart: { id: number; qty: number }[] } }
      expect(saved.data.cart.map((l) => [l.id, l.qty])).toEqual([[product!.id, 1]])
    }).toPass({ timeout: 15_000 })
  },
)

test(
  'the heart tapped before the app runs: a guest is sent to log in, a customer has it listed',
  { tag: '@phone' },
  async ({ page, request }) => {
    const [product] = await findProducts(request, () => true)
    const name = product!.product_name
    const listing = `/all-products?page=${await listingPageOf(page, product!)}`
    const heart = page.getByRole('button', { name: `Wish list: ${name}`, exact: true })

    let app = await holdTheApp(page)
    await openBeforeTheApp(page, listing)
    await heart.click()
    await app.release()
    await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(listing)}`)

    const customer = await registerCustomer(request)
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
    await submitLogin(page, customer.email, customer.password)
    await expect(page).toHaveURL(listing)

    app = await holdTheApp(page)
    await openBeforeTheApp(page, listing)
    await heart.click()
    await app.release()
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    await page.goto('/dashboard/wish-list')
    await expect(page.locator('#main').getByRole('link', { name })).not.toHaveCount(0)
  },
)

test('the menu tapped before the app runs opens', { tag: '@phone' }, async ({ page }) => {
  const app = await holdTheApp(page)
  await openBeforeTheApp(page, '/')
  await page.getByRole('button', { name: 'Open menu' }).click()
  await app.release()
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
})

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('a search from a static page lists the results', { tag: '@phone' }, async ({ page, request }) => {
    const [product] = await findProducts(request, () => true)
    const word = product!.product_name.split(' ')[0]!
    await page.goto('/privacy-policy')
    const box = page.getByRole('combobox', { name: 'Search products' })
    await box.fill(word)
    await box.press('Enter')
    await expect(page).toHaveURL(`/shop?search=${encodeURIComponent(word)}`)
    await expect(
      page.locator('#main').getByRole('link', { name: product!.product_name }).first(),
    ).toBeVisible()
  })
})
