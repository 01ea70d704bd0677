import type { Page } from '@playwright/test'
import { logIn, newCustomer, registerCustomer } from '../account-helpers'
import { addFromDetail, findProducts, priceOf, shot, staffCommand } from '../checkout-helpers'
import { newestMailTo } from '../e2e-db'
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures'
import { apiToken } from '../shop-api'

// Clinic teams (docs/decisions/0139-clinic-teams-members-roles-and-invitations.md): the owner of an
// approved business account invites a Buyer from the Team page; the Buyer accepts the mailed link
// with their own login and orders on the account; the owner sees who ordered.

const STAFF_PASSWORD = 'Counter-Staff-2026'

async function check(page: Page, testInfo: Parameters<typeof shot>[1], name: string) {
  await expectNoSeriousA11yViolations(page)
  await shot(page, testInfo, name)
}

test('the owner invites a Buyer, the Buyer accepts and orders on account, and the owner sees who ordered', async ({
  page,
  openPage,
  request,
}, testInfo) => {
  test.setTimeout(150_000)
  const viewport = page.viewportSize() ?? { width: 1366, height: 900 }
  const run = `${Date.now().toString(36)}${testInfo.project.name}`
  const practice = `Reef Clinic ${run}`

  // An approved account, set up through the API and the staff screen (not what this journey tests).
  const owner = await registerCustomer(request)
  const applied = await request.post('/api/customer/business-account', {
    headers: { Accept: 'application/json', authorization: `Bearer ${await apiToken(request, owner)}` },
    data: {
      practice_name: practice,
      billing_email: `accounts-${run}@reef.example.com`,
      billing_address: '3 Front St',
    },
  })
  expect(applied.status(), await applied.text()).toBe(201)
  const staffEmail = `teams-${run}@staff.example.com`
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
  await card.getByLabel('Credit limit (US $)').fill('5000')
  await card.getByRole('button', { name: /^Approve/ }).click()
  await expect(staff.getByText('Approved: the customer was told.')).toBeVisible()

  // The owner invites a Buyer from the Team page.
  const buyer = await registerCustomer(request, { ...newCustomer(), first_name: 'Bea', last_name: 'Buyer' })
  await logIn(page, owner, '/dashboard/business-account')
  await page.getByRole('link', { name: 'Team: invite and manage members' }).click()
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible()
  await page.getByLabel('Email').fill(buyer.email)
  await page.getByLabel('Role', { exact: true }).selectOption('buyer')
  await page.getByRole('button', { name: 'Send invitation' }).click()
  const invited = page.getByTestId('team-member').filter({ hasText: buyer.email })
  await expect(invited).toContainText('Invited')
  await check(page, testInfo, 'business-account-team')

  // The Buyer opens the mailed link signed in with their own login, and accepts.
  const mail = newestMailTo(buyer.email)
  expect(mail?.subject).toBe(`You are invited to order for ${practice}`)
  const link = /\/dashboard\/business-account\/join\?token=[\w%-]+/.exec(mail!.text_body)?.[0]
  expect(link, 'the invitation link').toBeTruthy()
  const buyerPage = await openPage({ viewport })
  await logIn(buyerPage, buyer, link!)
  await check(buyerPage, testInfo, 'business-account-join')
  await buyerPage.getByRole('button', { name: 'Accept invitation' }).click()
  await expect(buyerPage.locator('#main').getByRole('status')).toContainText(
    `You have joined ${practice} as Buyer.`,
  )

  // The Buyer orders on the account's terms.
  const [product] = await findProducts(
    request,
    (p) => p.stock >= 3 && priceOf(p) < 200 && !p.has_subscription,
  )
  await addFromDetail(buyerPage, product!, 'Add To Cart')
  await buyerPage.goto('/confirm-order')
  await buyerPage.getByLabel(/Pick up at our store/).check()
  await buyerPage.getByLabel('Pay on account').check()
  await expect(buyerPage.getByText(`Invoiced to ${practice}, Net 30.`)).toBeVisible()
  await buyerPage.getByLabel('Purchase-order number').fill(`PO-${run}`)
  const code = ((await buyerPage.getByTestId('security-code').textContent()) ?? '').replace(/\D/g, '')
  await buyerPage.getByLabel('On-screen code').fill(code)
  await buyerPage.getByRole('checkbox', { name: /terms and conditions/ }).check()
  await buyerPage.getByRole('button', { name: /^Place order on account \(US \$/ }).click()
  await expect(buyerPage).toHaveURL(/\/checkout\/success$/)
  const orderNumber = ((await buyerPage.getByTestId('order-number').textContent()) ?? '').trim()
  expect(orderNumber).toMatch(/^BMU-\d{4}-\d{6}$/)

  // The owner sees who ordered: on the invoice and in the team's last orders.
  await page.goto('/dashboard/business-account')
  const invoice = page.getByTestId('account-invoice').filter({ hasText: orderNumber })
  await expect(invoice).toContainText('Bea Buyer')
  await expect(invoice).toContainText(`PO-${run}`)
  await check(page, testInfo, 'business-account-ordered-by')
  await page.goto('/dashboard/business-account/team')
  await expect(page.getByTestId('team-member').filter({ hasText: buyer.email })).toContainText(orderNumber)
  await expect(page.getByTestId('team-member').filter({ hasText: buyer.email })).toContainText('Active')
})
