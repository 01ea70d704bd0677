import type { APIRequestContext } from '@playwright/test'
import { registerCustomer } from '../account-helpers'
import {
  APPROVED_CARD,
  closeMiniCart,
  fillPayment,
  openCheckoutAs,
  payButton,
  shot,
  staffCommand,
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

test(
  'a clinic buyer chooses a case of gloves, sees the price per glove and checks out',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
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
    // Counted in the product's own unit.
    await expect(cart.getByTestId('line-pack')).toContainText(
      `${kase.units_per_pack.toLocaleString('en-US')} gloves`,
    )
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
  },
)

test('a listing card shows the cheapest price per glove', { tag: '@phone' }, async ({ page }, testInfo) => {
  const { product } = await glovesByTheCase(page.request)
  await page.goto(`/shop?search=${encodeURIComponent(product.product_name)}`)
  const card = page.getByRole('article', { name: product.product_name }).first()
  await expect(card.getByTestId('card-per-unit')).toHaveText(/^From US \$\d+\.\d{2,3} per glove$/)
  await expectNoSeriousA11yViolations(page)
  await shot(page, testInfo, 'packs-card')
})

test('staff give a product a box and a case, and a case cheaper than a box is refused', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  const staff = {
    email: `packs-${Date.now().toString(36)}${testInfo.project.name}@staff.example.com`,
    password: 'Counter-Staff-2026',
  }
  staffCommand('staff', 'add', staff.email, '--role', 'staff', '--password', staff.password)
  await page.goto('/admin/products/new')
  await page.getByLabel('Email').fill(staff.email)
  await page.getByLabel('Password').fill(staff.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  const form = page.getByRole('form', { name: 'Product details' })
  await expect(form).toBeVisible()
  const stamp = `${Date.now().toString(36).toUpperCase()}${testInfo.project.name.length}`
  const name = `Journey Packed Gloves ${stamp}`
  await form.getByLabel('Product name').fill(name)
  await form.getByLabel('SKU').fill(`PKG-${stamp}`)
  await form.getByLabel('Category').selectOption({ index: 1 })
  await form.getByLabel('Brand').selectOption({ index: 1 })
  await form.getByRole('textbox', { name: 'Price', exact: true }).fill('0.12')
  const packs = form.getByRole('region', { name: 'Pack sizes' })
  await packs.getByLabel('Base unit (one)').fill('glove')
  await packs.getByLabel('Base unit (several)').fill('gloves')
  for (const [i, [code, label, units, price]] of [
    [`BOX-${stamp}`, 'Box of 100', '100', '9.00'],
    [`CASE-${stamp}`, 'Case of 10 boxes', '1000', '8.00'],
  ].entries()) {
    await packs.getByRole('button', { name: 'Add pack size' }).click()
    await packs.getByLabel('Pack code').nth(i).fill(code!)
    await packs.getByLabel('Label').nth(i).fill(label!)
    await packs.getByLabel('Units').nth(i).fill(units!)
    await packs.getByRole('textbox', { name: 'Pack price' }).nth(i).fill(price!)
  }
  await form.getByRole('button', { name: 'Create product' }).click()
  await expect(packs.getByRole('alert')).toContainText('must cost more than')
  await expectNoSeriousA11yViolations(page)
  await shot(page, testInfo, 'packs-admin-refused')
  await packs.getByRole('textbox', { name: 'Pack price' }).nth(1).fill('85.00')
  await form.getByRole('button', { name: 'Create product' }).click()
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Pack sizes' }).getByRole('textbox', { name: 'Pack price' }).nth(1),
  ).toHaveValue('85.00')
  await shot(page, testInfo, 'packs-admin-saved')
})
