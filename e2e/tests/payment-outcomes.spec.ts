import type { APIRequestContext } from '@playwright/test'
import { logIn, registerCustomer, type Customer } from '../account-helpers'
import { addFromDetail, findProducts, money, priceOf, shot, staffCommand } from '../checkout-helpers'
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

test('an order on account is not placed beyond the credit, and a refused account is said in the checkout, not as a card decline', async ({
  page,
  request,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== 'desktop',
    'the checkout layout is the same; the phone runs the core journey',
  )
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
})
