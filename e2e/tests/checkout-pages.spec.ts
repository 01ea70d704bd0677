import { registerCustomer } from '../account-helpers'
import {
  addFromDetail,
  APPROVED_CARD,
  fillPayment,
  findProducts,
  money,
  openCheckoutAs,
  payButton,
  priceOf,
  shot,
} from '../checkout-helpers'
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures'
import { apiToken, cardToken } from '../shop-api'

test(
  'the checkout table fits the screen with every line total, and the success page tells the whole order',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    const customer = await registerCustomer(page.request)
    // The longest names wrap, they never push the totals off a 390px screen.
    const products = await findProducts(
      page.request,
      (p) => p.stock >= 3 && !p.has_subscription && p.product_name.length > 30 && priceOf(p) < 40,
      2,
    )
    for (const p of products) await addFromDetail(page, p, 'Add To Cart')
    await page.goto('/cart')
    await expect(page).toHaveTitle('Cart | Bermuda Medical Supply')
    await openCheckoutAs(page, '/confirm-order', customer)
    await expect(page).toHaveTitle('Confirm your order | Bermuda Medical Supply')

    const table = page.getByRole('table', { name: 'Shopping cart' })
    const tableWidth = await table.evaluate((t) => ({
      scroll: t.scrollWidth,
      box: t.getBoundingClientRect().right,
      parent: t.parentElement!.getBoundingClientRect().right,
    }))
    expect(tableWidth.box).toBeLessThanOrEqual(tableWidth.parent + 1)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    )
    for (const p of products) {
      const row = table.getByRole('row').filter({ hasText: p.product_name })
      const total = row.getByRole('cell').last()
      await expect(total).toHaveText(money(Math.round(priceOf(p) * 100)))
      // Wholly on screen: not cut to 'US'.
      await total.scrollIntoViewIfNeeded()
      const box = (await total.boundingBox())!
      expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width)
    }
    await shot(page, testInfo, 'checkout-table')

    await page.getByLabel(/Pick up at our store/).check()
    const totalCents = products.reduce((sum, p) => sum + Math.round(priceOf(p) * 100), 0)
    await expect(page.getByTestId('order-total')).toHaveText(money(totalCents))
    await fillPayment(page, APPROVED_CARD)
    await payButton(page).click()

    await expect(page).toHaveURL(/\/checkout\/success$/)
    await expect(page).toHaveTitle('Order placed | Bermuda Medical Supply')
    for (const p of products)
      await expect(page.locator('#main').getByText(`${p.product_name} × 1`)).toBeVisible()
    await expect(page.getByTestId('placed-total')).toHaveText(`Total paid${money(totalCents)}`)
    await expect(page.getByRole('heading', { name: 'Pickup at our store' })).toBeVisible()
    await expect(page.getByTestId('expected-time')).toContainText('Usually ready within two business hours')
    // The transaction id stays inside its card.
    const id = page.getByTestId('transaction-number')
    const idBox = (await id.boundingBox())!
    const card = (await page.locator('.card').first().boundingBox())!
    expect(idBox.x + idBox.width).toBeLessThanOrEqual(card.x + card.width)
    await shot(page, testInfo, 'checkout-success-summary')
    await expectNoSeriousA11yViolations(page)
  },
)

test('a pre-order to the address of a paid order not yet shipped ships with it, at no second shipping charge', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request)
  const token = await apiToken(request, customer)
  // A paid delivery order to the customer's own address (the one the pre-order checkout starts with).
  const [inStock] = await findProducts(request, (p) => p.stock >= 3 && !p.has_subscription && priceOf(p) < 50)
  const address = { address: '12 Reid Street', city: 'Hamilton', zipcode: 'HM11', country: 'Bermuda' }
  const price = priceOf(inStock!)
  const paid = await request.post('/api/checkout/payment', {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': `e2e-${Date.now()}-${Math.random()}` },
    data: {
      items: [{ id: inStock!.id, qty: 1, price }],
      subTotal: price,
      couponDiscount: 0,
      shippingCharge: 10,
      taxAmount: 0,
      total: Math.round((price + 10) * 100) / 100,
      pickupOrder: false,
      shippingAddress: address,
      billingAddress: address,
      paymentToken: await cardToken(request),
    },
  })
  expect(paid.status(), await paid.text()).toBe(200)
  const firstOrder = ((await paid.json()) as { data: { orderNumber: string } }).data.orderNumber

  const [soldOut] = await findProducts(request, (p) => p.stock <= 0 && priceOf(p) < 50)
  await addFromDetail(page, soldOut!, 'Pre Order')
  await openCheckoutAs(page, '/confirm-preorder', customer)
  await expect(page).toHaveTitle('Confirm your pre-order | Bermuda Medical Supply')
  await expect(page.getByTestId('ships-with')).toHaveText(
    `Ships with your order ${firstOrder}: no second shipping charge.`,
  )
  await expect(page.getByTestId('order-total')).toHaveText(money(Math.round(priceOf(soldOut!) * 100)))
  await expectNoSeriousA11yViolations(page)
  await fillPayment(page, APPROVED_CARD)
  await payButton(page).click()
  await expect(page).toHaveURL(/\/checkout\/success$/)
  await expect(
    page.getByText(`Ships with your order ${firstOrder}, at no second shipping charge.`),
  ).toBeVisible()
  await expect(page.getByTestId('expected-time')).toContainText('ships when the stock arrives')
})
