import type { Page } from '@playwright/test'
import { logIn, registerCustomer } from '../account-helpers'
import { addFromDetail, findProducts, priceOf, shot, staffCommand } from '../checkout-helpers'
import { expect, expectNoSeriousA11yViolations, test, type OpenPage } from '../fixtures'

// Business accounts and pay on account (docs/decisions/0112-business-accounts-and-pay-on-account.md):
// a clinic applies, staff approve it with terms, a credit limit and PO numbers required; the clinic
// pays an order on account with its PO number and sees the invoice in its statement; staff record
// the payment and the statement shows it paid.

const STAFF_PASSWORD = 'Counter-Staff-2026'

async function staffPage(openPage: OpenPage, viewport: { width: number; height: number }, email: string) {
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

test('an approved clinic pays on account with its PO number, sees the invoice in its statement, and staff record the payment', async ({
  page,
  openPage,
  request,
}, testInfo) => {
  test.setTimeout(150_000)
  const viewport = page.viewportSize() ?? { width: 1366, height: 900 }
  const run = `${Date.now().toString(36)}${testInfo.project.name}`
  const practice = `Harbour Clinic ${run}`
  const customer = await registerCustomer(request)
  const staffEmail = `accounts-${run}@staff.example.com`
  staffCommand('staff', 'add', staffEmail, '--role', 'staff', '--password', STAFF_PASSWORD)

  // The clinic applies from its dashboard.
  await logIn(page, customer)
  await page.goto('/dashboard/business-account')
  await expect(page.getByRole('heading', { name: 'Apply to pay on account' })).toBeVisible()
  await page.getByLabel('Practice name').fill(practice)
  await page.getByLabel(/Billing e-mail/).fill(`accounts-${run}@clinic.example.com`)
  await page.getByLabel('Billing address').fill('12 Reid Street, Hamilton HM11')
  await check(page, testInfo, 'business-account-apply')
  await page.getByRole('button', { name: 'Send application' }).click()
  await expect(page.getByText('Under review')).toBeVisible()
  // Under review: no empty statement, but when the invoices and statement will come.
  await expect(page.getByTestId('no-statement')).toHaveText(
    'Your invoices and statement appear here once your account is approved.',
  )
  await expect(page.getByRole('heading', { name: /^Statement/ })).toHaveCount(0)
  await check(page, testInfo, 'business-account-under-review')

  // Staff approve it: net 30, US $5,000.00, PO numbers required.
  const staff = await staffPage(openPage, viewport, staffEmail)
  await staff.goto('/admin/business-accounts')
  const card = staff.getByRole('article').filter({ hasText: practice })
  await expect(card).toBeVisible()
  await card.getByLabel('Terms').selectOption('30')
  await card.getByLabel('Credit limit (US $)').fill('5000')
  await card.getByLabel(/purchase-order number is required/).check()
  await check(staff, testInfo, 'admin-business-accounts')
  await card.getByRole('button', { name: /^Approve/ }).click()
  await expect(staff.getByText('Approved: the customer was told.')).toBeVisible()
  // Listed with the approved accounts, its terms open to change.
  await staff.getByLabel('Status').selectOption('approved')
  await expect(card.getByRole('group', { name: 'Change the terms' })).toBeVisible()

  // The clinic orders and pays on account with its PO number.
  const [product] = await findProducts(
    request,
    (p) => p.stock >= 3 && priceOf(p) < 200 && !p.has_subscription,
  )
  await addFromDetail(page, product!, 'Add To Cart')
  await page.goto('/confirm-order')
  await page.getByLabel(/Pick up at our store/).check()
  await page.getByLabel('Pay on account').check()
  await expect(page.getByText(`Invoiced to ${practice}, Net 30.`)).toBeVisible()
  // Paying on account asks for no card: the card element is not shown.
  await expect(page.locator('iframe[title="Card details"]')).toBeHidden()
  const code = ((await page.getByTestId('security-code').textContent()) ?? '').replace(/\D/g, '')
  await page.getByLabel('On-screen code').fill(code)
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check()
  const place = page.getByRole('button', { name: /^Place order on account \(US \$/ })
  await place.click()
  await expect(page.getByText('Your business account asks for a purchase-order number.')).toBeVisible()
  await page.getByLabel('Purchase-order number').fill(`PO-${run}`)
  await check(page, testInfo, 'confirm-order-on-account')
  await place.click()
  await expect(page).toHaveURL(/\/checkout\/success$/)
  await expect(page.getByText('Your order is confirmed and invoiced to your business account.')).toBeVisible()
  const orderNumber = ((await page.getByTestId('order-number').textContent()) ?? '').trim()
  expect(orderNumber).toMatch(/^BMU-\d{4}-\d{6}$/)

  // The invoice is in the clinic's statement, with its PO number and due date.
  await page.goto('/dashboard/business-account')
  const invoice = page.getByTestId('account-invoice').filter({ hasText: orderNumber })
  await expect(invoice).toContainText(`PO-${run}`)
  await expect(invoice).toContainText('Net 30')
  await expect(invoice).toContainText('Open')
  await expect(page.getByTestId('statement-line').filter({ hasText: `Invoice ${orderNumber}` })).toBeVisible()
  // The period is typed as the shop writes dates, dd-mm-yyyy, not in the browser's picker.
  await expect(page.getByLabel(/^From/)).toHaveValue(/^\d{2}-\d{2}-\d{4}$/)
  await check(page, testInfo, 'business-account-statement')

  // Staff record the payment received.
  await staff.goto('/admin/account-invoices')
  const open = staff.getByTestId('account-invoice').filter({ hasText: orderNumber })
  await expect(open).toBeVisible()
  await open.getByLabel('Reference (cheque or transfer)').fill('Bank transfer 7731')
  await check(staff, testInfo, 'admin-account-invoices')
  await open.getByRole('button', { name: /^Record payment/ }).click()
  await expect(staff.getByText(`Invoice ${orderNumber} is paid.`)).toBeVisible()
  await staff.context().close()

  // The statement shows it paid.
  await page.reload()
  await expect(
    page.getByTestId('statement-line').filter({ hasText: `Payment received for invoice ${orderNumber}` }),
  ).toBeVisible()
  await expect(page.getByTestId('account-invoice').filter({ hasText: orderNumber })).toContainText('Paid')
})
