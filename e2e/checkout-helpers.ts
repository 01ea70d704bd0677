import { spawnSync } from 'node:child_process'
import path from 'node:path'
import type { APIRequestContext, Page, TestInfo } from '@playwright/test'
import { submitLogin } from './account-helpers'
import { e2eDatabasePath } from './e2e-db'
import { expect } from './fixtures'

// Shopping and checkout steps shared by the journeys that place orders.

export const APPROVED_CARD = '4111 1111 1111 1111'
export const DECLINED_CARD = '4000 0000 0000 0002'

export interface ApiProduct {
  id: number
  sku: string
  product_name: string
  slug: string
  category: string
  selling_price: number
  discounted_price: number | null
  discount_value: number
  discount_type: 'percent' | 'fixed' | null
  stock: number
  unit: string
  weight: string
  thumbnail: string
  thumbnail_compress: string
  has_subscription: boolean
  /** Sold to verified professionals only: no journey's shopper can buy it, so finders skip it. */
  professional_only?: boolean
  /**
   * Sold in packs (docs/decisions/0114-pack-sizes.md): its page and card carry a pack choice and
   * prices per piece, so finders of plain products skip it; the packs journey picks its own.
   */
  packs?: unknown[]
}

/** Saves a screenshot when SHOT_DIR is set (the screens are looked at by a person, not asserted). */
export async function shot(page: Page, testInfo: TestInfo, name: string) {
  const dir = process.env.SHOT_DIR
  if (!dir) return
  await page.screenshot({
    path: `${dir}/${name}-${testInfo.project.name}.png`,
    fullPage: true,
    animations: 'disabled',
  })
}

/** Products from the listing (most expensive first) a shopper may buy, filtered by the caller. */
export async function findProducts(
  request: APIRequestContext,
  wanted: (p: ApiProduct) => boolean,
  count = 1,
): Promise<ApiProduct[]> {
  const found: ApiProduct[] = []
  for (let page = 1; page <= 40 && found.length < count; page++) {
    const response = await request.get(`/api/products?page=${page}&sort_order=desc`)
    expect(response.ok()).toBe(true)
    const body = (await response.json()) as { data: ApiProduct[] }
    if (body.data.length === 0) break
    found.push(
      ...body.data
        .filter((p) => !p.professional_only && !p.packs?.length && wanted(p))
        .slice(0, count - found.length),
    )
  }
  expect(found.length, 'products matching the journey').toBe(count)
  return found
}

export const priceOf = (p: ApiProduct) => p.discounted_price ?? p.selling_price
/** Cents as the shop shows money: 'US $12.50'. */
export const money = (cents: number) => `US $${(cents / 100).toFixed(2)}`

/**
 * Runs a staff command (`npm run shop -- ...`) against the journeys' database, as shop staff would:
 * its compiled form, built with the server the journeys run (no TypeScript to compile per call).
 */
export function staffCommand(...args: string[]) {
  const result = spawnSync(process.execPath, ['dist/shop.js', ...args], {
    cwd: path.join(import.meta.dirname, '..', 'packages', 'server'),
    env: { ...process.env, DATABASE_URL: `sqlite:${e2eDatabasePath()}`, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  })
  expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0)
}

/** Adds a product from its detail page: 'Add To Cart' for the normal cart, 'Pre Order' when sold out. */
export async function addFromDetail(page: Page, p: ApiProduct, button: 'Add To Cart' | 'Pre Order', qty = 1) {
  await page.goto(`/product-detail/${p.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: p.product_name })).toBeVisible()
  if (qty > 1) await page.getByLabel(`Quantity of ${p.product_name}`, { exact: true }).fill(String(qty))
  await page.getByRole('button', { name: button, exact: true }).click()
  await expect(page.getByText('Product added to cart!').first()).toBeVisible()
  await closeMiniCart(page)
}

/** Closes the mini-cart drawer that opens after adding to a cart ('Continue shopping'). */
export async function closeMiniCart(page: Page) {
  const drawer = page.getByRole('dialog', { name: /^Your (backorder )?cart$/ })
  await drawer.getByRole('button', { name: 'Continue shopping' }).click()
  await expect(drawer).toBeHidden()
}

/** A guest opening a checkout page is sent to /login and comes back after logging in. */
export async function openCheckoutAs(
  page: Page,
  path: string,
  customer: { email: string; password: string },
) {
  await page.goto(path)
  await expect(page).toHaveURL(/\/login\?redirectTo=/)
  await submitLogin(page, customer.email, customer.password)
  await expect(page).toHaveURL(new RegExp(`${path}$`))
  // The guest's cart joins the account's once the sign-in's cart sync has loaded; its notice slides
  // in over the page's lower corner, and a click that lands as it arrives would hit the notice.
  await expect(
    page.getByText(/^The cart from before you logged in was added to your saved cart/),
  ).toBeVisible()
}

/** The card provider's element, framed in the checkout: the card is typed there, never in the page. */
export const cardElement = (page: Page) => page.frameLocator('iframe[title="Card details"]')

/** Types a card into the card element (choosing 'A new card' when saved cards are offered). */
export async function fillCard(page: Page, cardNumber: string) {
  const newCard = page.getByRole('radio', { name: 'A new card' })
  const frame = page.locator('iframe[title="Card details"]')
  // The element shows once the saved cards are known: shown, or a saved card chosen instead.
  await expect.poll(async () => (await newCard.isVisible()) || (await frame.isVisible())).toBe(true)
  if (await newCard.isVisible()) await newCard.check()
  const card = cardElement(page)
  await card.getByLabel('Card number').fill(cardNumber)
  await card.getByLabel('Name on card').fill('Journey Buyer')
  await card.getByLabel('Expiry (MM/YY)').fill('12/30')
  await card.getByLabel('CVC').fill('123')
}

/** Fills the payment block: card, the on-screen security code and the terms. */
export async function fillPayment(page: Page, cardNumber: string) {
  await fillCard(page, cardNumber)
  const code = ((await page.getByTestId('security-code').textContent()) ?? '').replace(/\D/g, '')
  await page.getByLabel('On-screen code').fill(code)
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check()
}

export const payButton = (page: Page) => page.getByRole('button', { name: /^Pay US \$/ })
