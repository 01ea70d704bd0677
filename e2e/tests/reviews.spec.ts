import type { Locator, Page } from '@playwright/test'
import { expectToast, logIn, registerCustomer } from '../account-helpers'
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures'
import { apiToken, buyForPickup, findProducts, type ListedProduct } from '../shop-api'

const INCOMPLETE = 'Make sure you are providing Stars, Name, Email and Review.'
const ADDED = 'Product review added successfully.'
const HELD = 'Thank you: your review will be shown once the shop has checked it.'

/** A text no other journey writes, so the review can be found among everyone's. */
const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`

async function openProduct(page: Page, p: ListedProduct) {
  await page.goto(`/product-detail/${p.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: p.product_name })).toBeVisible()
}

/** The 'N ratings' count beside the product's name. */
async function ratingCount(page: Page): Promise<number> {
  const text = await page.getByRole('link', { name: /^\d+ ratings?$/ }).textContent()
  return Number(/\d+/.exec(text ?? '')?.[0])
}

async function fillReview(
  form: Locator,
  fields: { star: number; name?: string; email?: string; headline: string; review: string },
) {
  await form.getByRole('radio', { name: `${fields.star} ${fields.star === 1 ? 'star' : 'stars'}` }).check()
  if (fields.name !== undefined) await form.getByLabel('Name').fill(fields.name)
  if (fields.email !== undefined) await form.getByLabel('Email').fill(fields.email)
  await form.getByLabel('Headline').fill(fields.headline)
  await form.getByRole('textbox', { name: 'Review', exact: true }).fill(fields.review)
}

const reviewList = (page: Page) => page.getByRole('region', { name: 'Customer reviews' })

test('a guest reviews a product on its page; the review waits for the shop’s check and the page stays', async ({
  page,
  request,
}) => {
  const [product] = await findProducts(request, (p) => p.stock > 0, 1, 5)
  await openProduct(page, product!)
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true))
  const before = await ratingCount(page)
  const form = page.getByRole('form', { name: 'Write a review' })
  const submit = form.getByRole('button', { name: 'Submit' })
  await expect(submit).toBeDisabled()
  await expect(form.getByText(INCOMPLETE)).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  const headline = unique('Handy in the clinic')
  await fillReview(form, {
    star: 4,
    name: 'Guest Reviewer',
    email: 'not-an-address',
    headline,
    review: 'Arrived quickly and <b>works</b> as "described".',
  })
  await expect(form.getByText(INCOMPLETE)).toHaveCount(0)
  // The headline is optional: clearing it keeps Submit enabled; clearing the review does not.
  await form.getByRole('textbox', { name: 'Review', exact: true }).fill('')
  await expect(submit).toBeDisabled()
  await form
    .getByRole('textbox', { name: 'Review', exact: true })
    .fill('Arrived quickly and <b>works</b> as "described".')
  await submit.click()
  await expect(form.getByText('Email must be a valid e-mail address')).toBeVisible()
  await form.getByLabel('Email').fill('guest.reviewer@example.com')
  await submit.click()
  await expectToast(page, ADDED)
  // A guest's review is held for moderation: the form says so and the list does not show it yet.
  await expect(form.getByRole('status')).toHaveText(HELD)
  await expect(form.getByRole('textbox', { name: 'Review', exact: true })).toHaveValue('')
  await expect(reviewList(page).getByRole('article', { name: headline })).toHaveCount(0)
  expect(await ratingCount(page)).toBe(before)
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
  await expectNoSeriousA11yViolations(page)
})

test('a signed-in shopper reviews in the dialog with its captcha, then a second review is refused', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request)
  const [product] = await findProducts(request, (p) => p.stock > 0, 1, 6)
  await logIn(page, customer, `/product-detail/${product!.slug}`)

  await page.getByRole('button', { name: 'Write a review' }).click()
  const dialog = page.getByRole('dialog', { name: 'Write a review' })
  await expect(dialog).toBeVisible()
  // Name and e-mail come from the account.
  await expect(dialog.getByLabel('Name')).toHaveValue(`${customer.first_name} ${customer.last_name}`)
  await expect(dialog.getByLabel('Email')).toHaveValue(customer.email)
  await expectNoSeriousA11yViolations(page)

  // The code as a screen reader reads it: one character at a time.
  const spoken = async () =>
    ((await dialog.locator('.on-screen-code-spoken').textContent()) ?? '').replace(/\s/g, '')
  const first = await spoken()
  expect(first).toMatch(/^[A-Z0-9]{6}$/)
  const headline = unique('Reliable every time')
  await fillReview(dialog, { star: 5, headline, review: 'Exactly what our practice needed.' })
  const captchaBox = dialog.getByLabel('Type the captcha')
  await captchaBox.fill(first === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ')
  await dialog.getByRole('button', { name: 'Submit' }).click()
  await expect(dialog.getByText('Entered Captcha is wrong!')).toBeVisible()
  await expect(captchaBox).toHaveValue('')
  expect(await spoken()).not.toBe(first)
  await expectNoSeriousA11yViolations(page)
  // The message goes away by itself.
  await expect(dialog.getByText('Entered Captcha is wrong!')).toBeHidden({ timeout: 15_000 })

  const shown = await spoken()
  await dialog.getByRole('button', { name: 'New code' }).click()
  expect(await spoken()).not.toBe(shown)
  await captchaBox.fill((await spoken()).toLowerCase())
  await dialog.getByRole('button', { name: 'Submit' }).click()
  await expectToast(page, ADDED)
  await expect(dialog).toBeHidden()
  await expect(reviewList(page).getByRole('article', { name: headline })).toBeVisible()

  // One review per product and customer: the inline form says why a second one fails.
  const form = page.getByRole('form', { name: 'Write a review' })
  await expect(form.getByLabel('Name')).toHaveValue(`${customer.first_name} ${customer.last_name}`)
  await fillReview(form, { star: 2, headline: 'Again', review: 'A second opinion.' })
  await form.getByRole('button', { name: 'Submit' }).click()
  await expectToast(page, 'Error!')
  await expect(form.getByRole('alert')).toContainText('You have already reviewed this product.')
})

test('a buyer reviews from My Orders, finds it in My Review & Ratings and edits it', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request)
  const token = await apiToken(request, customer)
  const [product] = await findProducts(request, (p) => p.stock > 2, 1, 8)
  const name = product!.product_name

  await logIn(page, customer, '/dashboard/review')
  await expect(page.getByRole('heading', { level: 1, name: 'My Review & Ratings' })).toBeVisible()
  await expect(page.getByText('No reviews available')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await buyForPickup(request, token, product!)
  await page.goto('/dashboard/order')
  await page.getByRole('button', { name: 'Order Details' }).click()
  await page.getByRole('link', { name: `Write a review of ${name}` }).click()
  await expect(page).toHaveURL(`/dashboard/create-review/${product!.id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Create Review' })).toBeVisible()
  const form = page.getByRole('form', { name: 'Review' })
  await expect(form.getByRole('link', { name })).toBeVisible()
  await expect(form.getByRole('radio', { name: '1 star' })).toHaveAttribute('required', '')
  await expectNoSeriousA11yViolations(page)

  await form.getByRole('button', { name: 'Submit' }).click()
  await expect(form.getByText('Headline is required')).toBeVisible()
  await expect(form.getByText('Review is required')).toBeVisible()
  // The missing star is named too, before anything is sent.
  await expect(form.getByText('Please choose a rating from 1 to 5 stars.')).toBeVisible()
  const headline = unique('Good value')
  await form.getByLabel('Headline').fill(headline)
  await form.getByRole('textbox', { name: 'Review', exact: true }).fill('Sturdy and well packed.')
  await form.getByRole('button', { name: 'Submit' }).click()
  await expect(form.getByText('Please choose a rating from 1 to 5 stars.')).toBeVisible()
  await form.getByRole('radio', { name: '5 stars' }).check()
  await expect(form.getByText('Please choose a rating from 1 to 5 stars.')).toBeHidden()
  await form.getByRole('button', { name: 'Submit' }).click()
  await expectToast(page, 'Review submitted successfully')
  // Saved: the customer is taken to the reviews list, where it shows.
  await expect(page).toHaveURL(/\/dashboard\/review$/)
  const mine = page.getByRole('article', { name })
  await expect(mine.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible()
  await expect(mine.getByText(headline)).toBeVisible()
  await expect(mine.getByText(/^\d{2}-\d{2}-\d{4}$/)).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // A second review of the same product is refused with the reason.
  await page.goto(`/dashboard/create-review/${product!.id}`)
  await form.getByRole('radio', { name: '3 stars' }).check()
  await form.getByLabel('Headline').fill('Twice')
  await form.getByRole('textbox', { name: 'Review', exact: true }).fill('Once more.')
  await form.getByRole('button', { name: 'Submit' }).click()
  await expectToast(page, 'Failed to submit review')
  await expect(form.getByRole('alert')).toContainText('You have already reviewed this product.')

  await page.goto('/dashboard/review')
  await mine.getByRole('link', { name: `Edit your review of ${name}` }).click()
  await expect(page).toHaveURL(/\/dashboard\/edit-review\/\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Review' })).toBeVisible()
  const edit = page.getByRole('form', { name: 'Review' })
  await expect(edit.getByLabel('Headline')).toHaveValue(headline)
  await expect(edit.getByRole('radio', { name: '5 stars' })).toBeChecked()
  await expectNoSeriousA11yViolations(page)
  const changed = unique('Better than expected')
  await edit.getByRole('radio', { name: '4 stars' }).check()
  await edit.getByLabel('Headline').fill(changed)
  await edit.getByRole('button', { name: 'Submit' }).click()
  await expectToast(page, 'Review submitted successfully')
  await expect(page).toHaveURL(/\/dashboard\/review$/)
  await expect(page.getByRole('article', { name }).getByText(changed)).toBeVisible()
  await expect(
    page.getByRole('article', { name }).getByRole('img', { name: 'Rated 4 out of 5' }),
  ).toBeVisible()

  // On the product page the review carries the buyer's badge.
  await openProduct(page, product!)
  const shown = reviewList(page).getByRole('article', { name: changed })
  await expect(shown.getByText('Verified buyer')).toBeVisible()
})
