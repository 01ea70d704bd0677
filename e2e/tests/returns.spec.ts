import type { APIRequestContext, Page } from '@playwright/test'
import { logIn, registerCustomer } from '../account-helpers'
import { APPROVED_CARD, fillPayment, money, payButton, shot, staffCommand } from '../checkout-helpers'
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures'
import { apiToken, buyForPickup, findProducts, type ListedProduct } from '../shop-api'

// Returns: a customer returns a damaged line with a photo and staff approve, receive it to
// quarantine and refund the card; an opened sterile item is refused with the reason; store credit
// pays part of the next order.

const STAFF_PASSWORD = 'Counter-Staff-2026'
// A real picture (2 by 2 pixels): the shop decodes a photo and writes it again without its metadata.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAE0lEQVR4nGM4w8BwhgGMzzAwAAAZjgMxbGad9QAAAABJRU5ErkJggg==',
  'base64',
)

/** Names the demo seed gives each return rule (the rule itself is read from the product's page). */
const NAMED: Record<string, RegExp> = {
  returnable:
    /^(?!.*(sterile|lancet|syringe|needle|saline|catheter|suture|glove|mask|strip|wipe|cream|lotion|vitamin|bandage|gauze))/i,
  damaged_or_wrong_only: /(?<!non-)sterile|lancet|syringe|needle|saline/i,
}

/** A product of the given return rule, in stock, the `skip`-th such one. */
async function productWithRule(request: APIRequestContext, rule: string, skip = 0): Promise<ListedProduct> {
  const candidates = await findProducts(request, (p) => p.stock > 3 && NAMED[rule]!.test(p.product_name), 6)
  let seen = 0
  for (const p of candidates) {
    const res = await request.get(`/api/product/${p.slug}`)
    const body = (await res.json()) as { data?: { returnability?: string }; returnability?: string }
    if ((body.data ?? body).returnability === rule && seen++ >= skip) return p
  }
  throw new Error(`no product that is ${rule}`)
}

/** A delivered pickup order of one product, bought by the customer through the API. */
async function deliveredOrder(request: APIRequestContext, token: string, p: ListedProduct) {
  const orderNumber = await buyForPickup(request, token, p)
  staffCommand('status', orderNumber, 'Delivered')
  return orderNumber
}

async function openReturnForm(page: Page, orderNumber: string) {
  await page.goto('/dashboard/order')
  const order = page.getByRole('article', { name: `Order ${orderNumber}` })
  await order.getByRole('button', { name: 'Order Details' }).click()
  await order.getByRole('button', { name: 'Return items' }).click()
  const form = order.getByRole('form', { name: 'Return items' })
  await expect(form).toBeVisible()
  return { order, form }
}

test('a damaged line with a photo: staff approve, receive it to quarantine and refund the card', async ({
  page,
  request,
}, testInfo) => {
  // The customer's and the staff member's whole part: longer than one page's journey.
  test.setTimeout(150_000)
  const customer = await registerCustomer(request)
  const token = await apiToken(request, customer)
  const product = await productWithRule(request, 'returnable', testInfo.project.name === 'phone' ? 1 : 0)
  const orderNumber = await deliveredOrder(request, token, product)

  // The product page says the rule.
  await page.goto(`/product-detail/${product.slug}`)
  await expect(page.getByTestId('product-returns')).toContainText('Returnable')

  await logIn(page, customer, '/dashboard/order')
  const { order, form } = await openReturnForm(page, orderNumber)
  await form.getByLabel('Reason').selectOption('damaged')
  await form.getByRole('checkbox', { name: new RegExp(product.product_name.slice(0, 20)) }).check()
  await form.getByLabel('Details (optional)').fill('The box arrived crushed.')
  await form.getByLabel(/^Photos/).setInputFiles({ name: 'box.png', mimeType: 'image/png', buffer: PNG })
  await expectNoSeriousA11yViolations(page)
  await shot(page, testInfo, 'return-form')
  await form.getByRole('button', { name: 'Request return' }).click()
  const entry = order.getByTestId('return-entry').first()
  await expect(entry).toContainText('Requested, awaiting review')
  await expect(entry).toContainText('We will review your return')
  const returnNo = ((await entry.locator('strong').textContent()) ?? '').trim()
  expect(returnNo).toMatch(/^RET-\d{6}$/)

  // Staff, in the same browser (the back office keeps its own session).
  const email = `returns-${Date.now()}-${testInfo.project.name}@staff.example.com`
  staffCommand('staff', 'add', email, '--role', 'staff', '--password', STAFF_PASSWORD)
  await page.goto('/admin/returns')
  await expect(page).toHaveURL(/\/admin\/login/)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(STAFF_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/admin\/returns$/)
  await expect(page.getByRole('heading', { name: 'Returns', level: 1 })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await shot(page, testInfo, 'admin-returns')
  await page.getByRole('link', { name: returnNo }).click()
  await expect(page.getByRole('heading', { name: `Return ${returnNo}` })).toBeVisible()
  await expect(page.getByRole('img', { name: "Customer's photo 1" })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await shot(page, testInfo, 'admin-return-requested')
  await page.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByText('Approved, waiting for the items')).toBeVisible()

  await expect(page.getByLabel('Where they go')).toHaveValue('quarantine')
  await page.getByLabel('Why (state of the units)').fill('Box crushed; inspect before sale')
  await expectNoSeriousA11yViolations(page)
  await shot(page, testInfo, 'admin-return-receive')
  await page.getByRole('button', { name: 'Receive units' }).click()
  await expect(page.getByText('Items received')).toBeVisible()
  await expect(page.getByRole('cell', { name: /quarantine · Box crushed/ })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Refund to card' }).click()
  const confirm = page.getByRole('dialog', { name: /^Refund US \$[\d,.]+ to the card\?$/ })
  await expect(confirm).toContainText('A card refund cannot be undone.')
  await shot(page, testInfo, 'admin-return-refund-confirm')
  await confirm.getByRole('button', { name: /^Refund US \$/ }).click()
  await expect(page.getByText("Refunded to the customer's card").first()).toBeVisible()
  await shot(page, testInfo, 'admin-return-refunded')

  await page.goto('/dashboard/order')
  const again = page.getByRole('article', { name: `Order ${orderNumber}` })
  await again.getByRole('button', { name: 'Order Details' }).click()
  await expect(again.getByTestId('return-entry').first()).toContainText('Refunded to your card')
  // Its one unit came back: the order offers no other return, and says why.
  await expect(again.getByTestId('no-return')).toHaveText(
    `Every item of order ${orderNumber} is on a return already.`,
  )
  await expect(again.getByRole('button', { name: 'Return items' })).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
  await shot(page, testInfo, 'order-return-refunded')
})

test('a sterile item cannot be ticked for a reason it is not returned for', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000)
  const customer = await registerCustomer(request)
  const token = await apiToken(request, customer)
  const product = await productWithRule(
    request,
    'damaged_or_wrong_only',
    testInfo.project.name === 'phone' ? 1 : 0,
  )
  const orderNumber = await deliveredOrder(request, token, product)
  await page.goto(`/product-detail/${product.slug}`)
  await expect(page.getByTestId('product-returns')).toContainText('Not returnable unless damaged or wrong')

  await logIn(page, customer, '/dashboard/order')
  const { form } = await openReturnForm(page, orderNumber)
  const line = form.getByRole('checkbox', { name: new RegExp(product.product_name.slice(0, 20)) })
  await form.getByLabel('Reason').selectOption('no_longer_needed')
  await expect(line).toBeDisabled()
  await expect(form).toContainText('Not returnable for this reason: only if it arrived damaged')
  await expectNoSeriousA11yViolations(page)
  await shot(page, testInfo, 'return-refused-sterile')
})

test(
  'store credit from a return pays part of the next order',
  // The phone too: the checkout and its success page, where the credit's share is said, are laid out for it.
  { tag: '@phone' },
  async ({ page, request }, testInfo) => {
    test.setTimeout(120_000)
    const customer = await registerCustomer(request)
    const token = await apiToken(request, customer)
    const [cheap] = await findProducts(
      request,
      (p) => p.stock > 3 && (p.discounted_price ?? p.selling_price) < 20,
      1,
      3,
    )
    const [dear] = await findProducts(
      request,
      (p) => p.stock > 3 && (p.discounted_price ?? p.selling_price) > 40,
      1,
      3,
    )
    const orderNumber = await deliveredOrder(request, token, cheap!)
    const auth = { Authorization: `Bearer ${token}`, Accept: 'application/json' }
    const orders = (await (await request.get('/api/customer/get-orders', { headers: auth })).json()) as {
      data: { id: number; order_no: string; items: { id: number }[] }[]
    }
    const order = orders.data.find((o) => o.order_no === orderNumber)!
    const started = await request.post(`/api/customer/orders/${order.id}/returns`, {
      headers: auth,
      data: {
        lines: [{ order_item_id: order.items[0]!.id, quantity: 1 }],
        reason: 'no_longer_needed',
        refund_to: 'credit',
      },
    })
    expect(started.status(), await started.text()).toBe(201)
    const returnId = ((await started.json()) as { return: { id: number } }).return.id

    // Staff handle it through the API the back office uses.
    const email = `credit-${Date.now()}@staff.example.com`
    staffCommand('staff', 'add', email, '--role', 'staff', '--password', STAFF_PASSWORD)
    const login = await request.post('/api/admin/login', { data: { email, password: STAFF_PASSWORD } })
    const staff = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` }
    expect(
      (
        await request.post(`/api/admin/returns/${returnId}/decision`, {
          headers: staff,
          data: { decision: 'approve' },
        })
      ).ok(),
    ).toBe(true)
    const detail = (await (
      await request.get(`/api/admin/returns/${returnId}`, { headers: staff })
    ).json()) as {
      return: { lines: { id: number }[] }
      lots: { lot_id: number }[]
    }
    const received = await request.post(`/api/admin/returns/${returnId}/receive`, {
      headers: staff,
      data: {
        items: [
          {
            return_line_id: detail.return.lines[0]!.id,
            quantity: 1,
            disposition: 'restock',
            lot_id: detail.lots[0]?.lot_id ?? null,
            note: 'Sealed, as new',
          },
        ],
      },
    })
    expect(received.ok(), await received.text()).toBe(true)
    const credited = await request.post(`/api/admin/returns/${returnId}/refund`, { headers: staff, data: {} })
    expect(credited.ok(), await credited.text()).toBe(true)
    const credit = Math.round((cheap!.discounted_price ?? cheap!.selling_price) * 100)

    // The next order is bought in the shop: its confirmation says the credit's share and the card's.
    await logIn(page, customer)
    await page.goto(`/product-detail/${dear!.slug}`)
    await page.getByRole('button', { name: 'Add To Cart', exact: true }).click()
    await page
      .getByRole('dialog', { name: 'Your cart' })
      .getByRole('button', { name: 'Continue shopping' })
      .click()
    await page.goto('/confirm-order')
    await page.getByLabel(/Pick up at our store/).check()
    await fillPayment(page, APPROVED_CARD)
    await payButton(page).click()
    await expect(page).toHaveURL(/\/checkout\/success$/)
    const total = await page.getByTestId('placed-total').locator('span').last().textContent()
    const totalCents = Math.round(Number((total ?? '').replace(/[^\d.]/g, '')) * 100)
    await expect(page.getByTestId('placed-total')).toContainText('Total')
    await expect(page.getByTestId('placed-total')).not.toContainText('Total paid')
    // Label and amount sit in two cells of the row.
    await expect(page.getByTestId('placed-store-credit')).toHaveText(`Paid with store credit${money(credit)}`)
    await expect(page.getByTestId('placed-card')).toHaveText(`Paid by card${money(totalCents - credit)}`)
    await shot(page, testInfo, 'checkout-success-store-credit')
    const next = ((await page.getByTestId('order-number').textContent()) ?? '').trim()
    await page.goto('/dashboard')
    const card = page.getByRole('region', { name: 'Store credit' })
    await expect(card).toContainText('US $0.00')
    await expect(card).toContainText(`Paid towards order ${next}`)
    await expect(card).toContainText(/Refund of return RET-\d{6}/)
    await expectNoSeriousA11yViolations(page)
    await shot(page, testInfo, 'dashboard-store-credit')
    await page.goto('/dashboard/order')
    const paid = page.getByRole('article', { name: `Order ${next}` })
    await paid.getByRole('button', { name: 'Order Details' }).click()
    await expect(paid.getByText('Paid with store credit')).toBeVisible()
    await expect(paid.getByText(`- US $${(credit / 100).toFixed(2)}`)).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await shot(page, testInfo, 'order-paid-with-credit')
  },
)
