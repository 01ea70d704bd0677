import type { APIRequestContext } from '@playwright/test'
import { dashboardMenu, logIn, registerCustomer } from '../account-helpers'
import { shot, staffCommand } from '../checkout-helpers'
import { expect, test } from '../fixtures'
import { apiToken, buyForPickup, findProducts } from '../shop-api'

// A high-severity recall the customer has not answered is in sight on the dashboard and the home
// page, and flags the order line, until they acknowledge it (docs/requirements/professional-and-recalls.md §3).

const STAFF_PASSWORD = 'Counter-Staff-2026'

async function staffToken(request: APIRequestContext) {
  const email = `recaller-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@staff.example.com`
  staffCommand('staff', 'add', email, '--role', 'staff', '--password', STAFF_PASSWORD)
  const login = await request.post('/api/admin/login', { data: { email, password: STAFF_PASSWORD } })
  expect(login.status(), await login.text()).toBe(200)
  return { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` }
}

test(
  'an unanswered high-severity recall shows a banner and flags the order line until it is acknowledged',
  // The phone too: the banner wraps above the dashboard's folded menu and the home page's hero there.
  { tag: '@phone' },
  async ({ page, request }, testInfo) => {
    const staff = await staffToken(request)
    const customer = await registerCustomer(request)
    const token = await apiToken(request, customer)

    // A lot of its own, expiring before any seeded lot, so the purchase takes it (first expiry first
    // out) and its recall quarantines nothing another journey buys.
    const [product] = await findProducts(request, (p) => p.stock > 5, 1, 11)
    const lotNumber = `RB-${Date.now().toString(36)}`
    const expiry = new Date(Date.now() + 100 * 86_400_000).toISOString().slice(0, 10)
    const delivery = await request.post('/api/admin/deliveries', {
      headers: staff,
      data: {
        reference: 'E2E recall',
        lots: [{ product_id: product!.id, lot_number: lotNumber, expiry_date: expiry, quantity: 1 }],
      },
    })
    expect(delivery.status(), await delivery.text()).toBe(201)
    const lotId = ((await delivery.json()) as { lots: { id: number }[] }).lots[0]!.id
    const orderNo = await buyForPickup(request, token, product!)
    const recall = await request.post('/api/admin/recalls', {
      headers: staff,
      data: {
        product_id: product!.id,
        lot_ids: [lotId],
        reason: 'Seal may be broken',
        severity: 'high',
        instructions: 'Stop using the units and keep them apart.',
      },
    })
    expect(recall.status(), await recall.text()).toBe(201)
    expect(((await recall.json()) as { recall: { customers: number } }).recall.customers).toBe(1)

    await logIn(page, customer)
    await page.goto('/')
    const banner = page.getByRole('region', { name: 'Urgent product recall' })
    await expect(banner).toContainText(product!.product_name)
    await shot(page, testInfo, 'recall-banner-home')

    await page.goto('/dashboard/order')
    const order = page.getByRole('article', { name: `Order ${orderNo}` })
    await order.getByRole('button', { name: 'Order Details' }).click()
    await expect(order.getByTestId('recall-line-flag')).toContainText(`Lot ${lotNumber} is under recall.`)

    await page.goto('/dashboard')
    await banner.getByRole('link', { name: 'See the recall' }).click()
    await expect(page).toHaveURL(/\/dashboard\/recalls$/)
    const notice = page.getByRole('article').filter({ hasText: lotNumber })
    await notice.getByRole('button', { name: 'Confirm' }).click()
    await expect(notice.getByText(/you have quarantined 1 unit/)).toBeVisible()

    // Answered: the notices the dashboard reads now say so, and the banner is gone.
    // The dashboard's own menu (folded behind a button on a phone), as a customer goes back.
    await (await dashboardMenu(page)).getByRole('link', { name: 'Dashboard', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
    await expect(banner).toHaveCount(0)
  },
)
