import type { APIRequestContext, Page, TestInfo } from '@playwright/test'
import { expectToast, registerCustomer, submitLogin } from '../account-helpers'
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures'

// Subscribe & Save journeys: subscribe at checkout, see the subscription and its next delivery,
// skip, change the interval, cancel and find it under 'Cancelled subscription'; and the dashboard
// home with its cards after the order. Each journey is its own freshly registered customer.

const APPROVED_CARD = '4111 1111 1111 1111'

interface ListedProduct {
  slug: string
  product_name: string
  stock: number
  has_subscription: boolean
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  const dir = process.env.SHOT_DIR
  if (!dir) return
  await page.screenshot({
    path: `${dir}/${name}-${testInfo.project.name}.png`,
    fullPage: true,
    animations: 'disabled',
  })
}

/** A product in stock that offers at least two Subscribe & Save intervals, with its intervals. */
async function productWithTwoIntervals(request: APIRequestContext) {
  for (let page = 1; page <= 40; page++) {
    const body = (await (await request.get(`/api/products?page=${page}`)).json()) as { data: ListedProduct[] }
    if (!body.data.length) break
    for (const p of body.data.filter((x) => x.has_subscription && x.stock >= 5)) {
      const detail = (await (await request.get(`/api/product/${p.slug}`)).json()) as {
        data: { subscriptions: { months: number; discount: number }[] }
      }
      const months = detail.data.subscriptions.map((o) => o.months).sort((a, b) => a - b)
      if (months.length >= 2) return { product: p, months }
    }
  }
  throw new Error('no product with two Subscribe & Save intervals')
}

async function subscribeAtCheckout(page: Page, request: APIRequestContext) {
  const customer = await registerCustomer(request)
  const { product, months } = await productWithTwoIntervals(request)
  await page.goto(`/product-detail/${product.slug}`)
  await page.getByRole('radio', { name: /Subscribe & Save/ }).check()
  await page.getByLabel('Delivery every').selectOption(String(months[0]))
  await page.getByRole('button', { name: 'Add To Cart', exact: true }).click()
  await expect(page.getByText('Product added to cart!').first()).toBeVisible()

  await page.goto('/confirm-order')
  await expect(page).toHaveURL(/\/login\?redirectTo=/)
  await submitLogin(page, customer.email, customer.password)
  await expect(page).toHaveURL(/\/confirm-order$/)
  await page.getByLabel(/Pick up at our store/).check()
  await page.getByLabel('Card number').fill(APPROVED_CARD)
  await page.getByLabel('Name on card').fill('Journey Subscriber')
  await page.getByLabel('Expiry (MM/YY)').fill('12/30')
  await page.getByLabel('CVC').fill('123')
  const code = ((await page.getByTestId('security-code').textContent()) ?? '').replace(/\D/g, '')
  await page.getByLabel('Security code').fill(code)
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check()
  await page.getByRole('button', { name: /^Pay US \$/ }).click()
  await expect(page).toHaveURL(/\/checkout\/success$/)
  const message = page.getByRole('region', { name: 'Subscribe & Save' }).getByRole('listitem')
  await expect(message).toHaveCount(1)
  const subscriptionNo = /SUB-\d{4}-\d{6}/.exec((await message.textContent()) ?? '')![0]
  return { customer, product, months, subscriptionNo }
}

test('a customer subscribes, sees the next delivery, skips it, changes the interval and cancels', async ({
  page,
}, testInfo) => {
  const { product, months, subscriptionNo } = await subscribeAtCheckout(page, page.request)

  await page.goto('/dashboard/subscribed-products')
  await expect(page.getByRole('heading', { name: 'Subscribe & Save', level: 1 })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Deliveries', selected: true })).toBeVisible()
  const delivery = page.getByTestId('delivery-card')
  await expect(delivery).toHaveCount(1)
  await expect(delivery.getByText(new RegExp(`${product.product_name} × 1`))).toBeVisible()
  await shot(page, testInfo, 'subscribe-and-save-deliveries')
  await expectNoSeriousA11yViolations(page)
  const firstDate = (await delivery.getByRole('heading').textContent()) ?? ''

  await page.getByRole('tab', { name: 'Subscription' }).click()
  await expect(page.getByRole('tab', { name: 'Active subscription', selected: true })).toBeVisible()
  const card = page.getByRole('article', { name: `Subscription ${subscriptionNo}` })
  await expect(card).toBeVisible()
  await expect(card.getByText(months[0] === 1 ? 'Every month' : `Every ${months[0]} months`)).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // Skip, by keyboard.
  await card.getByRole('button', { name: 'Skip next delivery' }).focus()
  await page.keyboard.press('Enter')
  await expectToast(page, 'is skipped. Next delivery on')

  // Change the interval to the product's second one.
  await card.getByRole('button', { name: 'Change interval' }).click()
  await card.getByLabel('Deliver every').selectOption(String(months[1]))
  await card.getByRole('button', { name: 'Save interval' }).click()
  await expectToast(page, `Delivered every ${months[1]} months from now on.`)
  await expect(card.getByText(`Every ${months[1]} months`)).toBeVisible()
  await shot(page, testInfo, 'subscribe-and-save-active')

  await page.getByRole('tab', { name: 'Deliveries' }).click()
  await expect(page.getByTestId('delivery-card').getByRole('heading')).not.toHaveText(firstDate)

  await page.getByRole('tab', { name: 'Subscription' }).click()
  // A new card for the renewals.
  await card.getByRole('button', { name: 'Update card' }).click()
  const newCard = card.getByRole('form', { name: 'New card' })
  await newCard.getByLabel('Card number').fill('5555 5555 5555 4444')
  await newCard.getByLabel('Name on card').fill('Journey Subscriber')
  await newCard.getByLabel('Expiry (MM/YY)').fill('12/30')
  await newCard.getByLabel('CVC').fill('123')
  await newCard.getByRole('button', { name: 'Save card' }).click()
  await expectToast(page, 'ending in 4444.')
  await expect(card.getByText(/ending in 4444/)).toBeVisible()

  // Cancel with confirmation; the lists refresh.
  await card.getByRole('button', { name: 'Cancel subscription' }).click()
  const confirm = card.getByRole('form', { name: `Cancel subscription ${subscriptionNo}` })
  await confirm.getByLabel('Reason (optional)').fill('Trying another brand')
  await expectNoSeriousA11yViolations(page)
  await confirm.getByRole('button', { name: 'Yes, cancel it' }).click()
  await expectToast(page, 'Subscription canceled successfully')
  await expect(page.getByText('No data available...')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Add new subscriptions' })).toHaveAttribute('href', '/shop')

  await page.getByRole('tab', { name: 'Cancelled subscription' }).click()
  const cancelled = page.getByRole('article', { name: `Cancelled subscription ${subscriptionNo}` })
  await expect(cancelled).toBeVisible()
  await expect(cancelled.getByText('Cancelled on')).toBeVisible()
  await expect(cancelled.getByText(/US \$\d+\.\d{2}/).first()).toBeVisible()
  await shot(page, testInfo, 'subscribe-and-save-cancelled')
  await expectNoSeriousA11yViolations(page)
})

test('the dashboard home shows the cards after an order, with the next delivery', async ({
  page,
}, testInfo) => {
  const { product } = await subscribeAtCheckout(page, page.request)
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  await expect(page.getByTestId('stat-My Orders')).toHaveText('1')
  await expect(page.getByTestId('stat-Total Expenditure')).toHaveText(/^US \$\d+\.\d{2}$/)
  await expect(page.getByTestId('stat-Product In Cart')).toHaveText('0')
  await expect(page.locator('a.dashboard-shortcut', { hasText: 'My Orders' })).toHaveAttribute(
    'href',
    '/dashboard/order',
  )
  await expect(page.getByRole('link', { name: 'Add New Address' })).toBeVisible()
  const next = page.getByTestId('next-delivery-card')
  await expect(next.getByText(new RegExp(product.product_name))).toBeVisible()
  await shot(page, testInfo, 'dashboard-home')
  await expectNoSeriousA11yViolations(page)
  await next.getByRole('link', { name: 'Manage Subscribe & Save' }).click()
  await expect(page).toHaveURL(/\/dashboard\/subscribed-products$/)
})
