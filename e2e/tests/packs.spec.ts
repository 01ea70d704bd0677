import type { APIRequestContext } from '@playwright/test'
import { registerCustomer } from '../account-helpers'
import {
  APPROVED_CARD,
  closeMiniCart,
  fillPayment,
  openCheckoutAs,
  payButton,
  shot,
} from '../checkout-helpers'
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures'

interface PackedProduct {
  slug: string
  product_name: string
  stock: number
  professional_only?: boolean
  base_unit?: string
  packs?: { code: string; label: string; units_per_pack: number; price: number }[]
}

/** Gloves sold by the case, with a case in stock (journeys skip professional-only products). */
async function glovesByTheCase(request: APIRequestContext) {
  for (let page = 1; page < 60; page++) {
    const res = await request.get(`/api/products?page=${page}`)
    const body = (await res.json()) as { data: PackedProduct[] }
    for (const p of body.data) {
      const kase = p.packs?.find((k) => k.label.startsWith('Case'))
      if (!p.professional_only && p.base_unit === 'glove' && kase && p.stock >= kase.units_per_pack) {
        return { product: p, kase }
      }
    }
    if (body.data.length === 0) break
  }
  throw new Error('no gloves sold by the case in the catalogue')
}

/** The price per glove as the shop writes it: to a tenth of a cent under a dollar when that tenth is not 0. */
function perGlove(priceDollars: number, units: number): string {
  const mills = Math.floor((Math.round(priceDollars * 100) * 20 + units) / (2 * units))
  const text = mills % 10 === 0 ? (mills / 1000).toFixed(2) : (mills / 1000).toFixed(3)
  return `US $${text} per glove`
}

test('a clinic buyer chooses a case of gloves, sees the price per glove and checks out', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  const customer = await registerCustomer(page.request)
  const { product, kase } = await glovesByTheCase(page.request)

  // The card in a search shows the cheapest price per glove.
  await page.goto(`/product-detail/${product.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: product.product_name })).toBeVisible()
  const packs = page.getByRole('group', { name: 'Pack size' })
  await expect(packs).toBeVisible()
  const caseOption = packs.getByRole('radio', { name: new RegExp(`^${kase.label}`) })
  await caseOption.check()
  await expect(caseOption).toBeChecked()
  await expect(packs.getByText(`(${perGlove(kase.price, kase.units_per_pack)})`)).toBeVisible()
  // Packs are bought once: no Subscribe & Save choice beside a case.
  await expect(page.getByRole('group', { name: 'Purchase option' })).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
  await shot(page, testInfo, 'packs-product')

  await page.getByRole('button', { name: 'Add To Cart', exact: true }).click()
  await expect(page.getByText('Product added to cart!').first()).toBeVisible()
  await closeMiniCart(page)

  await page.goto('/Cart')
  const cart = page.getByRole('region', { name: 'Shopping Cart' })
  await expect(cart.getByTestId('line-pack')).toContainText(kase.label)
  await expect(cart).toContainText(`US $${kase.price.toFixed(2)}`)
  await expectNoSeriousA11yViolations(page)
  await shot(page, testInfo, 'packs-cart')

  await openCheckoutAs(page, '/confirm-order', customer)
  await expect(page.getByRole('heading', { name: 'Confirm Order', level: 1 })).toBeVisible()
  await expect(page.getByText(kase.label).first()).toBeVisible()
  await fillPayment(page, APPROVED_CARD)
  await expectNoSeriousA11yViolations(page)
  await shot(page, testInfo, 'packs-confirm')
  await payButton(page).click()
  await expect(page).toHaveURL(/\/checkout\/success$/)
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible()

  // The product now has a case fewer in stock, counted in gloves.
  const after = (await (await page.request.get(`/api/product/${product.slug}`)).json()) as {
    data: PackedProduct
  }
  expect(after.data.stock).toBe(product.stock - kase.units_per_pack)
})

test('a listing card shows the cheapest price per glove', async ({ page }, testInfo) => {
  const { product } = await glovesByTheCase(page.request)
  await page.goto(`/shop?search=${encodeURIComponent(product.product_name)}`)
  const card = page.getByRole('article', { name: product.product_name }).first()
  await expect(card.getByTestId('card-per-unit')).toHaveText(/^From US \$\d+\.\d{2,3} per glove$/)
  await expectNoSeriousA11yViolations(page)
  await shot(page, testInfo, 'packs-card')
})
