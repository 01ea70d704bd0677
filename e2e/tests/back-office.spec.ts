import path from 'node:path'
import type { Page } from '@playwright/test'
import { expectToast, registerCustomer } from '../account-helpers'
import {
  addFromDetail,
  APPROVED_CARD,
  fillPayment,
  openCheckoutAs,
  payButton,
  shot,
  staffCommand,
  type ApiProduct,
} from '../checkout-helpers'
import { expect, expectNoSeriousA11yViolations, test, type OpenPage } from '../fixtures'
import { apiToken, buyForPickup, findProducts } from '../shop-api'

// The back office (docs/requirements/back-office.md): staff sign in at /admin/login with an account
// made by the staff command, as the first owner of a real shop is.

const PICTURE = path.join(import.meta.dirname, '..', '..', 'packages', 'web', 'public', 'mail-logo.png')
const STAFF_PASSWORD = 'Counter-Staff-2026'

/** Something no other journey (or the other project running in parallel) uses. */
const unique = (label: string) => `${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`

/** A staff account made with `npm run shop -- staff add`, as the README tells a shop to make its first owner. */
function newStaff(role: 'owner' | 'staff') {
  const email = `${unique(role)}@staff.example.com`
  staffCommand('staff', 'add', email, '--role', role, '--password', STAFF_PASSWORD)
  return { email, password: STAFF_PASSWORD }
}

async function staffSignIn(page: Page, staff: { email: string; password: string }, target = '/admin') {
  await page.goto(target)
  await expect(page).toHaveURL(/\/admin\/login/)
  await expect(page.getByRole('heading', { name: 'Back office', level: 1 })).toBeVisible()
  await page.getByLabel('Email').fill(staff.email)
  await page.getByLabel('Password').fill(staff.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(new RegExp(`${target.replace(/[?]/g, '\\?')}$`))
}

/** A second browser for the staff member, so the customer's session in `page` stays the customer's. */
function staffPage(openPage: OpenPage) {
  return openPage({ viewport: { width: 1366, height: 900 } })
}

test('the shoppers’ first load carries no back-office code', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one browser is enough to read the scripts')
  const scripts: { url: string; body: string }[] = []
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push({ url: response.url(), body: await response.text() })
  })
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(scripts.length).toBeGreaterThan(0)
  for (const script of scripts) {
    expect(script.url, 'a back-office chunk on the storefront').not.toMatch(/\/assets\/admin-/)
    // The back office's API slice and staff session exist only in its own chunks.
    expect(script.body.includes('adminApi') || script.body.includes('staffSession'), script.url).toBe(false)
  }
})

test('staff create a product with a picture, receive a lot, a customer buys it, staff ship it and the customer sees it', async ({
  page,
  openPage,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the phone journey is the orders one below')
  test.setTimeout(120_000)
  const owner = newStaff('owner')
  const staff = await staffPage(openPage)

  await staff.goto('/admin')
  await expect(staff).toHaveURL(/\/admin\/login/)
  await expectNoSeriousA11yViolations(staff)
  await staffSignIn(staff, owner)
  await expect(staff.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  await expect(staff.getByText('Orders today', { exact: true })).toBeVisible()
  await shot(staff, testInfo, 'admin-dashboard')
  await expectNoSeriousA11yViolations(staff)

  // A new product, published, with a rich-text description.
  const name = `Journey Saline Wipes ${unique('n')}`
  const sku = unique('JRN').toUpperCase()
  await staff
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Products', exact: true })
    .click()
  await expect(staff.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible()
  await staff.getByRole('link', { name: 'New product' }).click()
  const form = staff.getByRole('form', { name: 'Product details' })
  await form.getByLabel('Product name').fill(name)
  await form.getByLabel('SKU').fill(sku)
  await form.getByLabel('Category').selectOption({ index: 1 })
  await form.getByLabel('Brand').selectOption({ index: 1 })
  await form.getByLabel('Unit', { exact: true }).fill('box of 50')
  await form.getByRole('textbox', { name: 'Price' }).fill('12.50')
  await form.getByRole('textbox', { name: 'Description' }).click()
  await staff.keyboard.type('Sterile saline wipes for wound care.')
  await form.getByLabel('Published (shoppers see it)').check()
  await shot(staff, testInfo, 'admin-product-new')
  await expectNoSeriousA11yViolations(staff)
  await form.getByRole('button', { name: 'Create product' }).click()
  await expectToast(staff, `${name} created.`)
  await expect(staff).toHaveURL(/\/admin\/products\/\d+$/)
  await expect(staff.getByRole('heading', { name, level: 1 })).toBeVisible()

  // A picture: previewed, uploaded, shown as the server's WebP.
  await staff.getByLabel('Add a picture').setInputFiles(PICTURE)
  await expect(staff.getByRole('img', { name: 'Preview of the chosen picture' })).toBeVisible()
  await staff.getByRole('button', { name: 'Upload picture' }).click()
  const thumbnail = staff.getByRole('img', { name: `${name}, picture 1 (thumbnail)` })
  await expect(thumbnail).toBeVisible()
  await expect(thumbnail).toHaveAttribute('src', /\.webp$/)
  await shot(staff, testInfo, 'admin-product-edit')
  await expectNoSeriousA11yViolations(staff)
  const slug = ((await staff.getByRole('link', { name: /View in shop/ }).getAttribute('href')) ?? '').replace(
    '/product-detail/',
    '',
  )
  expect(slug).not.toBe('')

  // A delivery of one lot with its expiry.
  await staff.getByRole('link', { name: 'Receive stock' }).click()
  await expect(staff.getByRole('heading', { name: 'Receive delivery', level: 1 })).toBeVisible()
  const lotNumber = unique('LOT').toUpperCase()
  await expect(staff.getByRole('combobox', { name: 'Product', exact: true })).toHaveValue(/\d+/)
  await staff.getByLabel('Lot number').fill(lotNumber)
  await staff.getByLabel('Expiry date').fill(`30-06-${new Date().getFullYear() + 2}`)
  await staff.getByLabel('Units').fill('5')
  await expectNoSeriousA11yViolations(staff)
  await staff.getByRole('button', { name: 'Receive delivery' }).click()
  const report = staff
    .getByRole('status')
    .filter({ has: staff.getByRole('table', { name: 'Lots received' }) })
  await expect(report.getByRole('cell', { name: lotNumber })).toBeVisible()
  await expect(report.getByText('available')).toBeVisible()
  await shot(staff, testInfo, 'admin-receive')

  await staff
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Lots', exact: true })
    .click()
  await staff.getByLabel('Lot number or product').fill(lotNumber)
  await staff.getByRole('button', { name: 'Search' }).click()
  await expect(staff.getByRole('cell', { name: new RegExp(`^${lotNumber} `) })).toBeVisible()
  await expectNoSeriousA11yViolations(staff)

  // The storefront shows it, and a customer buys it.
  const customer = await registerCustomer(page.request)
  const product = { slug, product_name: name } as ApiProduct
  await addFromDetail(page, product, 'Add To Cart')
  await expect(page.getByText('US $12.50').first()).toBeVisible()
  await openCheckoutAs(page, '/confirm-order', customer)
  await fillPayment(page, APPROVED_CARD)
  await payButton(page).click()
  await expect(page).toHaveURL(/\/checkout\/success$/)
  const orderNumber = ((await page.getByTestId('order-number').textContent()) ?? '').trim()
  expect(orderNumber).not.toBe('')

  // Staff find the order and ship it with a tracking id.
  await staff
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Orders', exact: true })
    .click()
  await staff.getByLabel('Order number').fill(orderNumber)
  await staff.getByRole('button', { name: 'Search' }).first().click()
  await expect(staff.getByRole('link', { name: orderNumber })).toBeVisible()
  await shot(staff, testInfo, 'admin-orders')
  await expectNoSeriousA11yViolations(staff)
  await staff.getByRole('link', { name: orderNumber }).click()
  await expect(staff.getByRole('heading', { name: `Order ${orderNumber}`, level: 1 })).toBeVisible()
  await expect(staff.getByRole('link', { name })).toBeVisible()
  await expect(staff.getByText(`Lots: ${lotNumber} ×1`)).toBeVisible()
  await staff.getByLabel('Next status').selectOption('Shipped')
  await staff.getByLabel('Carrier tracking id').fill('BDA-1Z999')
  await staff.getByLabel('Note to the customer').fill('Left our store this morning.')
  await staff.getByRole('button', { name: 'Update status' }).click()
  await expectToast(staff, `Order ${orderNumber} is now Shipped.`)
  const tracking = staff.getByRole('table', { name: 'Tracking history' })
  await expect(tracking.getByText('Carrier tracking id: BDA-1Z999')).toBeVisible()
  await shot(staff, testInfo, 'admin-order')
  await expectNoSeriousA11yViolations(staff)

  // The customer reads the new status in My Orders.
  await page.goto('/dashboard/order')
  const order = page.getByRole('article', { name: `Order ${orderNumber}` })
  await order.getByRole('button', { name: 'Track Order' }).click()
  const dialog = page.getByRole('dialog', { name: `Track Order ${orderNumber}` })
  await expect(dialog.getByText('Shipped')).toBeVisible()
  await expect(dialog.getByText('BDA-1Z999')).toBeVisible()
  await staff.context().close()
})

test('a guest’s review waits for staff, who publish it and later hide it', async ({
  page,
  openPage,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one browser is enough for moderation')
  const [product] = await findProducts(request, (p) => p.stock > 0, 1, 11)
  const headline = unique('Good value')
  // Staff search a review's text, name or product.
  const text = `A review staff will moderate, ${unique('r')}.`
  const posted = await request.post('/api/reviews', {
    headers: { Accept: 'application/json' },
    data: {
      product_id: product!.id,
      name: 'Moderated Reviewer',
      email: `${unique('moderated')}@example.com`.toLowerCase(),
      star: 2,
      headline,
      review: text,
    },
  })
  expect(posted.status(), await posted.text()).toBe(201)
  const reviews = page.getByRole('region', { name: 'Customer reviews' })
  await page.goto(`/product-detail/${product!.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: product!.product_name })).toBeVisible()
  // A guest's review is held until staff have read it.
  await expect(reviews.getByRole('article', { name: headline })).toHaveCount(0)

  const staff = await staffPage(openPage)
  await staffSignIn(staff, newStaff('staff'), '/admin/reviews')
  await staff.getByLabel('Text, name or product').fill(text)
  await staff.getByRole('button', { name: 'Search' }).click()
  const row = staff.getByRole('row').filter({ hasText: headline })
  await expect(row).toHaveCount(1)
  await shot(staff, testInfo, 'admin-reviews')
  await expectNoSeriousA11yViolations(staff)
  await row.getByRole('button', { name: 'Publish the review by Moderated Reviewer' }).click()
  await expect(row.getByText('published')).toBeVisible()
  await page.reload()
  await expect(reviews.getByRole('article', { name: headline })).toBeVisible()

  await row.getByRole('button', { name: 'Hide the review by Moderated Reviewer' }).click()
  await expect(row.getByText('hidden')).toBeVisible()
  await staff.context().close()

  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: product!.product_name })).toBeVisible()
  await expect(reviews.getByRole('article', { name: headline })).toHaveCount(0)
})

test(
  'staff work the orders list and an order on a phone',
  { tag: '@phone' },
  async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the desktop journey above covers orders on a wide screen')
    const customer = await registerCustomer(request)
    const [product] = await findProducts(request, (p) => p.stock > 2, 1, 21)
    await buyForPickup(request, await apiToken(request, customer), product!)

    await staffSignIn(page, newStaff('staff'), '/admin/orders')
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible()
    // The side navigation folds behind a button on a phone.
    const nav = page.getByRole('navigation', { name: 'Back office' })
    await expect(nav).toBeHidden()
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(nav).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Staff accounts' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Close menu' }).click()

    await page.getByRole('button', { name: 'Filters' }).click()
    await page.getByLabel('Customer').fill(customer.email)
    await page.getByRole('button', { name: 'Search' }).nth(1).click()
    const link = page.getByRole('table', { name: 'Orders' }).getByRole('link', { name: /^BMU-/ })
    await expect(link).toHaveCount(1)
    // Nothing sticks out sideways on a 390px screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await shot(page, testInfo, 'admin-orders')
    await expectNoSeriousA11yViolations(page)

    const orderNumber = (await link.textContent())?.trim() ?? ''
    await link.click()
    await expect(page.getByRole('heading', { name: `Order ${orderNumber}`, level: 1 })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    // A pickup order is readied for collection, never sent out for delivery, and has no carrier.
    const next = page.getByLabel('Next status')
    await expect(next.getByRole('option', { name: 'Ready for pickup' })).toHaveCount(1)
    await expect(next.getByRole('option', { name: 'Out for Delivery' })).toHaveCount(0)
    await expect(next.getByRole('option', { name: 'Shipped' })).toHaveCount(0)
    await expect(page.getByLabel('Carrier tracking id')).toHaveCount(0)
    await next.selectOption({ label: 'Ready for pickup' })
    await page.getByRole('button', { name: 'Update status' }).click()
    await expect(page.getByRole('region', { name: 'Summary' }).getByText('Ready for pickup')).toBeVisible()
    await shot(page, testInfo, 'admin-order')
    await expectNoSeriousA11yViolations(page)
  },
)

test('an owner adds a staff account: the form starts empty again, and an e-mail in use is refused under its field', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'a rule of the back-office forms, not of the screen size')
  await staffSignIn(page, newStaff('owner'), '/admin/staff')
  const form = page.getByRole('form', { name: 'New staff account' })
  const email = `${unique('clerk')}@staff.example.com`
  const create = async () => {
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Name').fill('Counter Clerk')
    await form.getByLabel('First password').fill(STAFF_PASSWORD)
    await form.getByRole('button', { name: 'Create account' }).click()
  }

  await create()
  await expectToast(page, `Staff account ${email} created.`)
  await expect(
    page.getByRole('table', { name: 'Staff accounts' }).getByText(email, { exact: true }),
  ).toBeVisible()
  await expect(form.getByLabel('Email')).toHaveValue('')

  // The server's 409 names the field: its message stands under that field, and what was typed stays.
  await create()
  await expectToast(page, 'exists already')
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription('is taken')
  await expect(form.getByLabel('Email')).toHaveValue(email)
  await expect(form.getByLabel('Name')).not.toHaveAttribute('aria-invalid')

  // The new member signs in with the owner's one-time password and must choose their own first.
  await page.context().clearCookies()
  await page.evaluate(() => window.localStorage.clear())
  await page.goto('/admin/orders')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(STAFF_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Choose your own password', level: 1 })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Back office' })).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
  await shot(page, testInfo, 'choose-password')
  await page.getByLabel('One-time password').fill(STAFF_PASSWORD)
  await page.getByLabel('New password').fill('Counter-Clerk-Own-2026')
  await page.getByLabel('Confirm Password').fill('Counter-Clerk-Own-2026')
  await page.getByRole('button', { name: 'Save my password' }).click()
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible()
})

test(
  'money fields take typing key by key, and saved coupons change, with and without dates',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await staffSignIn(page, newStaff('owner'), '/admin/shipping-rates')
    const country = unique('Testland')
    await page.getByRole('textbox', { name: /^Country/ }).fill(country)
    const rate = page.getByLabel('Rate', { exact: true })
    // Letters and digits, typed as staff type them: the page stays, the field says what is wrong.
    await rate.click()
    await rate.press('End')
    await rate.pressSequentially('5a')
    await expect(rate).toHaveValue('0.005a')
    await page.getByRole('button', { name: 'Save rate' }).click()
    await expect(rate).toHaveAttribute('aria-invalid', 'true')
    await rate.fill('')
    await rate.pressSequentially('12.50')
    await page.getByLabel('Free from').pressSequentially('150')
    await page.getByRole('button', { name: 'Save rate' }).click()
    await expectToast(page, 'Shipping rate saved.')
    const row = page.getByRole('row').filter({ hasText: country })
    await expect(row.getByRole('cell', { name: 'US $12.50' })).toBeVisible()
    await shot(page, testInfo, 'admin-shipping-rate-typed')
    await row.getByRole('button', { name: /Delete/ }).click()
    await expect(page.getByRole('row').filter({ hasText: country })).toHaveCount(0)

    await page.goto('/admin/coupons')
    const coupons = page.getByRole('table', { name: 'Coupons' })
    await expect(
      coupons.getByRole('row').filter({ hasText: 'EXPIRED20' }).getByText('Expired', { exact: true }),
    ).toBeVisible()
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Save coupon' }) })
    // A new coupon's minimum, typed key by key.
    await form.getByLabel('Order at least').click()
    await form.getByLabel('Order at least').press('End')
    await form.getByLabel('Order at least').pressSequentially('1x')
    await expect(form.getByLabel('Order at least')).toHaveValue('0.001x')

    await coupons.getByRole('button', { name: 'Change WELCOME10' }).click()
    await expect(form.getByLabel('Order at least')).toHaveValue('25.00')
    await form.getByRole('button', { name: 'Save coupon' }).click()
    await expectToast(page, 'Coupon saved.')

    await coupons.getByRole('button', { name: 'Change EXPIRED20' }).click()
    await expect(form.getByLabel('From')).toHaveValue(/^\d{2}-\d{2}-\d{4}$/)
    await expect(form.getByLabel('Until')).toHaveValue(/^\d{2}-\d{2}-\d{4}$/)
    const until = await form.getByLabel('Until').inputValue()
    await form.getByRole('button', { name: 'Save coupon' }).click()
    await expectToast(page, 'Coupon saved.')
    // The dates were kept: the form shows them again (the list's dates column is folded on a phone).
    await coupons.getByRole('button', { name: 'Change EXPIRED20' }).click()
    await expect(form.getByLabel('Until')).toHaveValue(until)
    await expectNoSeriousA11yViolations(page)
    await shot(page, testInfo, 'admin-coupons-edited')
  },
)

test('owner-only screens are hidden from staff and refused to them', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'a rule of the screens, not of the screen size')
  await staffSignIn(page, newStaff('staff'))
  const nav = page.getByRole('navigation', { name: 'Back office' })
  await expect(nav.getByRole('link', { name: 'Orders', exact: true })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Staff accounts' })).toHaveCount(0)
  await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveCount(0)
  await page.goto('/admin/staff')
  await expect(page.getByRole('heading', { name: 'Owners only' })).toBeVisible()
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/admin\/login$/)
})
