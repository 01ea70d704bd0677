import fs from 'node:fs'
import type { Page } from '@playwright/test'
import { registerCustomer } from '../account-helpers'
import { shot, staffCommand } from '../checkout-helpers'
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures'
import { apiToken, buyForPickup, findProducts } from '../shop-api'

// Staff take the orders and the audit log out as CSV, filtered as the list shows them.

const PASSWORD = 'Export-Owner-2026'

function newOwner() {
  const email = `export-owner-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@staff.example.com`
  staffCommand('staff', 'add', email, '--role', 'owner', '--password', PASSWORD)
  return email
}

async function signIn(page: Page, email: string, target: string) {
  await page.goto(target)
  await expect(page).toHaveURL(/\/admin\/login/)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(new RegExp(`${target.replace(/[?]/g, '\\?')}$`))
}

async function downloadedText(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ])
  return fs.readFileSync((await download.path())!, 'utf8')
}

test('staff export the orders a customer placed, and the audit entries of a change, as CSV', async ({
  page,
  request,
}, testInfo) => {
  const customer = await registerCustomer(request)
  const token = await apiToken(request, customer)
  const [product] = await findProducts(request, (p) => p.stock > 5, 1, 31)
  const orderNo = await buyForPickup(request, token, product!)

  const owner = newOwner()
  await signIn(page, owner, `/admin/orders?customer=${encodeURIComponent(customer.email)}`)
  await expect(page.getByRole('cell', { name: orderNo })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await shot(page, testInfo, 'admin-orders-export')
  const orders = (await downloadedText(page, 'Export CSV')).trim().split('\r\n')
  expect(orders[0]).toMatch(/^order_no,placed_at_utc,/)
  // The list's filter holds: this customer's one order, and nobody else's.
  expect(orders).toHaveLength(2)
  expect(orders[1]).toContain(orderNo)
  expect(orders[1]).toContain(customer.email)

  staffCommand('coupon', `EXP${Date.now().toString(36).toUpperCase()}`, '--value', '5')
  await page.goto('/admin/audit?entity=coupon')
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible()
  const audit = (await downloadedText(page, 'Export CSV')).trim().split('\r\n')
  expect(audit[0]).toBe('id,at_utc,staff_id,staff_email,action,entity,entity_id,before,after')
  expect(audit.length).toBeGreaterThan(1)
  expect(audit.slice(1).every((line) => line.includes(',coupon,'))).toBe(true)
})
