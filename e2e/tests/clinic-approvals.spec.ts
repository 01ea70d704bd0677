import type { Page } from '@playwright/test'
import { logIn, newCustomer, registerCustomer, type Customer } from '../account-helpers'
import { addFromDetail, findProducts, priceOf, shot, staffCommand } from '../checkout-helpers'
import Database from 'better-sqlite3'
import { e2eDatabasePath, newestMailTo } from '../e2e-db'
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures'
import { apiToken } from '../shop-api'

// Spending limits and approvals of clinic teams
// (docs/decisions/0139-clinic-teams-members-roles-and-invitations.md): a Buyer limited to US $500 an
// order places more on account and sees it awaiting approval; an Approver removes a line and
// approves; the Buyer is mailed and the order is invoiced at the new total.

const STAFF_PASSWORD = 'Counter-Staff-2026'

async function check(page: Page, testInfo: Parameters<typeof shot>[1], name: string) {
  await expectNoSeriousA11yViolations(page)
  await shot(page, testInfo, name)
}

/** The subjects of every mail kept for an address (the approval's mail, then the order's confirmation). */
function subjectsTo(address: string): string[] {
  const db = new Database(e2eDatabasePath(), { readonly: true, fileMustExist: true })
  try {
    const rows = db
      .prepare('SELECT subject FROM mail_outbox WHERE lower(to_address) = lower(?) ORDER BY id')
      .all(address) as { subject: string }[]
    return rows.map((r) => r.subject)
  } finally {
    db.close()
  }
}

const cents = (dollars: number) => Math.round(dollars * 100)
const usd = (c: number) =>
  `US $${Math.floor(c / 100).toLocaleString('en-US')}.${String(c % 100).padStart(2, '0')}`

test('a Buyer over their limit waits for approval; the Approver removes a line and approves; it is invoiced at the new total', async ({
  page,
  openPage,
  request,
}, testInfo) => {
  test.setTimeout(180_000)
  const viewport = page.viewportSize() ?? { width: 1366, height: 900 }
  const run = `${Date.now().toString(36)}${testInfo.project.name}`
  const practice = `Lagoon Clinic ${run}`

  // An approved account, set up through the API and the staff screen (not what this journey tests).
  const owner = await registerCustomer(request)
  const applied = await request.post('/api/customer/business-account', {
    headers: { Accept: 'application/json', authorization: `Bearer ${await apiToken(request, owner)}` },
    data: {
      practice_name: practice,
      billing_email: `accounts-${run}@lagoon.example.com`,
      billing_address: '5 Front St',
    },
  })
  expect(applied.status(), await applied.text()).toBe(201)
  const staffEmail = `approvals-${run}@staff.example.com`
  staffCommand('staff', 'add', staffEmail, '--role', 'staff', '--password', STAFF_PASSWORD)
  const staff = await openPage({ viewport })
  await staff.goto('/admin/login')
  await staff.getByLabel('Email').fill(staffEmail)
  await staff.getByLabel('Password').fill(STAFF_PASSWORD)
  await staff.getByRole('button', { name: 'Sign in' }).click()
  await expect(staff).toHaveURL(/\/admin$/)
  await staff.goto('/admin/business-accounts')
  const card = staff.getByRole('article').filter({ hasText: practice })
  await card.getByLabel('Terms').selectOption('30')
  await card.getByLabel('Credit limit (US $)').fill('20000')
  await card.getByRole('button', { name: /^Approve/ }).click()
  await expect(staff.getByText('Approved: the customer was told.')).toBeVisible()

  // The owner invites a Buyer and an Approver from the Team page; each accepts the mailed link.
  const buyer = await registerCustomer(request, { ...newCustomer(), first_name: 'Bea', last_name: 'Buyer' })
  const approver = await registerCustomer(request, {
    ...newCustomer(),
    first_name: 'Abe',
    last_name: 'Approver',
  })
  await logIn(page, owner, '/dashboard/business-account/team')
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible()
  const join = async (person: Customer, role: 'buyer' | 'approver', label: string) => {
    await page.getByLabel('Email').fill(person.email)
    await page.getByLabel('Role', { exact: true }).selectOption(role)
    await page.getByRole('button', { name: 'Send invitation' }).click()
    await expect(page.getByTestId('team-member').filter({ hasText: person.email })).toContainText('Invited')
    const link = /\/dashboard\/business-account\/join\?token=[\w%-]+/.exec(
      newestMailTo(person.email)!.text_body,
    )
    const personPage = await openPage({ viewport })
    await logIn(personPage, person, link![0])
    await personPage.getByRole('button', { name: 'Accept invitation' }).click()
    await expect(personPage.locator('#main').getByRole('status')).toContainText(
      `You have joined ${practice} as ${label}.`,
    )
    return personPage
  }
  const buyerPage = await join(buyer, 'buyer', 'Buyer')
  const approverPage = await join(approver, 'approver', 'Approver')

  // The owner limits the Buyer to US $500 an order.
  await page.reload()
  await page.getByLabel('Order limit of Bea Buyer').fill('500')
  await page.getByRole('button', { name: 'Save limits' }).click()
  await expect(page.getByText('Limits of Bea Buyer saved.')).toBeVisible()
  await check(page, testInfo, 'business-account-team-limits')

  // The Buyer orders over US $500: one line under the limit, one that takes it over.
  const [kept, removed] = await findProducts(
    request,
    (p) => p.stock >= 40 && priceOf(p) >= 60 && priceOf(p) <= 200 && !p.has_subscription,
    2,
  )
  const keptQty = Math.floor(400 / priceOf(kept!))
  const removedQty = Math.ceil((600 - keptQty * priceOf(kept!)) / priceOf(removed!))
  await addFromDetail(buyerPage, kept!, 'Add To Cart', keptQty)
  await addFromDetail(buyerPage, removed!, 'Add To Cart', removedQty)
  await buyerPage.goto('/confirm-order')
  await buyerPage.getByLabel(/Pick up at our store/).check()
  await buyerPage.getByLabel('Pay on account').check()
  await buyerPage.getByLabel('Purchase-order number').fill(`PO-${run}`)
  const code = ((await buyerPage.getByTestId('security-code').textContent()) ?? '').replace(/\D/g, '')
  await buyerPage.getByLabel('On-screen code').fill(code)
  await buyerPage.getByRole('checkbox', { name: /terms and conditions/ }).check()
  await buyerPage.getByRole('button', { name: /^Place order on account \(US \$/ }).click()
  await expect(buyerPage).toHaveURL(/\/dashboard\/business-account\/approvals$/)
  const waiting = buyerPage.getByTestId('awaiting-approval')
  await expect(waiting).toContainText('is awaiting approval')
  await expect(waiting).toContainText("Above the buyer's order limit of US $500.00")
  await check(buyerPage, testInfo, 'business-account-awaiting-approval')

  // The Approver removes the second line, says why, and approves.
  await approverPage.goto('/dashboard/business-account/approvals')
  const queued = approverPage.getByTestId('approval').filter({ hasText: 'Bea Buyer' })
  await expect(queued).toContainText(`PO PO-${run}`)
  await queued.getByRole('button', { name: `Remove ${removed!.product_name}` }).click()
  await queued.getByLabel('Note for the buyer').fill('We have enough of the second item.')
  await check(approverPage, testInfo, 'business-account-approval-queue')
  await queued.getByRole('button', { name: 'Approve with changes' }).click()
  const approved = approverPage.getByText(/^Approved: order BMU-\d{4}-\d{6} placed for US \$/)
  await expect(approved).toBeVisible()
  const said = (await approved.textContent()) ?? ''
  const orderNumber = /BMU-\d{4}-\d{6}/.exec(said)![0]
  const total = /US \$[\d,]+\.\d{2}/.exec(said)![0]
  expect(total).not.toBe(usd(cents(600)))
  await expect(queued).toHaveCount(0)

  // The Buyer is mailed, and the order is invoiced to the account at the new total.
  expect(subjectsTo(buyer.email)).toContain(`Your order ${orderNumber} was approved`)
  await page.goto('/dashboard/business-account')
  const invoice = page.getByTestId('account-invoice').filter({ hasText: orderNumber })
  await expect(invoice).toContainText(total)
  await expect(invoice).toContainText('Bea Buyer')
  await buyerPage.goto('/dashboard/business-account/approvals')
  await expect(buyerPage.getByTestId('my-approval').first()).toContainText(`Approved · ${total}`)
})

test(
  "an Approver works the queue on a 390 px phone: the waiting order's card fits, a line is removed and it is approved",
  { tag: '@phone' },
  async ({ page, openPage, request }, testInfo) => {
    test.setTimeout(150_000)
    const run = `${Date.now().toString(36)}${testInfo.project.name}q`
    const practice = `Cove Clinic ${run}`
    const owner = await registerCustomer(request)
    const auth = async (c: Customer) => ({
      Accept: 'application/json',
      authorization: `Bearer ${await apiToken(request, c)}`,
    })
    const ownerHeaders = await auth(owner)
    const applied = await request.post('/api/customer/business-account', {
      headers: ownerHeaders,
      data: {
        practice_name: practice,
        billing_email: `accounts-${run}@cove.example.com`,
        billing_address: '7 Front St',
      },
    })
    expect(applied.status(), await applied.text()).toBe(201)
    const staffEmail = `queue-${run}@staff.example.com`
    staffCommand('staff', 'add', staffEmail, '--role', 'staff', '--password', STAFF_PASSWORD)
    const staff = await openPage({ viewport: { width: 1366, height: 900 } })
    await staff.goto('/admin/login')
    await staff.getByLabel('Email').fill(staffEmail)
    await staff.getByLabel('Password').fill(STAFF_PASSWORD)
    await staff.getByRole('button', { name: 'Sign in' }).click()
    await expect(staff).toHaveURL(/\/admin$/)
    await staff.goto('/admin/business-accounts')
    const card = staff.getByRole('article').filter({ hasText: practice })
    await card.getByLabel('Terms').selectOption('30')
    await card.getByLabel('Credit limit (US $)').fill('20000')
    await card.getByRole('button', { name: /^Approve/ }).click()
    await expect(staff.getByText('Approved: the customer was told.')).toBeVisible()

    // The team through the API (the desktop journey does it on the screens).
    const join = async (role: string) => {
      const person = await registerCustomer(request, {
        ...newCustomer(),
        first_name: 'Quinn',
        last_name: role,
      })
      const invited = await request.post('/api/customer/business-account/invitations', {
        headers: ownerHeaders,
        data: { email: person.email, role },
      })
      expect(invited.status(), await invited.text()).toBe(201)
      const token = /join\?token=([\w%-]+)/.exec(newestMailTo(person.email)!.text_body)![1]!
      const accepted = await request.post('/api/customer/business-account/invitations/accept', {
        headers: await auth(person),
        data: { token: decodeURIComponent(token) },
      })
      expect(accepted.status(), await accepted.text()).toBe(200)
      return person
    }
    const buyer = await join('buyer')
    const approver = await join('approver')
    const settings = await request.get('/api/customer/business-account/approval-settings', {
      headers: ownerHeaders,
    })
    const buyerId = ((await settings.json()) as { buyers: { user_id: number }[] }).buyers[0]!.user_id
    const limited = await request.put(`/api/customer/business-account/members/${buyerId}/limits`, {
      headers: ownerHeaders,
      data: { order_limit_cents: 50_000, monthly_limit_cents: null },
    })
    expect(limited.status(), await limited.text()).toBe(200)

    // The Buyer's order over the limit, at the figures the shop answers with.
    const [kept, removed] = await findProducts(
      request,
      (p) => p.stock >= 40 && priceOf(p) >= 60 && priceOf(p) <= 200 && !p.has_subscription,
      2,
    )
    const keptQty = Math.floor(400 / priceOf(kept!))
    const removedQty = Math.ceil((600 - keptQty * priceOf(kept!)) / priceOf(removed!))
    const buyerHeaders = await auth(buyer)
    const body = {
      items: [
        { id: kept!.id, qty: keptQty, price: priceOf(kept!) },
        { id: removed!.id, qty: removedQty, price: priceOf(removed!) },
      ],
      subTotal: 0,
      couponDiscount: 0,
      shippingCharge: 0,
      taxAmount: 0,
      total: 0,
      pickupOrder: true,
      payOnAccount: { poNumber: `PO-${run}` },
    }
    const priced = await request.post('/api/checkout/payment', { headers: buyerHeaders, data: body })
    expect(priced.status(), await priced.text()).toBe(409)
    const current = ((await priced.json()) as { current: Record<string, unknown> }).current
    const waits = await request.post('/api/checkout/payment', {
      headers: buyerHeaders,
      data: { ...body, ...current, items: body.items, payOnAccount: body.payOnAccount },
    })
    expect(waits.status(), await waits.text()).toBe(202)

    // The Approver's queue on the phone.
    await logIn(page, approver, '/dashboard/business-account/approvals')
    const queued = page.getByTestId('approval').filter({ hasText: `PO PO-${run}` })
    await expect(queued).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, 'the queue scrolls no page sideways').toBeLessThanOrEqual(0)
    await queued.getByRole('button', { name: `Remove ${removed!.product_name}` }).click()
    await queued.getByLabel('Note for the buyer').fill('Enough of the second item.')
    await check(page, testInfo, 'business-account-approval-queue-phone')
    await queued.getByRole('button', { name: 'Approve with changes' }).click()
    await expect(page.getByText(/^Approved: order BMU-\d{4}-\d{6} placed for US \$/)).toBeVisible()
    await expect(queued).toHaveCount(0)
  },
)
