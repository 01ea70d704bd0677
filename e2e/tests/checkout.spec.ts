import { registerCustomer, submitLogin } from '../account-helpers'
import {
  addFromDetail,
  APPROVED_CARD,
  DECLINED_CARD,
  fillPayment,
  findProducts,
  money,
  openCheckoutAs,
  payButton,
  priceOf,
  shot,
  staffCommand,
} from '../checkout-helpers'
import { DEMO_CUSTOMER, expect, expectNoSeriousA11yViolations, test } from '../fixtures'

// Journeys: checkout of the normal cart, a declined card, a pre-order, coupons and a
// pickup order. Journeys run in parallel against one server, so each one that places orders does
// it as its own freshly registered customer, and products are picked through the API.

test('a customer buys one item by card and finds the order with its invoice in My Orders', async ({
  page,
}, testInfo) => {
  const customer = await registerCustomer(page.request)
  const [product] = await findProducts(
    page.request,
    (p) => p.stock >= 3 && priceOf(p) < 100 && !p.has_subscription,
  )
  await addFromDetail(page, product!, 'Add To Cart')
  await openCheckoutAs(page, '/confirm-order', customer)

  await expect(page.getByRole('heading', { name: 'Confirm Order', level: 1 })).toBeVisible()
  await expect(page.getByRole('cell', { name: product!.product_name })).toBeVisible()
  // Bermuda: US $10.00 shipping below US $100.00, no tax.
  await expect(page.getByTestId('order-total')).toHaveText(money(Math.round(priceOf(product!) * 100) + 1000))
  await expect(payButton(page)).toBeEnabled()
  await shot(page, testInfo, 'confirm-order')
  await expectNoSeriousA11yViolations(page)

  // A wrong full-length security code: the message, a new code and an empty field.
  const firstCode = ((await page.getByTestId('security-code').textContent()) ?? '').replace(/\D/g, '')
  const wrong = firstCode === '1111' ? '2222' : '1111'
  await page.getByLabel('On-screen code').fill(wrong)
  await expect(page.getByText('Security code does not match!')).toBeVisible()
  await expect(page.getByLabel('On-screen code')).toHaveValue('')

  await fillPayment(page, APPROVED_CARD)
  await payButton(page).click()

  await expect(page).toHaveURL(/\/checkout\/success$/)
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible()
  const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? ''
  expect(orderNumber).not.toBe('')
  await expect(page.getByTestId('transaction-number')).not.toBeEmpty()
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/all-products')
  await shot(page, testInfo, 'checkout-success')
  await expectNoSeriousA11yViolations(page)

  // The cart was emptied by the paid order.
  await page.goto('/confirm-order')
  await expect(page.getByText('Your cart is empty.')).toBeVisible()

  await page.goto('/dashboard/order')
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible()
  await expect(page.getByText('1 Order Placed')).toBeVisible()
  const order = page.getByRole('article', { name: `Order ${orderNumber}` })
  await expect(order).toBeVisible()
  await order.getByRole('button', { name: 'Order Details' }).click()
  await expect(order.getByText(product!.product_name).first()).toBeVisible()
  await order.getByRole('button', { name: 'Track Order' }).click()
  const tracking = page.getByRole('dialog', { name: `Track Order ${orderNumber}` })
  // A paid order reads 'Paid', not the workflow's 'Pending'.
  await expect(tracking.getByText('Paid', { exact: true })).toBeVisible()
  await expect(order.getByText('Paid', { exact: true })).toBeVisible()
  // Checked once the fade-in has finished: half-faded text would be measured as low contrast.
  await expect(tracking).toHaveClass(/\bshow\b/)
  await shot(page, testInfo, 'my-orders-tracking')
  await expectNoSeriousA11yViolations(page)
  await tracking.getByRole('button', { name: 'Close' }).first().click()
  await expect(tracking).toBeHidden()

  // The year select filters: this year's order is listed, 2023 has none.
  const year = page.getByLabel('Orders placed in')
  await year.selectOption(String(new Date().getFullYear()))
  await expect(order).toBeVisible()
  await year.selectOption('2023')
  await expect(page.getByText('No orders available.')).toBeVisible()
  await year.selectOption('')
  await expect(order).toBeVisible()

  const invoice = order.getByRole('link', { name: new RegExp(`Invoice for order ${orderNumber}`) })
  const href = await invoice.getAttribute('href')
  // A short-lived link signed for this order, opened as a plain link; the PDF is never cached.
  expect(href).toMatch(/^\/api\/invoices\/\d+\?expires=\d+&signature=[0-9a-f]{64}$/)
  const pdf = await page.request.get(href!)
  expect(pdf.ok()).toBe(true)
  expect(pdf.headers()['content-type']).toContain('application/pdf')
  expect(pdf.headers()['cache-control']).toBe('private, no-store')
  // Without its signature the link opens nothing.
  expect((await page.request.get(href!.split('?')[0]!)).ok()).toBe(false)
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
  await shot(page, testInfo, 'my-orders')
})

test('a declined card reaches the Disapproved page with the reason and a way back', async ({
  page,
}, testInfo) => {
  const customer = await registerCustomer(page.request)
  const [product] = await findProducts(page.request, (p) => p.stock >= 3 && !p.has_subscription)
  await addFromDetail(page, product!, 'Add To Cart')
  await openCheckoutAs(page, '/confirm-order', customer)

  await expect(payButton(page)).toBeEnabled()

  // A new shipping address from the small inline form, saved to the address book and chosen.
  await page.getByRole('button', { name: 'Add New Address' }).click()
  const form = page.getByRole('form', { name: 'New address' })
  await expect(form.getByLabel('First Name')).toHaveValue(customer.first_name)
  await form.getByLabel('City/Town').fill('')
  await form.getByRole('button', { name: 'Save Address' }).click()
  await expect(form.getByText('City is required')).toBeVisible()
  await form.getByLabel('Address', { exact: true }).fill('9 Harbour Road')
  await form.getByLabel('Apartment/Flat').fill('Unit 4')
  await form.getByLabel('City/Town').fill('Paget')
  await form.getByLabel('Postal code').fill('PG 01')
  await expectNoSeriousA11yViolations(page)
  await form.getByRole('button', { name: 'Save Address' }).click()
  await expect(page.getByText('Address added successfully!')).toBeVisible()
  await expect(
    page.getByRole('radio', { name: /Unit 4, 9 Harbour Road, Paget PG 01, Bermuda/ }),
  ).toBeChecked()
  await expect(payButton(page)).toBeEnabled()

  await fillPayment(page, DECLINED_CARD)
  await payButton(page).click()

  await expect(page).toHaveURL(/\/checkout\/failed$/)
  await expect(page.getByRole('heading', { name: 'Disapproved' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Card declined')
  // Said as a shopper reads it: nothing charged, what to check, no raw answer.
  await expect(page.getByText('Your card was not charged.')).toBeVisible()
  await expect(
    page.getByText('Check the card number, the expiry date and the CVC, then try again.'),
  ).toBeVisible()
  await expect(page.getByText('"message"')).toHaveCount(0)
  await shot(page, testInfo, 'checkout-failed')
  await expectNoSeriousA11yViolations(page)

  // Nothing was bought: the cart is still there to try again.
  await page.getByRole('link', { name: 'Try Again' }).click()
  await expect(page).toHaveURL(/\/confirm-order$/)
  await expect(page.getByRole('cell', { name: product!.product_name })).toBeVisible()
})

test('a customer pre-orders an out-of-stock item', async ({ page }, testInfo) => {
  const customer = await registerCustomer(page.request)
  const [product] = await findProducts(page.request, (p) => p.stock <= 0 && !p.has_subscription)
  await addFromDetail(page, product!, 'Pre Order')
  await openCheckoutAs(page, '/confirm-preorder', customer)

  await expect(page.getByRole('heading', { name: 'CONFIRM CHECKOUT PROCESS', level: 1 })).toBeVisible()
  await expect(page.getByRole('cell', { name: product!.product_name })).toBeVisible()
  // No coupon field on a pre-order: the discount is fixed at 0.
  await expect(page.getByLabel('Coupon code')).toHaveCount(0)
  await expect(payButton(page)).toBeEnabled()
  await shot(page, testInfo, 'confirm-preorder')
  await expectNoSeriousA11yViolations(page)

  await fillPayment(page, APPROVED_CARD)
  await payButton(page).click()
  await expect(page).toHaveURL(/\/checkout\/success$/)
  await expect(page.getByRole('heading', { name: 'Your pre-order is placed' })).toBeVisible()
  await page.goto('/confirm-preorder')
  await expect(page.getByText('Your backorder cart is empty.')).toBeVisible()
})

test('coupons: refused codes show the server message, WELCOME10 and SAVE5 take their discount', async ({
  page,
}) => {
  const customer = await registerCustomer(page.request)
  // An item between US $25 and US $50: WELCOME10 applies to one, SAVE5 needs two (US $50).
  const [product] = await findProducts(
    page.request,
    (p) => p.stock >= 5 && priceOf(p) >= 25 && priceOf(p) < 50 && !p.has_subscription,
  )
  const priceCents = Math.round(priceOf(product!) * 100)
  await addFromDetail(page, product!, 'Add To Cart')
  await openCheckoutAs(page, '/confirm-order', customer)
  await expect(payButton(page)).toBeEnabled()

  const couponField = page.getByLabel('Coupon code')
  const apply = async (code: string) => {
    await couponField.fill(code)
    await page.getByRole('button', { name: 'Apply' }).click()
  }
  await apply('SAVE5')
  await expect(page.getByText('Spend at least US $50.00 to use this coupon.')).toBeVisible()
  // An expired code answers like an unknown one: lookups cannot tell which codes exist.
  await apply('EXPIRED20')
  await expect(page.getByText('This coupon code is not valid.')).toBeVisible()
  await expect(page.getByText('Spend at least US $50.00 to use this coupon.')).toBeHidden()
  await apply('NOSUCHCODE')
  await expect(page.getByText('This coupon code is not valid.')).toBeVisible()

  await apply('welcome10')
  const tenPercent = Math.round(priceCents / 10)
  await expect(page.getByText(`Coupon WELCOME10 applied: - ${money(tenPercent)}`)).toBeVisible()
  // Bermuda: US $10.00 shipping below US $100.00, no tax.
  await expect(page.getByTestId('order-total')).toHaveText(money(priceCents - tenPercent + 1000))
  await expectNoSeriousA11yViolations(page)

  // A second unit from the cart page: the applied coupon follows the new subtotal.
  await page.getByRole('link', { name: /^Cart, \d+ items?$/ }).click()
  await page.getByRole('button', { name: `Increase quantity of ${product!.product_name}` }).click()
  await page
    .getByRole('region', { name: 'Shopping Cart' })
    .getByRole('button', { name: 'Proceed To Checkout' })
    .click()
  await expect(page).toHaveURL(/\/confirm-order$/)
  const tenPercentOfTwo = Math.round((2 * priceCents) / 10)
  await expect(page.getByText(`Coupon WELCOME10 applied: - ${money(tenPercentOfTwo)}`)).toBeVisible()

  await page.getByRole('button', { name: 'Remove coupon WELCOME10' }).click()
  await apply('SAVE5')
  await expect(page.getByText('Coupon SAVE5 applied: - US $5.00')).toBeVisible()
  const shipping = 2 * priceCents >= 10000 ? 0 : 1000
  const total = 2 * priceCents - 500 + shipping
  await expect(page.getByTestId('order-total')).toHaveText(money(total))

  await fillPayment(page, APPROVED_CARD)
  await payButton(page).click()
  await expect(page).toHaveURL(/\/checkout\/success$/)
  const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? ''
  // The confirmation adds up: lines - coupon + shipping = total paid.
  await expect(page.locator('#main').getByText(`${product!.product_name} × 2`)).toBeVisible()
  await expect(page.getByTestId('placed-coupon')).toHaveText(`Coupon SAVE5−${money(500)}`)
  await expect(page.getByTestId('placed-total')).toHaveText(`Total paid${money(total)}`)

  await page.goto('/dashboard/order')
  const order = page.getByRole('article', { name: `Order ${orderNumber}` })
  await expect(order.getByText(money(total)).first()).toBeVisible()
  await order.getByRole('button', { name: 'Order Details' }).click()
  await expect(order.getByText(`- ${money(500)}`)).toBeVisible()
})

test('a pickup order with a Subscribe & Save line pays no shipping, names the store and starts the subscription', async ({
  page,
}) => {
  const customer = await registerCustomer(page.request)
  const [product] = await findProducts(
    page.request,
    (p) => p.stock >= 3 && priceOf(p) < 100 && !p.has_subscription,
  )
  const [subscribed] = await findProducts(page.request, (p) => p.stock >= 3 && p.has_subscription)
  const detail = (await (await page.request.get(`/api/product/${subscribed!.slug}`)).json()) as {
    data: {
      selling_price: number
      discounted_price: number | null
      subscriptions: { months: number; discount: number }[]
    }
  }
  const option = detail.data.subscriptions[0]!
  const oneTimeCents = Math.round((detail.data.discounted_price ?? detail.data.selling_price) * 100)
  const subscriptionCents = oneTimeCents - Math.round((oneTimeCents * option.discount) / 100)

  await addFromDetail(page, product!, 'Add To Cart')
  await page.goto(`/product-detail/${subscribed!.slug}`)
  await page.getByRole('radio', { name: /Subscribe & Save/ }).check()
  await page.getByLabel('Delivery every').selectOption(String(option.months))
  await page.getByRole('button', { name: 'Add To Cart', exact: true }).click()
  await expect(page.getByText('Product added to cart!').first()).toBeVisible()

  await openCheckoutAs(page, '/confirm-order', customer)
  await expect(payButton(page)).toBeEnabled()
  await expect(page.getByText(`Subscribe & Save: every ${option.months}`)).toBeVisible()

  await page.getByLabel(/Pick up at our store/).check()
  await expect(page.getByRole('group', { name: 'Shipping address' })).toHaveCount(0)
  await expect(page.getByRole('group', { name: 'Billing address' })).toBeVisible()
  await expect(page.getByTestId('order-total')).toHaveText(
    money(Math.round(priceOf(product!) * 100) + subscriptionCents),
  )
  await expectNoSeriousA11yViolations(page)

  await fillPayment(page, APPROVED_CARD)
  await payButton(page).click()
  await expect(page).toHaveURL(/\/checkout\/success$/)
  const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? ''
  const subscriptions = page.getByRole('region', { name: 'Subscribe & Save' })
  await expect(subscriptions.getByRole('listitem')).toHaveCount(1)

  await page.goto('/dashboard/order')
  const order = page.getByRole('article', { name: `Order ${orderNumber}` })
  await order.getByRole('button', { name: 'Order Details' }).click()
  await expect(order.getByRole('heading', { name: 'Pickup address' })).toBeVisible()
  const shop = (await (await page.request.get('/api/shop-info')).json()) as { pickup_address: string }
  await expect(order.getByText(shop.pickup_address)).toBeVisible()
})

test('the demo customer sees their orders page with its year filter', async ({ page }, testInfo) => {
  await page.goto('/dashboard/order')
  await expect(page).toHaveURL(/\/login\?redirectTo=/)
  await submitLogin(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)
  await expect(page).toHaveURL(/\/dashboard\/order$/)
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Orders', selected: true })).toBeVisible()
  await expect(page.getByText(/\d+ Orders Placed/)).toBeVisible()
  const year = page.getByLabel('Orders placed in')
  for (const y of ['2023', '2024', '2025']) await expect(year.locator(`option[value="${y}"]`)).toHaveCount(1)
  await year.selectOption('2023')
  await expect(page.getByText(/Orders Placed in 2023/)).toBeVisible()
  await shot(page, testInfo, 'my-orders-year')
  await expectNoSeriousA11yViolations(page)
})

test("changed shipping while the shopper pays: the shop's current figures, then the order at the new price", async ({
  page,
}, testInfo) => {
  // A country only this journey ships to, so the change touches no other journey.
  const country = 'Iceland'
  staffCommand('shipping-rate', country, '--rate', '20', '--free-over', 'none')
  const customer = await registerCustomer(page.request)
  const [product] = await findProducts(page.request, (p) => p.stock >= 3 && !p.has_subscription)
  const priceCents = Math.round(priceOf(product!) * 100)
  await addFromDetail(page, product!, 'Add To Cart')
  await openCheckoutAs(page, '/confirm-order', customer)

  await page.getByRole('button', { name: 'Add New Address' }).click()
  const form = page.getByRole('form', { name: 'New address' })
  await form.getByLabel('Address', { exact: true }).fill('Laugavegur 12')
  await form.getByLabel('City/Town').fill('Reykjavik')
  await form.getByLabel('Postal code').fill('101')
  await form.getByLabel('Country').selectOption(country)
  await form.getByRole('button', { name: 'Save Address' }).click()
  await expect(page.getByTestId('order-total')).toHaveText(money(priceCents + 2000))

  staffCommand('shipping-rate', country, '--rate', '25', '--free-over', 'none')
  await fillPayment(page, APPROVED_CARD)
  await payButton(page).click()

  // Nothing charged; the shop's figures are shown and the page takes them up.
  const changed = page
    .getByRole('alert')
    .filter({ hasText: 'Prices have changed. Please review your order.' })
  await expect(changed).toBeVisible()
  await expect(changed.getByText(money(priceCents + 2500))).toBeVisible()
  await expect(page).toHaveURL(/\/confirm-order$/)
  await expect(page.getByTestId('order-total')).toHaveText(money(priceCents + 2500))
  await shot(page, testInfo, 'prices-changed')
  await expectNoSeriousA11yViolations(page)

  // A new attempt with the new figures goes through (the form keeps the card; the code is re-typed).
  await fillPayment(page, APPROVED_CARD)
  await payButton(page).click()
  await expect(page).toHaveURL(/\/checkout\/success$/)
})
