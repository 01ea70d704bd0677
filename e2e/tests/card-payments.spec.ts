import type { Page, Request } from '@playwright/test'
import { registerCustomer } from '../account-helpers'
import {
  addFromDetail,
  APPROVED_CARD,
  cardElement,
  fillCard,
  fillPayment,
  findProducts,
  payButton,
  priceOf,
  shot,
} from '../checkout-helpers'
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures'
import { openCheckoutAs } from '../checkout-helpers'

// Paying by card through the provider's card element (docs/decisions/0138-payment-intents-signed-webhooks-and-a-card-element.md):
// the card is typed in the element's frame and goes only to the provider, the shop's API sees a
// one-use token, and a card whose bank asks for 3-D Secure is confirmed in the checkout.

const AUTHENTICATE_CARD = '4000 0000 0000 3220'

/**
 * Every request the page sends, kept so the journey can say where the card went: never to the
 * shop's /api/, only to the provider's /sandbox-gateway/.
 */
function recordRequests(page: Page) {
  const sent: Request[] = []
  page.on('request', (request) => sent.push(request))
  const text = (r: Request) => `${r.url()} ${r.postData() ?? ''}`
  return {
    expectNoCardSentToTheShop(cards: string[]) {
      const toShop = sent.filter((r) => new URL(r.url()).pathname.startsWith('/api/'))
      expect(toShop.length).toBeGreaterThan(0)
      for (const request of toShop) {
        for (const card of cards) {
          expect(text(request)).not.toContain(card.replace(/\s/g, ''))
          expect(text(request)).not.toContain(card)
        }
        expect(text(request)).not.toMatch(/"cvc"|"number"|cardDetails/)
      }
      const toProvider = sent.filter((r) => new URL(r.url()).pathname === '/sandbox-gateway/v1/tokens')
      expect(toProvider.length).toBeGreaterThan(0)
      expect(toProvider.some((r) => text(r).includes(cards[0]!.replace(/\s/g, '')))).toBe(true)
    },
  }
}

async function startCheckout(page: Page) {
  const customer = await registerCustomer(page.request)
  const [product] = await findProducts(
    page.request,
    (p) => p.stock >= 5 && priceOf(p) >= 5 && priceOf(p) < 200 && !p.has_subscription,
  )
  await addFromDetail(page, product!, 'Add To Cart')
  await openCheckoutAs(page, '/confirm-order', customer)
  await page.getByLabel(/Pick up at our store/).check()
  await expect(payButton(page)).toBeEnabled()
}

const bankDialog = (page: Page) => page.getByRole('dialog', { name: 'Confirm the payment with your bank' })
const bankPage = (page: Page) => bankDialog(page).frameLocator('iframe[title="Your bank’s check"]')

test(
  'pays with a plain test card typed in the card element',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    const requests = recordRequests(page)
    await startCheckout(page)

    // The element checks the card in the shop's words, under each field, before anything is sent.
    await fillPayment(page, '4111 1111 1111 1112')
    await payButton(page).click()
    const card = cardElement(page)
    await expect(card.getByText('Your card number is invalid.')).toBeVisible()
    await expect(card.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true')
    await expect(card.getByLabel('Card number')).toBeFocused()
    await shot(page, testInfo, 'card-element-errors')
    await expectNoSeriousA11yViolations(page)

    await card.getByLabel('Card number').fill(APPROVED_CARD)
    await expect(card.getByText('Your card number is invalid.')).toBeHidden()
    await payButton(page).click()
    await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible()
    requests.expectNoCardSentToTheShop([APPROVED_CARD, '4111 1111 1111 1112'])
  },
)

test(
  'a card whose bank asks for 3-D Secure is confirmed in the checkout, then paid',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    const requests = recordRequests(page)
    await startCheckout(page)
    await fillPayment(page, AUTHENTICATE_CARD)
    await payButton(page).click()

    await expect(bankDialog(page)).toBeVisible()
    await expect(bankDialog(page).getByTestId('challenge-waiting')).toContainText(
      'Your order is waiting for your bank. Nothing is charged until you confirm.',
    )
    await expect(bankPage(page).getByRole('button', { name: 'Approve payment' })).toBeVisible()
    await shot(page, testInfo, 'bank-challenge')
    await expectNoSeriousA11yViolations(page)

    await bankPage(page).getByRole('button', { name: 'Approve payment' }).click()
    await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible()
    requests.expectNoCardSentToTheShop([AUTHENTICATE_CARD])
  },
)

test(
  'a failed or closed bank check charges nothing, and the shopper pays with another card',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    const requests = recordRequests(page)
    await startCheckout(page)
    await fillPayment(page, AUTHENTICATE_CARD)
    await payButton(page).click()

    // Closed: nothing charged, and Pay starts a new attempt.
    await bankDialog(page).getByRole('button', { name: 'Cancel payment' }).click()
    const refusal = page.getByTestId('checkout-refusal')
    await expect(refusal).toContainText('The payment was not completed')
    await expect(refusal).toContainText(
      'Nothing was charged. Press Pay to try again, with this card or another.',
    )
    await shot(page, testInfo, 'bank-challenge-closed')

    // Failed: the card is declined, as the spec says it, and the cart is kept to try again.
    await payButton(page).click()
    await bankPage(page).getByRole('button', { name: 'Fail authentication' }).click()
    await expect(page).toHaveURL(/\/checkout\/failed$/)
    await expect(page.getByRole('heading', { name: 'Disapproved' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Card declined')
    await expect(page.getByText('Your card was not charged.')).toBeVisible()

    await page.getByRole('link', { name: 'Try Again' }).click()
    await expect(page).toHaveURL(/\/confirm-order$/)
    await page.getByLabel(/Pick up at our store/).check()
    await fillCard(page, APPROVED_CARD)
    const code = ((await page.getByTestId('security-code').textContent()) ?? '').replace(/\D/g, '')
    await page.getByLabel('On-screen code').fill(code)
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check()
    await payButton(page).click()
    await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible()
    requests.expectNoCardSentToTheShop([AUTHENTICATE_CARD, APPROVED_CARD])
  },
)

test('a card saved at checkout is on Payment methods, pays the next order, and is removed', async ({
  page,
}, testInfo) => {
  const requests = recordRequests(page)
  await startCheckout(page)
  await fillPayment(page, APPROVED_CARD)
  await page.getByLabel('Save this card for next time').check()
  await payButton(page).click()
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible()

  await page.goto('/dashboard/payment-methods')
  const saved = page.getByRole('list', { name: 'Saved cards' })
  await expect(saved.getByText('Visa ending in 1111')).toBeVisible()
  await expect(saved).toContainText('Expires 12/30')
  await expect(saved).toContainText('Default')
  await shot(page, testInfo, 'payment-methods')
  await expectNoSeriousA11yViolations(page)

  // The next order: the saved card is offered, chosen, and pays without the card element.
  const [product] = await findProducts(
    page.request,
    (p) => p.stock >= 5 && priceOf(p) >= 5 && priceOf(p) < 200 && !p.has_subscription,
  )
  await addFromDetail(page, product!, 'Add To Cart')
  await page.goto('/confirm-order')
  await page.getByLabel(/Pick up at our store/).check()
  await expect(page.getByRole('radio', { name: 'Visa ending in 1111, expires 12/30' })).toBeChecked()
  await expect(page.locator('iframe[title="Card details"]')).toBeHidden()
  const code = ((await page.getByTestId('security-code').textContent()) ?? '').replace(/\D/g, '')
  await page.getByLabel('On-screen code').fill(code)
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check()
  await payButton(page).click()
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible()

  await page.goto('/dashboard/payment-methods')
  await page.getByRole('button', { name: 'Remove Visa ending in 1111' }).click()
  await page.getByRole('button', { name: 'Yes, remove it' }).click()
  await expect(page.getByText('You have no saved cards.')).toBeVisible()
  requests.expectNoCardSentToTheShop([APPROVED_CARD])
})
