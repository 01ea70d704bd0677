import type { APIRequestContext } from '@playwright/test'
import { logIn, registerCustomer, type Customer } from '../account-helpers'
import {
  addFromDetail,
  APPROVED_CARD,
  fillPayment,
  findProducts,
  money,
  payButton,
  priceOf,
  shot,
  staffCommand,
} from '../checkout-helpers'
import { expect, test } from '../fixtures'

// Payment outcomes said per way of paying: a refusal that is not a card decline (the business
// account, a professional-only line) is said in the checkout itself, and an order on account beyond
// the available credit cannot be placed.

const STAFF_PASSWORD = 'Counter-Staff-2026'

async function tokenOf(request: APIRequestContext, url: string, data: Record<string, string>) {
  const answer = await request.post(url, { data })
  expect(answer.status(), await answer.text()).toBe(200)
  const body = (await answer.json()) as { _token?: string; token?: string }
  return (body._token ?? body.token)!
}

/** A clinic whose business account staff approved with this credit limit; answers the staff's calls. */
async function approvedClinic(
  request: APIRequestContext,
  customer: Customer,
  limitCents: number,
  run: string,
) {
  const customerToken = await tokenOf(request, '/api/login', {
    login: customer.email,
    password: customer.password,
  })
  const applied = await request.post('/api/customer/business-account', {
    headers: { Authorization: `Bearer ${customerToken}` },
    data: {
      practice_name: `Reef Clinic ${run}`,
      billing_email: `accounts-${run}@clinic.example.com`,
      billing_address: '12 Reid Street, Hamilton HM11',
    },
  })
  expect(applied.status(), await applied.text()).toBe(201)
  const id = ((await applied.json()) as { account: { id: number } }).account.id
  const staffEmail = `outcomes-${run}@staff.example.com`
  staffCommand('staff', 'add', staffEmail, '--role', 'staff', '--password', STAFF_PASSWORD)
  const staff = {
    Authorization: `Bearer ${await tokenOf(request, '/api/admin/login', { email: staffEmail, password: STAFF_PASSWORD })}`,
  }
  const approve = async (credit_limit_cents: number) => {
    const answer = await request.post(`/api/admin/business-accounts/${id}/approve`, {
      headers: staff,
      data: { terms_days: 30, credit_limit_cents, po_required: false },
    })
    expect(answer.status(), await answer.text()).toBe(200)
  }
  await approve(limitCents)
  return {
    approve,
    suspend: async () => {
      const answer = await request.post(`/api/admin/business-accounts/${id}/suspend`, {
        headers: staff,
        data: { reason: 'Cheque returned unpaid' },
      })
      expect(answer.status(), await answer.text()).toBe(200)
    },
  }
}

// The checkout and its success page are laid out for a narrow screen (the items table, the payment
// choice, the place-order button under them): both journeys run on the phone too.
test(
  'an order on account is not placed beyond the credit, and a refused account is said in the checkout, not as a card decline',
  { tag: '@phone' },
  async ({ page, request }, testInfo) => {
    test.setTimeout(120_000)
    const run = `${Date.now().toString(36)}${testInfo.project.name}`
    const [product] = await findProducts(
      request,
      (p) => p.stock >= 3 && priceOf(p) >= 5 && priceOf(p) < 200 && !p.has_subscription,
    )
    const priceCents = Math.round(priceOf(product!) * 100)
    const customer = await registerCustomer(request)
    // Less than the two pieces the order holds.
    const clinic = await approvedClinic(request, customer, priceCents + 1, run)

    await logIn(page, customer)
    await addFromDetail(page, product!, 'Add To Cart', 2)
    await page.goto('/confirm-order')
    await page.getByLabel(/Pick up at our store/).check()
    await page.getByLabel('Pay on account').check()
    await expect(page.getByText(`${money(priceCents + 1)} of credit available.`)).toBeVisible()
    const over = page.getByTestId('checkout-not-ready')
    await expect(over).toContainText(`is over your available credit of ${money(priceCents + 1)}`)
    await expect(over).toContainText('Please pay by card, or settle open invoices first.')
    const place = page.getByRole('button', { name: /^Place order on account/ })
    await expect(place).toBeDisabled()
    await shot(page, testInfo, 'checkout-over-credit')

    // Staff raise the limit: the order fits, and can be placed.
    await clinic.approve(500_000)
    await page.reload()
    await page.getByLabel(/Pick up at our store/).check()
    await page.getByLabel('Pay on account').check()
    await expect(page.getByText('US $5,000.00 of credit available.')).toBeVisible()
    await expect(page.getByTestId('checkout-not-ready')).toBeHidden()
    const code = ((await page.getByTestId('security-code').textContent()) ?? '').replace(/\D/g, '')
    await page.getByLabel('On-screen code').fill(code)
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check()
    await expect(place).toBeEnabled()

    // The account is suspended while the shopper looks: the server refuses, and the checkout says why.
    await clinic.suspend()
    await place.click()
    const refusal = page.getByTestId('checkout-refusal')
    await expect(refusal).toContainText(
      'Your business account is suspended: please pay by card, or contact us.',
    )
    await expect(refusal).toContainText('Nothing was invoiced to your business account.')
    await expect(page).toHaveURL(/\/confirm-order$/)
    await expect(page.getByText(/Check the card number/)).toHaveCount(0)
    await shot(page, testInfo, 'checkout-account-refused')
  },
)

interface PackedProduct {
  slug: string
  product_name: string
  stock: number
  professional_only?: boolean
  packs?: { code: string; label: string; units_per_pack: number; price: number }[]
}

/** A product sold in boxes, a box in stock and under the journey's credit. */
async function boxedProduct(request: APIRequestContext) {
  for (let page = 1; page < 60; page++) {
    const body = (await (await request.get(`/api/products?page=${page}`)).json()) as { data: PackedProduct[] }
    for (const p of body.data) {
      const box = p.packs?.find((k) => k.label.startsWith('Box'))
      if (!p.professional_only && box && p.stock >= box.units_per_pack && box.price < 400)
        return { product: p, box }
    }
    if (body.data.length === 0) break
  }
  throw new Error('no product sold by the box in the catalogue')
}

test(
  'the confirmation of an order on account says its total, PO number and due date, to be invoiced, and names the pack',
  { tag: '@phone' },
  async ({ page, request }, testInfo) => {
    test.setTimeout(120_000)
    const run = `${Date.now().toString(36)}${testInfo.project.name}p`
    const { product, box } = await boxedProduct(request)
    const customer = await registerCustomer(request)
    await approvedClinic(request, customer, 500_000, run)

    await logIn(page, customer)
    await page.goto(`/product-detail/${product.slug}`)
    await page
      .getByRole('group', { name: 'Pack size' })
      .getByRole('radio', { name: new RegExp(`^${box.label}`) })
      .check()
    await page.getByRole('button', { name: 'Add To Cart', exact: true }).click()
    await page
      .getByRole('dialog', { name: 'Your cart' })
      .getByRole('button', { name: 'Continue shopping' })
      .click()
    await page.goto('/confirm-order')
    await page.getByLabel(/Pick up at our store/).check()
    await page.getByLabel('Pay on account').check()
    await page.getByLabel(/Purchase-order number/).fill(`PO-${run}`)
    const code = ((await page.getByTestId('security-code').textContent()) ?? '').replace(/\D/g, '')
    await page.getByLabel('On-screen code').fill(code)
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check()
    await page.getByRole('button', { name: /^Place order on account \(US \$/ }).click()

    await expect(page).toHaveURL(/\/checkout\/success$/)
    const line = page.locator('.order-placed-name').filter({ hasText: product.product_name })
    await expect(line).toContainText(box.label)
    await expect(line).toContainText('× 1')
    const total = page.getByTestId('placed-total')
    await expect(total).toContainText('Total')
    await expect(total).not.toContainText('Total paid')
    const due = new Date(Date.now() + 30 * 86_400_000)
    const invoice = page.getByTestId('placed-invoice')
    await expect(invoice).toContainText(`To be invoiced to your business account, purchase order PO-${run}`)
    await expect(invoice).toContainText(/payment due by \d{2}-\d{2}-\d{4}\./)
    // The shop's day may be a day behind the machine's near midnight.
    const shown = /(\d{2})-(\d{2})-(\d{4})/.exec((await invoice.textContent()) ?? '')!
    const shownDay = Date.UTC(Number(shown[3]), Number(shown[2]) - 1, Number(shown[1]))
    const expected = Date.UTC(due.getUTCFullYear(), due.getUTCMonth(), due.getUTCDate())
    expect(Math.abs(shownDay - expected)).toBeLessThanOrEqual(86_400_000)
    await shot(page, testInfo, 'checkout-success-on-account')
  },
)

/** Staff set whether a product is sold to verified professionals only, through the product's own save. */
async function setProfessionalOnly(request: APIRequestContext, productId: number, run: string, on: boolean) {
  const staffEmail = `catalogue-${run}@staff.example.com`
  staffCommand('staff', 'add', staffEmail, '--role', 'staff', '--password', STAFF_PASSWORD)
  const headers = {
    Authorization: `Bearer ${await tokenOf(request, '/api/admin/login', { email: staffEmail, password: STAFF_PASSWORD })}`,
  }
  const read = await request.get(`/api/admin/products/${productId}`, { headers })
  expect(read.status(), await read.text()).toBe(200)
  const { product: p } = (await read.json()) as { product: Record<string, unknown> }
  const keep = [
    'product_name',
    'sku',
    'product_code',
    'slug',
    'category_id',
    'brand_id',
    'selling_price_cents',
    'discount_type',
    'discount_value',
    'unit',
    'weight',
    'product_desc',
    'other_desc',
    'published',
    'is_deal',
    'min_shelf_life_days',
    'professional_label',
    'returnability',
    'subscription_intervals',
    'price_breaks',
  ]
  const saved = await request.put(`/api/admin/products/${productId}`, {
    headers,
    data: { ...Object.fromEntries(keep.map((k) => [k, p[k]])), professional_only: on },
  })
  expect(saved.status(), await saved.text()).toBe(200)
}

test(
  'a professional-only line is refused in the checkout itself with what to do, not as a card decline',
  { tag: '@phone' },
  async ({ page, request }, testInfo) => {
    test.setTimeout(120_000)
    const run = `${Date.now().toString(36)}${testInfo.project.name}r`
    // Far down the catalogue, so no other journey running beside this one picks the same product.
    const found = await findProducts(
      request,
      (p) => p.stock >= 3 && priceOf(p) < 200 && !p.has_subscription,
      40,
    )
    const product = testInfo.project.name === 'phone' ? found[39]! : found[38]!
    const customer = await registerCustomer(request)
    await logIn(page, customer)
    await addFromDetail(page, product, 'Add To Cart')

    // While it sits in the cart, staff make the product one for verified professionals only.
    await setProfessionalOnly(request, product.id, run, true)
    try {
      await page.goto('/confirm-order')
      await page.getByLabel(/Pick up at our store/).check()
      await fillPayment(page, APPROVED_CARD)
      await payButton(page).click()
      const refusal = page.getByTestId('checkout-refusal')
      await expect(refusal).toContainText(`${product.product_name} cannot be bought`)
      await expect(refusal).toContainText(
        'Nothing was charged. Remove that product from your cart, or apply as a professional from your dashboard and order it once approved.',
      )
      await expect(page).toHaveURL(/\/confirm-order$/)
      await expect(page.getByText(/Check the card number/)).toHaveCount(0)
      await shot(page, testInfo, 'checkout-professional-refused')
    } finally {
      await setProfessionalOnly(request, product.id, `${run}b`, false)
    }
  },
)
