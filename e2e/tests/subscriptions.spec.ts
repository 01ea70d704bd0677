import type { Locator, Page } from '@playwright/test'
import { dashboardMenu, expectToast, registerCustomer } from '../account-helpers'
import {
  addFromDetail,
  APPROVED_CARD,
  fillPayment,
  findProducts,
  money,
  openCheckoutAs,
  payButton,
  priceOf,
  shot,
} from '../checkout-helpers'
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures'
import { dayMonthYear } from '../shop-api'

// Subscribe & Save journeys: a subscription bought at checkout, seen, changed and cancelled from
// the dashboard; and the dashboard home's figures after an order. Each runs as its own customer.

interface ProductWithOptions {
  selling_price: number
  discounted_price: number | null
  subscriptions: { months: number; discount: number }[]
}

/** 'DD-MM-YYYY' as a comparable 'YYYY-MM-DD'. */
function isoOf(dayMonthYear: string): string {
  const [d, m, y] = dayMonthYear.split('-')
  return `${y}-${m}-${d}`
}

/** Today in the shop's time zone, as the shop dates things (in the Bermuda evening UTC is already tomorrow). */
function todayIso(): string {
  return isoOf(dayMonthYear(new Date().toISOString()))
}

const DATE = /\d{2}-\d{2}-\d{4}/

/** The date after a label in a card's facts list ('Next delivery', 'Cancelled on'). */
async function factDate(card: Locator, label: string): Promise<string> {
  const text =
    (await card.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').textContent()) ??
    ''
  const match = DATE.exec(text)
  expect(match, `${label} shows a DD-MM-YYYY date`).not.toBeNull()
  return match![0]
}

async function openTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name, exact: true })
  await tab.click()
  await expect(tab).toHaveAttribute('aria-selected', 'true')
}

/** Waits for a dialog to finish fading in: half-faded text would be measured as low contrast. */
async function openDialog(page: Page, name: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name })
  await expect(dialog).toHaveClass(/\bshow\b/)
  return dialog
}

test('a customer subscribes at checkout, skips, changes the interval, cancels and finds it under Cancelled subscription', async ({
  page,
}, testInfo) => {
  // A long journey (checkout and five changes): three times the usual time limit.
  test.slow()
  const customer = await registerCustomer(page.request)
  const [listed] = await findProducts(
    page.request,
    (p) => p.stock >= 5 && p.has_subscription && priceOf(p) < 90,
  )
  const detail = (await (await page.request.get(`/api/product/${listed!.slug}`)).json()) as {
    data: ProductWithOptions
  }
  const options = detail.data.subscriptions
  expect(options.length, 'the product offers an interval to change to').toBeGreaterThan(1)
  const [first, second] = options as [
    ProductWithOptions['subscriptions'][0],
    ProductWithOptions['subscriptions'][0],
  ]

  // Subscribe at checkout.
  await page.goto(`/product-detail/${listed!.slug}`)
  await page.getByRole('radio', { name: /Subscribe & Save/ }).check()
  await page.getByLabel('Delivery every').selectOption(String(first.months))
  await page.getByRole('button', { name: 'Add To Cart', exact: true }).click()
  await expect(page.getByText('Product added to cart!').first()).toBeVisible()
  await openCheckoutAs(page, '/confirm-order', customer)
  // Checkout says the card is charged again, when and about how much.
  await expect(page.getByTestId('renewal-note')).toContainText(
    new RegExp(
      `^Subscribe & Save: your card is charged again every ${first.months === 1 ? 'month' : `${first.months} months`}, first on \\d{2}-\\d{2}-\\d{4}, about US \\$[\\d,.]+ for these items`,
    ),
  )
  await fillPayment(page, APPROVED_CARD)
  await payButton(page).click()
  await expect(page).toHaveURL(/\/checkout\/success$/)
  await expect(page.getByRole('region', { name: 'Subscribe & Save' }).getByRole('listitem')).toHaveCount(1)

  // The dashboard home tells of the next delivery.
  await page.goto('/dashboard')
  const nextCard = page.getByRole('region', { name: 'Next delivery' })
  await expect(nextCard.getByText(listed!.product_name)).toBeVisible()
  await expect(nextCard.getByText(DATE)).toBeVisible()
  const perDelivery = /US \$[\d,.]+ \(items US \$[\d,.]+ \+ (shipping US \$[\d,.]+|free shipping)/
  const total = ((await nextCard.getByText(perDelivery).textContent()) ?? '').trim()

  // Deliveries: the coming delivery with its date, product and price.
  await (await dashboardMenu(page)).getByRole('link', { name: 'Subscribe & Save' }).click()
  await expect(page).toHaveURL(/\/dashboard\/subscribed-products$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribe & Save' })).toBeVisible()
  const deliveriesPanel = page.getByRole('tabpanel', { name: 'Deliveries' })
  const delivery = deliveriesPanel.getByRole('listitem').filter({ hasText: 'Delivery on' }).first()
  await expect(delivery.getByRole('link', { name: listed!.product_name })).toBeVisible()
  const deliveryHeading = (await delivery.getByRole('heading').textContent()) ?? ''
  const firstDate = DATE.exec(deliveryHeading)![0]
  expect(isoOf(firstDate) > todayIso(), 'the next delivery is in the future').toBe(true)
  // The same figure, said the same way, on the dashboard, the Deliveries tab and the subscription.
  await expect(delivery.getByText(`Total per delivery: ${total}`)).toBeVisible()
  await shot(page, testInfo, 'subscriptions-deliveries')
  await expectNoSeriousA11yViolations(page)

  // Subscription > Active subscription: the same subscription and date.
  await openTab(page, 'Subscription')
  await expect(page.getByRole('tab', { name: 'Active subscription' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(page.getByRole('link', { name: /Add new subscriptions/ })).toHaveAttribute('href', '/shop')
  const card = page.getByRole('article', { name: /^Subscription / })
  await expect(card).toHaveCount(1)
  await expect(card.getByText(total, { exact: true })).toBeVisible()
  const cardName = (await card.getByRole('heading').textContent()) ?? ''
  await expect(
    card.getByText(first.months === 1 ? 'Every month' : `Every ${first.months} months`),
  ).toBeVisible()
  expect(await factDate(card, 'Next delivery')).toBe(firstDate)
  await shot(page, testInfo, 'subscriptions-active')
  await expectNoSeriousA11yViolations(page)

  // Skip the next delivery: the date moves on.
  await card.getByRole('button', { name: 'Skip next delivery' }).click()
  const skip = await openDialog(page, 'Skip the next delivery?')
  await expectNoSeriousA11yViolations(page)
  await skip.getByRole('button', { name: 'Skip delivery' }).click()
  await expect(skip).toBeHidden()
  await expect(card.locator('dd').filter({ hasText: DATE }).first()).not.toHaveText(firstDate)
  const skippedTo = await factDate(card, 'Next delivery')
  expect(isoOf(skippedTo) > isoOf(firstDate)).toBe(true)

  // Change the interval among the product's options, by keyboard.
  await card.getByRole('button', { name: 'Change interval' }).focus()
  await page.keyboard.press('Enter')
  const interval = await openDialog(page, 'Change the delivery interval')
  await interval.getByLabel('Delivery every').selectOption(String(second.months))
  await interval.getByRole('button', { name: 'Save interval' }).click()
  await expect(interval).toBeHidden()
  await expect(
    card.getByText(second.months === 1 ? 'Every month' : `Every ${second.months} months`),
  ).toBeVisible()

  // Cancel with a reason, all by keyboard: the toast, then the subscription is only under Cancelled.
  await card.getByRole('button', { name: 'Cancel subscription' }).focus()
  await page.keyboard.press('Enter')
  const cancel = await openDialog(page, 'Cancel this subscription?')
  await expectNoSeriousA11yViolations(page)
  await cancel.getByLabel('Reason (optional)').fill('Moving abroad')
  await cancel.getByRole('button', { name: 'Cancel subscription' }).focus()
  await page.keyboard.press('Enter')
  await expectToast(page, 'Subscription canceled successfully')
  await expect(page.getByRole('article', { name: /^Subscription / })).toHaveCount(0)
  await expect(
    page.getByRole('tabpanel', { name: 'Active subscription' }).getByText('No data available...'),
  ).toBeVisible()

  await openTab(page, 'Cancelled subscription')
  const cancelled = page.getByRole('article', { name: cardName })
  await expect(cancelled.getByText('Cancelled', { exact: true })).toBeVisible()
  expect(await factDate(cancelled, 'Cancelled on')).toBe(todayIso().split('-').reverse().join('-'))
  await expect(
    cancelled.locator('dt', { hasText: 'Total' }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText(/^US \$\d+\.\d{2}$/)
  await shot(page, testInfo, 'subscriptions-cancelled')
  await expectNoSeriousA11yViolations(page)

  // Nothing is coming any more.
  await openTab(page, 'Deliveries')
  await expect(
    page.getByRole('tabpanel', { name: 'Deliveries' }).getByText('No data available...'),
  ).toBeVisible()
})

test('the dashboard home shows what the customer spent, their orders, carts, wish list and address', async ({
  page,
}, testInfo) => {
  const customer = await registerCustomer(page.request)
  const [bought, waiting, wished] = await findProducts(
    page.request,
    (p) => p.stock >= 3 && priceOf(p) < 90 && !p.has_subscription,
    3,
  )

  // One paid order.
  await addFromDetail(page, bought!, 'Add To Cart')
  await openCheckoutAs(page, '/confirm-order', customer)
  // Bermuda: US $10.00 shipping below US $100.00, no tax; the server sums what was paid.
  const total = money(Math.round(priceOf(bought!) * 100) + 1000)
  await expect(page.getByTestId('order-total')).toHaveText(total)
  await fillPayment(page, APPROVED_CARD)
  await payButton(page).click()
  await expect(page).toHaveURL(/\/checkout\/success$/)

  // One product waiting in the cart, one on the wish list.
  await addFromDetail(page, waiting!, 'Add To Cart')
  await page.goto(`/product-detail/${wished!.slug}`)
  await page
    .getByRole('button', { name: /wish ?list/i })
    .first()
    .click()
  await expect(page.getByText(/added to wishlist/i).first()).toBeVisible()

  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Total Expenditure' }).getByText(total)).toBeVisible()
  const orders = page.getByRole('region', { name: 'My Orders' })
  await expect(orders.getByText('1', { exact: true })).toBeVisible()
  await expect(orders.getByRole('link', { name: 'View orders' })).toHaveAttribute('href', '/dashboard/order')
  await expect(
    page.getByRole('region', { name: 'Product In Cart' }).getByText('1', { exact: true }),
  ).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Product In Wishlist' }).getByText('1', { exact: true }),
  ).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'My Wishlist' }).getByText(wished!.product_name),
  ).toBeVisible()
  // No subscription, no next-delivery card.
  await expect(page.getByRole('region', { name: 'Next delivery' })).toHaveCount(0)

  // The address given at registration is the default, as on the profile and at checkout.
  const address = page.getByRole('region', { name: 'Default shipping address' })
  await expect(address.getByText(/12 Reid Street/)).toBeVisible()
  await expect(address.getByRole('button', { name: 'Add New Address' })).toBeEnabled()
  await shot(page, testInfo, 'dashboard-home')
  await expectNoSeriousA11yViolations(page)

  // 'Add New Address' opens the address form in place; the new default shows on the card.
  await address.getByRole('button', { name: 'Add New Address' }).click()
  const form = page.getByRole('form', { name: 'Add Addresses' })
  await form.getByLabel('Street').fill('7 Front Street')
  await form.getByLabel('City').fill('Hamilton')
  await form.getByLabel('Zipcode').fill('HM12')
  await expectNoSeriousA11yViolations(page)
  await form.getByRole('button', { name: 'Save Address' }).click()
  await expectToast(page, 'Address added successfully!')
  await expect(address.getByText(/7 Front Street/)).toBeVisible()

  await orders.getByRole('link', { name: 'View orders' }).click()
  await expect(page).toHaveURL(/\/dashboard\/order$/)
})
