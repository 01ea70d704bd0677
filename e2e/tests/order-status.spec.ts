import { logIn, registerCustomer } from '../account-helpers'
import { shot, staffCommand } from '../checkout-helpers'
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures'
import { apiToken, buyForPickup, findProducts } from '../shop-api'

test('a pickup order reads as the shopper reads it: Paid, then Ready for pickup with the store hours', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request)
  const token = await apiToken(request, customer)
  const [product] = await findProducts(request, (p) => p.stock > 2, 1)
  const orderNumber = await buyForPickup(request, token, product!)

  await logIn(page, customer, '/dashboard')
  const latest = page.getByRole('region', { name: 'Latest order' })
  await expect(latest.getByText(orderNumber)).toBeVisible()
  await expect(latest.getByText('Paid', { exact: true })).toBeVisible()
  await expect(latest.getByText('Pending')).toHaveCount(0)

  staffCommand('status', orderNumber, 'Out for Delivery')
  await page.goto('/dashboard/order')
  const order = page.getByRole('article', { name: `Order ${orderNumber}` })
  await expect(order.getByText('Ready for pickup', { exact: true }).first()).toBeVisible()
  const note = order.getByTestId('pickup-ready')
  await expect(note).toContainText('Ready for pickup at ')
  await expect(note).toContainText('Monday to Friday 8:30 am – 5:30 pm')
  await expect(order.getByText('Out for Delivery')).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)

  // The tracking of a pickup order names its steps as a shopper reads them, with no courier id.
  await order.getByRole('button', { name: 'Track Order' }).click()
  const tracking = page.getByRole('dialog', { name: `Track Order ${orderNumber}` })
  await expect(tracking.getByText('Ready for pickup', { exact: true })).toBeVisible()
  await expect(tracking.getByText('Paid', { exact: true })).toBeVisible()
  await expect(tracking.getByText(/Tracking ID/)).toHaveCount(0)
  await expect(tracking).toHaveClass(/\bshow\b/)
  await expectNoSeriousA11yViolations(page)
  await tracking.getByRole('button', { name: 'Close' }).first().click()

  await page.goto('/dashboard')
  await expect(latest.getByText('Ready for pickup', { exact: true }).first()).toBeVisible()
  await expect(page).toHaveTitle('Dashboard | Bermuda Medical Supply')
})

test('a cancelled order says what was refunded, to which card and when, and shows no tracking id', async ({
  page,
  request,
}, testInfo) => {
  const customer = await registerCustomer(request)
  const token = await apiToken(request, customer)
  const [product] = await findProducts(request, (p) => p.stock > 2, 1, 5)
  const orderNumber = await buyForPickup(request, token, product!)
  staffCommand('status', orderNumber, 'Cancelled')

  await logIn(page, customer, '/dashboard/order')
  const order = page.getByRole('article', { name: `Order ${orderNumber}` })
  await expect(order.getByText('Cancelled', { exact: true })).toBeVisible()
  const refund = order.getByTestId('refund-note')
  await expect(refund).toContainText(
    /US \$[\d,.]+ was refunded to your \S+ ending \d{4} on \d{2}-\d{2}-\d{4}\./,
  )
  await expectNoSeriousA11yViolations(page)
  await shot(page, testInfo, 'refunded-order')

  await order.getByRole('button', { name: 'Track Order' }).click()
  const tracking = page.getByRole('dialog', { name: `Track Order ${orderNumber}` })
  await expect(tracking.getByText('Cancelled', { exact: true })).toBeVisible()
  await expect(tracking.getByText(/was refunded to your/)).toBeVisible()
  await expect(tracking.getByText(/Tracking ID/)).toHaveCount(0)
  await expect(tracking.getByText(/TRK-/)).toHaveCount(0)
  await expect(tracking).toHaveClass(/\bshow\b/)
  await expectNoSeriousA11yViolations(page)
})
