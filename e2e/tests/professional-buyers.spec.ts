import type { APIRequestContext, Page } from '@playwright/test'
import { logIn, registerCustomer } from '../account-helpers'
import { shot, staffCommand } from '../checkout-helpers'
import { expect, expectNoSeriousA11yViolations, test, type OpenPage } from '../fixtures'
import { apiToken, buyForPickup, type ListedProduct } from '../shop-api'

// Professional buyers (docs/decisions/0100-0102): apply with a licence, an owner approves, the
// professional-only demo product becomes buyable and is bought; a recall of the lot it took is
// acknowledged from the dashboard and staff see it.

const STAFF_PASSWORD = 'Counter-Staff-2026'
const PRODUCT_SLUG = 'lidocaine-2-injection-10-x-2ml-professional'
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n')

function newOwner() {
  const email = `owner-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@staff.example.com`
  staffCommand('staff', 'add', email, '--role', 'owner', '--password', STAFF_PASSWORD)
  return email
}

/**
 * A lot of its own for this run (the projects run in parallel on one database, and a recall
 * quarantines the lot it names): received through the back office's API.
 */
async function receiveOwnLot(request: APIRequestContext, email: string, productId: number) {
  const login = await request.post('/api/admin/login', { data: { email, password: STAFF_PASSWORD } })
  const { token } = (await login.json()) as { token: string }
  const lot = `E2E-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
  const res = await request.post('/api/admin/deliveries', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      reference: 'E2E',
      lots: [{ product_id: productId, lot_number: lot, expiry_date: '2027-10-31', quantity: 5 }],
    },
  })
  expect(res.status(), await res.text()).toBe(201)
}

async function ownerPage(openPage: OpenPage, viewport: { width: number; height: number }, email: string) {
  const page = await openPage({ viewport })
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(STAFF_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  return page
}

async function check(page: Page, testInfo: Parameters<typeof shot>[1], name: string) {
  await expectNoSeriousA11yViolations(page)
  await shot(page, testInfo, name)
}

test('apply with a licence, an owner approves, the professional product is bought and a recall acknowledged', async ({
  page,
  openPage,
  request,
}, testInfo) => {
  test.setTimeout(150_000)
  const viewport = page.viewportSize() ?? { width: 1366, height: 900 }
  const customer = await registerCustomer(request)
  const ownerEmail = newOwner()
  const listed = (await (await request.get(`/api/product/${PRODUCT_SLUG}`)).json()) as {
    data?: { id: number }
  }
  await receiveOwnLot(request, ownerEmail, listed.data?.id ?? (listed as unknown as { id: number }).id)

  // Before: the product shows its label and the way to apply, no price and no buy button.
  await logIn(page, customer)
  await page.goto(`/product-detail/${PRODUCT_SLUG}`)
  await expect(page.getByText('For practitioner use').first()).toBeVisible()
  // No buy button of its own: the buttons counted are those outside 'Customers also bought', whose
  // cards (other products) arrive after the first paint and carry theirs.
  const related = page.getByRole('region', { name: 'CUSTOMERS ALSO BOUGHT' })
  await expect
    .poll(
      async () =>
        (await page.getByRole('button', { name: 'Add To Cart' }).count()) -
        (await related.getByRole('button', { name: 'Add To Cart' }).count()),
    )
    .toBe(0)
  await page
    .getByRole('link', { name: 'For verified professionals: apply for a professional account' })
    .click()
  await expect(page).toHaveURL(/\/dashboard\/professional$/)

  await page.getByLabel('Profession (e.g. registered nurse, dentist)').fill('Registered nurse')
  await page.getByLabel('Licence or registration number').fill(`BNC-${Date.now()}`)
  await page.getByLabel('Issuing body').fill('Bermuda Nursing Council')
  await page.getByLabel('Country of the licence').fill('Bermuda')
  await page.getByLabel('Licence expiry date').fill('2030-06-30')
  await page.getByLabel('Practice name').fill('Harbour Aesthetics')
  await page.getByLabel('Practice address').fill('12 Reid Street, Hamilton HM11')
  await page
    .getByLabel(/Licence document/)
    .setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: PDF })
  await check(page, testInfo, 'professional-apply')
  await page.getByRole('button', { name: 'Send application' }).click()
  await expect(page.getByText('Thank you: your application was sent.')).toBeVisible()
  await expect(page.getByText('Under review')).toBeVisible()

  // The owner approves it in the back office queue.
  const owner = await ownerPage(openPage, viewport, ownerEmail)
  await owner.goto('/admin/professional-applications')
  const card = owner.getByRole('article').filter({ hasText: customer.email })
  await expect(card).toBeVisible()
  await check(owner, testInfo, 'admin-professional-applications')
  await card.getByRole('button', { name: /^Approve/ }).click()
  await expect(owner.getByText('Approved: the customer is a verified professional.')).toBeVisible()

  // Now verified: price and buy button, and the purchase goes through.
  await page.goto(`/product-detail/${PRODUCT_SLUG}`)
  await expect(page.getByRole('button', { name: 'Add To Cart' }).first()).toBeVisible()
  await expect(page.getByText(/Ships with at least \d+ months before expiry/)).toBeVisible()
  await check(page, testInfo, 'professional-product-verified')
  const token = await apiToken(request, customer)
  const detail = (await (await request.get(`/api/product/${PRODUCT_SLUG}`)).json()) as
    ListedProduct | { data: ListedProduct }
  const product = 'data' in detail ? detail.data : detail
  const orderNo = await buyForPickup(request, token, product)

  // The order took a lot; staff recall it.
  const orders = (await (
    await request.get('/api/customer/get-orders', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { data: { order_no: string; items: { lots: { lot_number: string }[] }[] }[] }
  const lot = orders.data.find((o) => o.order_no === orderNo)!.items[0]!.lots[0]!.lot_number
  await owner.goto('/admin/recalls')
  await owner.getByLabel('Find lots (product or lot number)').fill(lot)
  await owner.getByRole('button', { name: 'Find' }).click()
  await owner.getByRole('checkbox', { name: new RegExp(`lot ${lot}`) }).check()
  await owner.getByLabel('Reason').fill('Particles found in ampoules')
  await owner.getByLabel('Instructions to the buyer').fill('Stop using them and keep them apart.')
  await owner.getByRole('button', { name: /^Open recall/ }).click()
  await expect(owner.getByRole('heading', { name: /^Recall \d+: Lidocaine/ })).toBeVisible()
  await check(owner, testInfo, 'admin-recalls')

  // The customer acknowledges from the dashboard.
  await page.goto('/dashboard/recalls')
  const notice = page.getByRole('article').filter({ hasText: lot })
  await expect(notice).toBeVisible()
  await check(page, testInfo, 'dashboard-recalls')
  await notice.getByLabel('I have').selectOption('quarantined')
  await notice.getByRole('button', { name: 'Confirm' }).click()
  await expect(notice.getByText(/you have quarantined 1 unit/)).toBeVisible()

  // Staff see it acknowledged.
  await owner.reload()
  await owner
    .getByRole('button', { name: /^Show recall/ })
    .first()
    .click()
  await expect(owner.getByRole('cell', { name: /quarantined 1 on/ }).first()).toBeVisible()
  await owner.context().close()
})
