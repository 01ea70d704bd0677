import { expect } from '@playwright/test'
import { registerCustomer } from '../account-helpers'
import { earlyTapsTest, holdTheApp, openBeforeTheApp } from '../early-taps-helpers'
import { findProducts } from '../shop-api'

/**
 * The lazily loaded forms (the product page's review form, the home page's sign-in panel and the
 * footer's newsletter hydrate after the page) keep what was
 * typed and chosen before the app ran, and send it: on the phone profile, the app's scripts held
 * back until every field and the stars are filled in and Submit is pressed.
 */
const test = earlyTapsTest

for (const submitted of ['before', 'after', 'while'] as const) {
  test(
    `a review written before the app runs, submitted ${submitted} it starts, is sent`,
    { tag: '@phone' },
    async ({ page, request }) => {
      test.setTimeout(90_000)
      const [product] = await findProducts(request, (p) => p.stock >= 0)
      // 'while': the app is not held back; the first input starts it as the shopper goes on.
      const app = submitted === 'while' ? { release: () => Promise.resolve() } : await holdTheApp(page)
      await openBeforeTheApp(page, `/product-detail/${product!.slug}`)
      const form = page.getByRole('form', { name: 'Write a review' })
      const run = `${Date.now()}${Math.floor(Math.random() * 1000)}`
      await form.getByLabel('Name').fill('Early Reviewer')
      await form.getByLabel('Email').fill(`early.${run}@example.com`)
      await form.getByLabel('Review').fill('Typed before the app had started, and still sent.')
      // Kept until the app runs (the inline script holds the tap), then carried out.
      await form.getByRole('radio', { name: '5 stars' }).click()
      const submit = form.getByRole('button', { name: 'Submit' })
      if (submitted === 'before') {
        await submit.click()
        await app.release()
      } else if (submitted === 'while') {
        await submit.click()
      } else {
        await app.release()
        await expect(submit).toBeEnabled()
        await submit.click()
      }
      await expect(
        page.getByText('Thank you: your review will be shown once the shop has checked it.'),
      ).toBeVisible({
        timeout: 20_000,
      })
      await expect(form.getByLabel('Review')).toHaveValue('')
    },
  )
}

test(
  'the home page’s sign-in panel (loaded apart) typed and sent before the app runs signs in',
  { tag: '@phone' },
  async ({ page, request }) => {
    test.setTimeout(90_000)
    const customer = await registerCustomer(request)
    const app = await holdTheApp(page)
    await openBeforeTheApp(page, '/')
    const panel = page.locator('#main').getByRole('region', { name: 'Login', exact: true })
    await panel.getByLabel('Email').fill(customer.email)
    await panel.getByLabel(/^Password/).fill(customer.password)
    await panel.getByRole('button', { name: 'Login', exact: true }).click()
    await app.release()
    await expect(page.getByText(`Hello ${customer.first_name}`)).toBeVisible({ timeout: 20_000 })
  },
)

test(
  'the footer’s newsletter (loaded apart) typed and sent before the app runs stores the address once',
  { tag: '@phone' },
  async ({ page }) => {
    test.setTimeout(90_000)
    let posts = 0
    page.on('request', (r) => {
      if (r.url().endsWith('/api/newsletter') && r.method() === 'POST') posts++
    })
    const app = await holdTheApp(page)
    await openBeforeTheApp(page, '/all-products')
    const footer = page.getByRole('contentinfo')
    const field = footer.getByRole('textbox', { name: 'Subscribe to our newsletter' })
    await field.fill(`early-reader-${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`)
    await footer.getByRole('button', { name: 'SUBMIT' }).click()
    await app.release()
    await expect(footer.getByRole('status')).toHaveText('Thank you for subscribing to our newsletter.', {
      timeout: 20_000,
    })
    await expect(field).toHaveValue('')
    expect(posts).toBe(1)
  },
)
