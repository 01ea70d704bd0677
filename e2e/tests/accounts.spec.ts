import type { Page } from '@playwright/test'
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures'
import {
  dashboardMenu,
  logIn,
  newCustomer,
  registerCustomer,
  submitLogin,
  expectToast,
} from '../account-helpers'

/** Logs out from the header's account menu. */
async function dashboardMenuOrHeaderLogout(page: Page) {
  return async () => {
    await page.getByRole('button', { name: /Account & Lists/ }).click()
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page.getByText('Hello User')).toBeVisible()
  }
}

test.describe('Registration, login and logout', () => {
  test('a new shopper registers, logs in on the way to their profile, and logs out', async ({ page }) => {
    const customer = newCustomer()
    await page.goto('/signup')
    await expect(page.getByRole('heading', { level: 1, name: 'Register Here' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    const form = page.locator('#main')
    await form.getByRole('button', { name: 'Register' }).click()
    for (const message of [
      'First Name is required',
      'Last Name is required',
      'Email is required',
      'City is required',
      'Phone is required',
      'Country is required',
      'Address is required',
      'zipcode is required',
      'Password is required',
      'Confirm Password is required',
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible()
    }
    await expectNoSeriousA11yViolations(page)

    await form.getByLabel('First Name').fill(customer.first_name)
    await form.getByLabel('Last Name').fill(customer.last_name)
    // Letters never stay in the phone field: it keeps digits, spaces and a leading +.
    await form.getByLabel('Phone').pressSequentially('44a1b')
    await expect(form.getByLabel('Phone')).toHaveValue('441')
    await form.getByLabel('Phone').fill(customer.phone)
    await form.getByLabel('Email').fill(customer.email)
    await form.getByLabel('Address').fill('12 Reid Street')
    await form.getByLabel('City').fill('Hamilton')
    await form.getByLabel('Zipcode').fill('HM11')
    await expect(form.getByLabel('Zipcode')).toHaveAttribute('maxlength', '6')
    await expect(form.getByLabel('Country').locator('option')).toHaveText(['Select Country', 'Bermuda'])
    await form.getByLabel('Country').selectOption('Bermuda')
    await form.getByLabel(/^Password/).fill(customer.password)
    await form.getByLabel('Confirm Password').fill(`${customer.password}x`)
    await form.getByRole('button', { name: 'Register' }).click()
    await expect(form.getByText('Password and confirm password do not match.')).toBeVisible()

    await form.getByLabel('Confirm Password').fill(customer.password)
    await form.getByRole('button', { name: 'Register' }).click()
    await expectToast(page, 'Registered successful!')
    // Registered is signed in: back on the shop, greeted by name.
    await expect(page).toHaveURL('/')
    await expect(page.getByText(`Hello ${customer.first_name}`)).toBeVisible()
    await (
      await dashboardMenuOrHeaderLogout(page)
    )()

    // A guest asking for a dashboard page is sent to the login form, then brought back.
    await page.goto('/dashboard/my-profile')
    await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent('/dashboard/my-profile')}`)
    await expectNoSeriousA11yViolations(page)
    const main = page.locator('#main')
    const submit = main.getByRole('button', { name: 'Login', exact: true })
    await expect(submit).toBeDisabled()
    await main.getByLabel('Email').fill(customer.email)
    await expect(submit).toBeDisabled()
    await submitLogin(page, customer.email, customer.password)
    await expect(page).toHaveURL('/dashboard/my-profile')
    await expect(page.getByRole('region', { name: 'Ada Outerbridge' })).toBeVisible()
    // Browser storage keeps the session (token, id, first name), never the profile.
    const stored = await page.evaluate(() =>
      JSON.parse(JSON.parse(localStorage.getItem('persist:root') ?? '{}').auth),
    )
    expect(stored.token).toBeTruthy()
    expect(stored.user).toEqual({ id: expect.any(Number), first_name: 'Ada' })
    expect(JSON.stringify(stored)).not.toContain(customer.phone)

    const menu = await dashboardMenu(page)
    await menu.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 2, name: 'Login' })).toBeVisible()

    // The session is gone in the browser and the token is revoked on the server.
    await page.goto('/dashboard')
    await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent('/dashboard')}`)
    const token = await page.evaluate(() => localStorage.getItem('persist:root'))
    expect(JSON.parse(JSON.parse(token ?? '{}').auth ?? '{}').token ?? null).toBeNull()
  })

  test('logging out revokes the token on the server', async ({ page, request }) => {
    const customer = await registerCustomer(request)
    await logIn(page, customer, '/dashboard/change-password')
    const token = await page.evaluate(
      () => JSON.parse(JSON.parse(localStorage.getItem('persist:root') ?? '{}').auth).token as string,
    )
    expect(token).toBeTruthy()
    const before = await request.get('/api/customer/get-user', {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(before.status()).toBe(200)

    const menu = await dashboardMenu(page)
    await menu.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL('/')
    const after = await request.get('/api/customer/get-user', {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(after.status()).toBe(401)
  })

  test('the header account menu logs out from any page', async ({ page, request }) => {
    const customer = await registerCustomer(request)
    await logIn(page, customer)
    await page.goto('/contact-us')
    await page.getByRole('button', { name: /Hello Ada/ }).click()
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 2, name: 'Login' })).toBeVisible()
    await expect(page.getByRole('button', { name: /Hello User/ })).toBeVisible()
  })

  test('a wrong password shows the server message and the inline error, once each', async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer(request)
    await page.goto('/login')
    const toasts = page.locator('.Toastify').getByRole('alert')
    const inline = page.locator('#main').getByText('Error occurred. Please check your details.')
    await submitLogin(page, customer.email, 'not-the-password')
    await expect(toasts.filter({ hasText: 'These credentials do not match our records.' })).toHaveCount(1)
    await expect(inline).toHaveCount(1)
    // A second wrong try still shows one of each, not a stack.
    await submitLogin(page, customer.email, 'still-not-the-password')
    await expect(page.locator('#main').getByRole('button', { name: 'Login', exact: true })).toBeEnabled()
    await expect(toasts).toHaveCount(1)
    await expect(inline).toHaveCount(1)
    await expect(page).toHaveURL('/login')
    await expectNoSeriousA11yViolations(page)
    // The right password closes the error toast: nothing stale is left on the next page.
    await submitLogin(page, customer.email, customer.password)
    await expect(page).toHaveURL('/all-products')
    await expect(toasts.filter({ hasText: 'These credentials do not match our records.' })).toHaveCount(0)
  })

  test("logging in from the header's account menu comes back to the page the shopper was on", async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer(request)
    await page.goto('/faq')
    await page.getByRole('button', { name: /Hello User/ }).click()
    await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).click()
    await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent('/faq')}`)
    await submitLogin(page, customer.email, customer.password)
    await expect(page).toHaveURL('/faq')
  })

  test('the e-mail format hint appears after a pause in typing', async ({ page }) => {
    await page.goto('/Login')
    const email = page.locator('#main').getByLabel('Email')
    await email.fill('someone@example')
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible()
    await email.fill('someone@example.bm')
    await expect(page.getByText('Please enter a valid email address.')).toBeHidden()
  })

  test('registering an e-mail twice says so', async ({ page, request }) => {
    const customer = await registerCustomer(request)
    await page.goto('/signup')
    const form = page.locator('#main')
    await form.getByLabel('First Name').fill('Ben')
    await form.getByLabel('Last Name').fill('Trott')
    await form.getByLabel('Phone').fill(newCustomer().phone)
    await form.getByLabel('Email').fill(customer.email)
    await form.getByLabel('Address').fill('1 Front Street')
    await form.getByLabel('City').fill('Hamilton')
    await form.getByLabel('Zipcode').fill('HM12')
    await form.getByLabel('Country').selectOption('Bermuda')
    await form.getByLabel(/^Password/).fill('Another-Long-Secret-9')
    await form.getByLabel('Confirm Password').fill('Another-Long-Secret-9')
    await form.getByRole('button', { name: 'Register' }).click()
    await expectToast(page, 'Please check if email or phone is not already registered')
    await expect(page).toHaveURL('/signup')
  })

  test('signing in from the header or the home page stays on that page', async ({ page, request }) => {
    const customer = await registerCustomer(request)
    await page.goto('/privacy-policy')
    await page.getByRole('button', { name: /Account & Lists/ }).click()
    await page.getByRole('link', { name: 'Login', exact: true }).click()
    await submitLogin(page, customer.email, customer.password)
    await expect(page).toHaveURL('/privacy-policy')
    await (
      await dashboardMenuOrHeaderLogout(page)
    )()
    await page.goto('/')
    await submitLogin(page, customer.email, customer.password)
    await expect(page).toHaveURL('/')
    await expect(page.getByText(`Hello ${customer.first_name}`)).toBeVisible()
  })

  test('redirectTo only leads to pages of this shop', async ({ page, request }) => {
    const customer = await registerCustomer(request)
    await page.goto(`/login?redirectTo=${encodeURIComponent('//evil.example/steal')}`)
    await submitLogin(page, customer.email, customer.password)
    await expect(page).toHaveURL('/all-products')
  })

  test('the home page is a shop front with the sign-in as one panel for guests', async ({
    page,
    request,
  }) => {
    await page.goto('/')
    await expect(page).toHaveTitle(/^Bermuda Medical Supply/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Medical, health and aesthetics supplies for Bermuda',
    )
    const deals = page.getByRole('region', { name: "Today's deals" })
    await expect(deals.getByRole('article').first()).toBeVisible()
    await expect(deals.getByRole('link', { name: 'See all deals' })).toHaveAttribute('href', '/deals')
    const categories = page.getByRole('region', { name: 'Shop by category' })
    await expect(categories.getByRole('link', { name: 'Wound Care' })).toHaveAttribute(
      'href',
      '/category/wound-care/',
    )
    await expect(
      page.getByRole('region', { name: 'Best sellers' }).getByRole('article').first(),
    ).toBeVisible()
    const promises = page.getByRole('region', { name: 'What we promise' })
    for (const promise of [
      'Pharmacist advice',
      'Pickup in Hamilton',
      'Next-day delivery',
      'Damaged? We replace it',
    ])
      await expect(promises.getByRole('heading', { name: promise })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Login' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Register Here' })).toHaveAttribute('href', '/signup')
    await expect(page.locator('#main').getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forget-password',
    )
    await expectNoSeriousA11yViolations(page)

    // Signing in from the panel stays on the home page, which then shows without the panel.
    const customer = await registerCustomer(request)
    await submitLogin(page, customer.email, customer.password)
    await expect(page.getByRole('heading', { name: 'Login' })).toHaveCount(0)
    await expect(page).toHaveURL('/')
    await expect(deals.getByRole('article').first()).toBeVisible()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Medical, health and aesthetics supplies for Bermuda',
    )
    await expect(page.getByRole('heading', { name: 'Login' })).toHaveCount(0)
  })

  test('an expired session ends cleanly and the shopper can log in again', async ({ page, request }) => {
    const customer = await registerCustomer(request)
    await logIn(page, customer, '/dashboard/my-profile')
    // The address changes as the page starts drawing: its reads are done once it shows the
    // customer, and only then is the token revoked (else this page, not the next, ends the session).
    await expect(
      page.getByRole('region', { name: 'Ada Outerbridge' }).getByText(customer.email),
    ).toBeVisible()
    // Another device changes the password: every other token of this customer stops working.
    const login = await request.post('/api/login', {
      data: { login: customer.email, password: customer.password },
    })
    const other = ((await login.json()) as { _token: string })._token
    const changed = await request.put('/api/customer/update-password', {
      headers: { Authorization: `Bearer ${other}` },
      data: { old_password: customer.password, new_password: 'Brand-New-Secret-77' },
    })
    expect(changed.status()).toBe(200)

    await page.goto('/dashboard/edit-profile')
    await expectToast(page, 'Your session has ended. Please log in again.')
    await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent('/dashboard/edit-profile')}`)
    await submitLogin(page, customer.email, 'Brand-New-Secret-77')
    await expect(page).toHaveURL('/dashboard/edit-profile')
  })
})

test.describe('Guards', () => {
  for (const path of [
    '/dashboard',
    '/dashboard/order',
    '/dashboard/my-profile',
    '/dashboard/edit-profile',
    '/dashboard/edit-address/1',
    '/dashboard/change-password',
    '/dashboard/review',
    '/dashboard/wishlist',
  ]) {
    test(`a guest at ${path} is sent to the login form with a way back`, async ({ page }) => {
      await page.goto(path)
      await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(path)}`)
      await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible()
    })
  }
})

test.describe('Contact page', () => {
  test('a visitor sends a message after typing the on-screen code', async ({ page }) => {
    await page.goto('/contact-us')
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
    await expect(page.getByText('We reply to every message within 24 hours.')).toBeVisible()
    const details = page.getByRole('region', { name: 'Contact details' })
    await expect(details.getByRole('link', { name: '+1 (441) 295-0000' })).toHaveAttribute(
      'href',
      'tel:+14412950000',
    )
    await expect(details.getByText('P.O. Box HM 1234')).toBeVisible()
    await expect(details.getByText('Prefer to chat?')).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    const form = page.locator('#main form')
    const send = form.getByRole('button', { name: 'Send Message' })
    await form.getByLabel('Name').fill('Ada Outerbridge')
    await form.getByLabel('Email').fill('ada@example.com')
    await form.getByLabel('Phone').fill('441 555 0101')
    await form.getByLabel('Message').fill('Do you deliver to St. George’s?')
    await expect(send).toBeDisabled()

    const codeBox = form.getByLabel('Type the security code')
    const shown = async () => ((await form.locator('.security-code').textContent()) ?? '').trim()
    const first = await shown()
    expect(first).toMatch(/^\d{4}$/)
    // Screen readers get the digits one by one.
    await expect(form.getByText(first.split('').join(' '), { exact: true })).toBeAttached()
    const wrong = first === '0000' ? '1111' : '0000'
    await codeBox.fill(wrong)
    await expect(codeBox).toHaveValue('')
    await expect(form.getByText('That code did not match.')).toBeVisible()
    await expect(send).toBeDisabled()

    await codeBox.fill(await shown())
    await expect(send).toBeEnabled()
    await form.getByLabel('Name').fill('')
    await expect(send).toBeDisabled()
    await form.getByLabel('Name').fill('Ada Outerbridge')
    await send.click()
    await expectToast(page, 'Message sent successfully.')
    await expect(form.getByLabel('Name')).toHaveValue('')
    await expect(codeBox).toHaveValue('')
  })
})
