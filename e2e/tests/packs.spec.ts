import type { APIRequestContext } from '@playwright/test'
import { logIn, registerCustomer } from '../account-helpers'
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
import { apiToken, cardToken } from '../shop-api'

interface PackedProduct {
  id: number
  slug: string
  product_name: string
  stock: number
  professional_only?: boolean
  base_unit?: string
  packs?: { code: string; label: string; units_per_pack: number; price: number }[]
}

/**
 * Gloves sold by the case, with a case in stock (journeys skip professional-only products): counted
 * from the end of the catalogue, `fromEnd` places back, because the journey that checks out a case
 * checks the stock it leaves, and the other journeys buying gloves or boxes (on either screen, at the
 * same time) take the first ones they find.
 */
async function glovesByTheCase(request: APIRequestContext, fromEnd = 0) {
  const found: { product: PackedProduct; kase: NonNullable<PackedProduct['packs']>[number] }[] = []
  for (let page = 1; page < 60; page++) {
    const res = await request.get(`/api/products?page=${page}`)
    const body = (await res.json()) as { data: PackedProduct[] }
    for (const p of body.data) {
      const kase = p.packs?.find((k) => k.label.startsWith('Case'))
      if (!p.professional_only && p.base_unit === 'glove' && kase && p.stock >= kase.units_per_pack) {
        found.push({ product: p, kase })
      }
    }
    if (body.data.length === 0) break
  }
  const chosen = found[found.length - 1 - fromEnd]
  if (!chosen) throw new Error('not enough gloves sold by the case in the catalogue')
  return chosen
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
    // One product per screen: the desktop's and the phone's journeys run at the same time.
    const { product, kase } = await glovesByTheCase(page.request, testInfo.project.name === 'phone' ? 1 : 0)

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

/** Gloves sold by the box with at least `boxes` boxes in stock (journeys skip professional-only products). */
async function glovesByTheBox(request: APIRequestContext, boxes: number) {
  for (let page = 1; page < 60; page++) {
    const res = await request.get(`/api/products?page=${page}`)
    const body = (await res.json()) as { data: PackedProduct[] }
    for (const p of body.data) {
      const box = p.packs?.find((k) => k.label.startsWith('Box'))
      if (!p.professional_only && p.base_unit === 'glove' && box && p.stock >= boxes * box.units_per_pack) {
        return { product: p, box }
      }
    }
    if (body.data.length === 0) break
  }
  throw new Error('no gloves sold by the box in the catalogue')
}

/** Two boxes bought for pickup through the API (the screen that buys them is not what is tested). */
async function buyTwoBoxes(
  request: APIRequestContext,
  token: string,
  product: PackedProduct,
  box: { code: string; price: number },
) {
  const total = Math.round(box.price * 200) / 100
  const res = await request.post('/api/checkout/payment', {
    headers: {
      Accept: 'application/json',
      Authorization: `Bearer ${token}`,
      'Idempotency-Key': `packs-${Date.now()}`,
    },
    data: {
      items: [{ id: product.id, qty: 2, price: box.price, pack: { code: box.code } }],
      subTotal: total,
      couponDiscount: 0,
      shippingCharge: 0,
      taxAmount: 0,
      total,
      pickupOrder: true,
      paymentToken: await cardToken(request),
    },
  })
  expect(res.status(), await res.text()).toBe(200)
  return ((await res.json()) as { data: { orderNumber: string } }).data.orderNumber
}

test(
  'a box of gloves stays a box through buy again, a reorder list and quick order by its code',
  // The phone too: order details, lists and quick order fold into one column there.
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    test.setTimeout(120_000)
    const customer = await registerCustomer(page.request)
    const { product, box } = await glovesByTheBox(page.request, 12)
    const orderNo = await buyTwoBoxes(page.request, await apiToken(page.request, customer), product, box)
    const boxPrice = `US $${box.price.toFixed(2)}`
    const badge = page.getByRole('link', { name: /^Cart, \d+ items?$/ })

    // Buy again: the two boxes come back as two boxes at the box's price, with nothing to say.
    await logIn(page, customer, '/dashboard/order')
    const order = page.getByRole('article', { name: `Order ${orderNo}` })
    await order.getByRole('button', { name: `Buy again: order ${orderNo}` }).click()
    const bought = order.getByRole('status').filter({ hasText: '1 line was added to your carts.' })
    await expect(bought).toBeVisible()
    await expect(order).not.toContainText('changed from')
    await expect(badge).toHaveAccessibleName('Cart, 2 items')

    // The order's lines go on a list as boxes; the product page adds one more box, chosen there.
    await order.getByRole('button', { name: `Add to list: order ${orderNo}` }).click()
    const fromOrder = order.getByRole('form', { name: `Add to list: order ${orderNo}` })
    await fromOrder.getByLabel('New list name').fill('Glove boxes')
    await fromOrder.getByRole('button', { name: 'Save to list' }).click()
    await expect(fromOrder.getByRole('status')).toContainText('Added to Glove boxes.')

    await page.goto(`/product-detail/${product.slug}`)
    await page
      .getByRole('group', { name: 'Pack size' })
      .getByRole('radio', { name: new RegExp(`^${box.label}`) })
      .check()
    // The item code follows the pack chosen: the box's own code, as the order and invoice carry it.
    await expect(page.getByText(`Item code: ${box.code}`)).toBeVisible()
    await page.getByRole('button', { name: `Add to list: ${product.product_name}` }).click()
    const fromPage = page.getByRole('form', { name: `Add to list: ${product.product_name}` })
    // The shopper's lists have loaded: the one list is chosen, not 'New list…'.
    await expect(fromPage.getByLabel('List', { exact: true })).toHaveValue(/\d+/)
    await fromPage.getByRole('button', { name: 'Save to list' }).click()
    await expect(fromPage.getByRole('status')).toContainText('Added to Glove boxes.')

    await fromPage.getByRole('link', { name: 'See your lists' }).click()
    const list = page.getByRole('region', { name: 'Glove boxes' })
    const lineName = `${product.product_name}, ${box.label}`
    await expect(list.getByRole('listitem')).toHaveCount(1)
    await expect(list.getByRole('listitem')).toContainText(`Item code ${box.code} · ${boxPrice}`)
    await expect(list.getByLabel(`Quantity of ${lineName}`)).toHaveValue('3')
    await expectNoSeriousA11yViolations(page)
    await shot(page, testInfo, 'packs-list')
    await list.getByRole('button', { name: 'Add list to cart' }).click()
    await expect(
      list.getByRole('status').filter({ hasText: '1 line was added to your carts.' }),
    ).toBeVisible()
    await expect(badge).toHaveAccessibleName('Cart, 5 items')

    // Quick order by the box's own code (as the order and invoice print it): the quantity counts boxes.
    await page.goto('/quick-order')
    await page
      .getByLabel('Product codes and quantities, one product per line')
      .fill(`${box.code.toLowerCase()}, 3`)
    await page.getByRole('button', { name: 'Check lines' }).click()
    const ready = page.getByRole('region', { name: 'Ready to add' })
    // A product named after its box ('..., Box of 100') is not named with the box twice.
    const soldName = product.product_name.toLowerCase().endsWith(box.label.toLowerCase())
      ? product.product_name
      : `${product.product_name} - ${box.label}`
    await expect(ready.getByRole('listitem')).toHaveText(
      `Item code ${box.code} · ${soldName} × 3 · ${boxPrice}`,
    )
    await expect(page.getByTestId('quick-order-problems')).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)
    await shot(page, testInfo, 'packs-quick-order')
    await page.getByRole('button', { name: 'Add 1 line to cart' }).click()
    await expect(page.getByText('1 line was added to your carts.')).toBeVisible()
    await expect(badge).toHaveAccessibleName('Cart, 8 items')

    // One line of eight boxes, at the box's price: no single gloves anywhere.
    await page.goto('/cart')
    const cart = page.getByRole('region', { name: 'Shopping Cart' })
    await expect(cart.getByRole('spinbutton', { name: `Quantity of ${product.product_name}` })).toHaveValue(
      '8',
    )
    await expect(cart.getByTestId('line-pack')).toHaveCount(1)
    await expect(cart.getByTestId('line-pack')).toContainText(box.label)
    await expect(cart).toContainText(boxPrice)
    await expectNoSeriousA11yViolations(page)
    await shot(page, testInfo, 'packs-bought-again')
  },
)
