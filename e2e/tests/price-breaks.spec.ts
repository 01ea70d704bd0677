import type { APIRequestContext } from '@playwright/test'
import { closeMiniCart, shot, staffCommand } from '../checkout-helpers'
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures'

interface Product {
  /** Sold in packs: its page and card carry a pack choice (decision 0114); plain-product journeys skip it. */
  packs?: unknown[]
  slug: string
  product_name: string
  selling_price: number
  discounted_price: number | null
  stock: number
  price_breaks?: { min_qty: number; price: number }[]
}

/** A product with quantity price breaks and stock enough to reach its first break. */
async function productWithBreaks(
  request: APIRequestContext,
): Promise<Product & { price_breaks: { min_qty: number; price: number }[] }> {
  for (let page = 1; page < 60; page++) {
    const res = await request.get(`/api/products?page=${page}`)
    const body = (await res.json()) as { data: Product[] }
    const found = body.data.find(
      (p) =>
        p.price_breaks?.length &&
        !p.packs?.length &&
        p.discounted_price === null &&
        p.stock >= (p.price_breaks.at(-1)?.min_qty ?? 99),
    )
    if (found?.price_breaks) return { ...found, price_breaks: found.price_breaks }
    if (body.data.length === 0) break
  }
  throw new Error('no product with price breaks in the catalogue')
}

const money = (dollars: number) => `US $${dollars.toFixed(2)}`

test(
  'a shopper sees the price table, and reaches a price break in the cart',
  { tag: '@phone' },
  async ({ page, request }, testInfo) => {
    // Three axe checks on the phone under a shared machine's load.
    test.setTimeout(90_000)
    const product = await productWithBreaks(request)
    const [first, second] = product.price_breaks
    await page.goto(`/product-detail/${product.slug}`)
    const table = page.getByRole('table', { name: 'Buy more, pay less' })
    await expect(table).toBeVisible()
    await expect(table.getByRole('row', { name: new RegExp(`^${first!.min_qty}-`) })).toContainText(
      money(first!.price),
    )
    await expectNoSeriousA11yViolations(page)
    await shot(page, testInfo, 'price-breaks-product')

    // Two short of the first break.
    const quantity = page.getByRole('spinbutton', { name: `Quantity of ${product.product_name}` }).first()
    await quantity.fill(String(first!.min_qty - 2))
    await quantity.blur()
    await page.getByRole('button', { name: 'Add To Cart', exact: true }).click()
    await closeMiniCart(page)
    await page.goto('/Cart')
    const cart = page.getByRole('region', { name: 'Shopping Cart' })
    await expect(cart.getByText(`Buy 2 more to pay ${money(first!.price)} each`)).toBeVisible()
    await expect(cart).toContainText(money(product.selling_price * (first!.min_qty - 2)))
    await expectNoSeriousA11yViolations(page)
    await shot(page, testInfo, 'price-breaks-cart-before')

    const more = cart.getByRole('button', { name: `Increase quantity of ${product.product_name}` })
    await more.click()
    await more.click()
    // The line is re-priced at the break, and the next break (if any) is offered.
    await expect(cart).toContainText(money(Math.round(first!.price * first!.min_qty * 100) / 100))
    if (second) {
      await expect(
        cart.getByText(`Buy ${second.min_qty - first!.min_qty} more to pay ${money(second.price)} each`),
      ).toBeVisible()
    } else {
      await expect(cart.getByTestId('price-break-hint')).toHaveCount(0)
    }
    await shot(page, testInfo, 'price-breaks-cart-after')
  },
)

test('staff give a product price breaks, and a break that makes more cost less is refused', async ({
  page,
}, testInfo) => {
  // The staff command starts its own process, and the back office loads its own code.
  test.setTimeout(120_000)
  const staff = {
    email: `breaks-${Date.now().toString(36)}${testInfo.project.name}@staff.example.com`,
    password: 'Counter-Staff-2026',
  }
  staffCommand('staff', 'add', staff.email, '--role', 'staff', '--password', staff.password)
  await page.goto('/admin/products/new')
  await page.getByLabel('Email').fill(staff.email)
  await page.getByLabel('Password').fill(staff.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  const form = page.getByRole('form', { name: 'Product details' })
  await expect(form).toBeVisible()
  const name = `Journey Exam Gloves ${Date.now().toString(36)}`
  await form.getByLabel('Product name').fill(name)
  await form
    .getByLabel('SKU')
    .fill(`GLV-${Date.now().toString(36).toUpperCase()}${testInfo.project.name.length}`)
  await form.getByLabel('Category').selectOption({ index: 1 })
  await form.getByLabel('Brand').selectOption({ index: 1 })
  await form.getByRole('textbox', { name: 'Price', exact: true }).fill('10.00')
  const breaks = form.getByRole('region', { name: 'Quantity price breaks' })
  await breaks.getByRole('button', { name: 'Add price break' }).click()
  await breaks.getByRole('button', { name: 'Add price break' }).click()
  await breaks.getByRole('spinbutton', { name: 'From (pieces)' }).nth(0).fill('10')
  await breaks.getByRole('textbox', { name: 'Price each' }).nth(0).fill('9.20')
  await breaks.getByRole('spinbutton', { name: 'From (pieces)' }).nth(1).fill('20')
  await breaks.getByRole('textbox', { name: 'Price each' }).nth(1).fill('8.00')
  await form.getByRole('button', { name: 'Create product' }).click()
  await expect(breaks.getByRole('alert')).toContainText(
    '20 at US $8.00 would cost less than 19 at US $9.20 (bought once or with Subscribe & Save): make the price from 20 at least US $8.74',
  )
  await expectNoSeriousA11yViolations(page)
  await shot(page, testInfo, 'price-breaks-admin-refused')
  await breaks.getByRole('textbox', { name: 'Price each' }).nth(1).fill('8.80')
  await form.getByRole('button', { name: 'Create product' }).click()
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
  await expect(
    page
      .getByRole('region', { name: 'Quantity price breaks' })
      .getByRole('textbox', { name: 'Price each' })
      .nth(1),
  ).toHaveValue('8.80')
  await shot(page, testInfo, 'price-breaks-admin-saved')
})
