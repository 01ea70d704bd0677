import { expect, expectNoSeriousA11yViolations, test } from '../fixtures'
import { dashboardMenu, logIn, registerCustomer, submitLogin, expectToast } from '../account-helpers'
import type { Page } from '@playwright/test'

/** Fills and saves the inline 'Add Addresses' form of My Profile. */
async function addAddress(page: Page, fields: { first: string; street: string; city: string; zip: string }) {
  await page.getByRole('button', { name: 'Add New Address' }).click()
  const form = page.getByRole('form', { name: 'Add Addresses' })
  await form.getByLabel('First Name').fill(fields.first)
  await form.getByLabel('Street').fill(fields.street)
  await form.getByLabel('City').fill(fields.city)
  await form.getByLabel('Zipcode').fill(fields.zip)
  await form.getByRole('button', { name: 'Save Address' }).click()
}

const card = (page: Page, name: string) => page.getByRole('article', { name })

test(
  'a customer keeps their saved addresses: add, edit, set default and remove',
  { tag: '@phone' },
  async ({ page, request }) => {
    const customer = await registerCustomer(request)
    await logIn(page, customer, '/dashboard/my-profile')
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible()
    const profile = page.getByRole('region', { name: 'Ada Outerbridge' })
    await expect(profile.getByText(customer.email)).toBeVisible()
    await expect(profile.getByText('12 Reid Street, Hamilton, HM11, Bermuda')).toBeVisible()
    await expect(profile.locator('img')).toHaveAttribute('src', '/default-avatar.svg')
    await expect(profile.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/dashboard/edit-profile',
    )
    await expectNoSeriousA11yViolations(page)

    // The form needs its required fields.
    await page.getByRole('button', { name: 'Add New Address' }).click()
    const form = page.getByRole('form', { name: 'Add Addresses' })
    await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email')
    await form.getByLabel('First Name').fill('')
    await form.getByLabel('Country').selectOption('')
    await form.getByRole('button', { name: 'Save Address' }).click()
    await expect(form.getByText('First Name is required')).toBeVisible()
    await expect(form.getByText('City is required')).toBeVisible()
    await expect(form.getByText('zipcode is required')).toBeVisible()
    await expect(form.getByText('Country is required')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await form.getByRole('button', { name: 'Cancel' }).click()
    await expect(form).toBeHidden()

    // One address book: the address given at registration is the first saved one, and the default.
    const registered = card(page, 'Ada Outerbridge')
    await expect(registered.getByText('12 Reid Street, Hamilton, HM11, Bermuda')).toBeVisible()
    await expect(registered.getByText('Default', { exact: true })).toBeVisible()

    await addAddress(page, { first: 'Home', street: '4 Harbour Road', city: 'Paget', zip: 'PG01' })
    await expectToast(page, 'Address added successfully!')
    const home = card(page, 'Home Outerbridge')
    await expect(home.getByText('4 Harbour Road, Paget, PG01, Bermuda')).toBeVisible()
    await expect(home.getByText('Default', { exact: true })).toHaveCount(0)
    await expect(registered.getByText('Default', { exact: true })).toBeVisible()

    await addAddress(page, { first: 'Office', street: '30 Church Street', city: 'Hamilton', zip: 'HM12' })
    await expectToast(page, 'Address added successfully!')
    const office = card(page, 'Office Outerbridge')
    await expect(office).toBeVisible()
    await office.getByRole('button', { name: /Set Default Address/ }).click()
    await expectToast(page, 'Address set as default successfully')
    await expect(office.getByText('Default', { exact: true })).toBeVisible()
    await expect(registered.getByText('Default', { exact: true })).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)

    // Edit the office address.
    await office.getByRole('link', { name: /Edit/ }).click()
    await expect(page).toHaveURL(/\/dashboard\/edit-address\/\d+$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Addresses' })).toBeVisible()
    const edit = page.locator('#main form')
    await expect(edit.getByLabel('Street')).toHaveValue('30 Church Street')
    await expectNoSeriousA11yViolations(page)
    await edit.getByLabel('City').fill('')
    await edit.getByRole('button', { name: 'Update Address' }).click()
    await expect(edit.getByText('City is required')).toBeVisible()
    await edit.getByLabel('City').fill('St. George')
    // A Bermuda address has a parish where other countries have a state.
    await expect(edit.getByLabel('State', { exact: true })).toHaveCount(0)
    await edit.getByLabel('Parish').fill("St. George's Parish")
    await edit.getByRole('button', { name: 'Update Address' }).click()
    await expectToast(page, 'Address updated successfully!')
    await expect(page).toHaveURL('/dashboard/my-profile')
    await expect(
      office.getByText("30 Church Street, St. George, St. George's Parish, HM12, Bermuda"),
    ).toBeVisible()

    // Remove the home address.
    await home.getByRole('button', { name: /Remove/ }).click()
    await expectToast(page, 'Address removed successfully')
    await expect(home).toHaveCount(0)
    await expect(office).toBeVisible()
  },
)

test('address failures name what went wrong', async ({ page, request }) => {
  const customer = await registerCustomer(request)
  await logIn(page, customer, '/dashboard/edit-address/999999')
  await expect(page.locator('#main').getByText('Failed to fetch existing address')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.goto('/dashboard/my-profile')
  // The network drops the request: a different text from a refusal by the server.
  await page.route('**/api/customer/address', (route) => route.abort('internetdisconnected'))
  await addAddress(page, { first: 'Cabin', street: '2 Tucker Lane', city: 'Sandys', zip: 'MA01' })
  await expectToast(page, 'An error occurred while adding address')
  await page.unroute('**/api/customer/address')
  await page
    .getByRole('form', { name: 'Add Addresses' })
    .getByRole('button', { name: 'Save Address' })
    .click()
  await expectToast(page, 'Address added successfully!')
})

test('a customer edits their profile', async ({ page, request }) => {
  const customer = await registerCustomer(request)
  await logIn(page, customer, '/dashboard/my-profile')
  await page.getByRole('link', { name: 'Edit profile' }).click()
  await expect(page).toHaveURL('/dashboard/edit-profile')
  await expect(page.getByRole('heading', { level: 1, name: 'My Edit Profile' })).toBeVisible()
  const form = page.locator('#main form')
  await expect(form.getByLabel('First Name')).toHaveValue('Ada')
  await expect(form.getByLabel('Email')).toHaveValue(customer.email)
  await expect(form.getByLabel('Email')).toHaveAttribute('readonly', '')
  // At most 13 digits; the field leaves room for the spaces and + people type ('+1 441 295 0000').
  for (const label of ['Cell Phone', 'Work Phone', 'Home Phone']) {
    await expect(form.getByLabel(label)).toHaveAttribute('maxlength', '20')
  }
  const countries = form.getByLabel('Country').locator('option')
  expect(await countries.count()).toBeGreaterThan(190)
  await expect(countries.nth(1)).toHaveText('Bermuda')
  await expect(countries.nth(2)).toHaveText('United States')
  await expect(countries.nth(3)).toHaveText('Canada')
  await expect(countries.nth(4)).toHaveText('United Kingdom')
  await expectNoSeriousA11yViolations(page)

  await form.getByLabel('First Name').fill('Adaline')
  await form.getByLabel('Middle Name').fill('May')
  await form.getByLabel('Work Phone').fill('+1 441 295 1111')
  await form.getByLabel('Gender').selectOption('female')
  await expect(form.getByLabel('Parish', { exact: true })).toBeVisible()
  // Dates read DD-MM-YYYY everywhere, the date of birth too.
  await expect(form.getByLabel(/^Date of Birth/)).toHaveAttribute('placeholder', 'DD-MM-YYYY')
  await form.getByLabel(/^Date of Birth/).fill('31-02-1988')
  await form.getByRole('button', { name: 'Update Profile' }).click()
  await expect(form.getByText('Date of birth must be a date (DD-MM-YYYY)')).toBeVisible()
  await form.getByLabel(/^Date of Birth/).fill('17-04-1988')
  await form.getByLabel('Apartment/Flat').fill('Flat 3')
  await form.getByLabel('City/Town').fill('Pembroke')
  await form.getByRole('button', { name: 'Update Profile' }).click()
  await expectToast(page, 'User data updated successfully!')
  await expect(page).toHaveURL('/dashboard/my-profile')
  const profile = page.getByRole('region', { name: 'Adaline May Outerbridge' })
  await expect(profile.getByText('Flat 3, 12 Reid Street, Pembroke, HM11, Bermuda')).toBeVisible()

  const saved = await request.post('/api/login', {
    data: { login: customer.email, password: customer.password },
  })
  const user = ((await saved.json()) as { data: Record<string, unknown> }).data
  expect(user).toMatchObject({
    first_name: 'Adaline',
    gender: 'female',
    dob: '1988-04-17',
    work_phone: '+1 441 295 1111',
  })

  // A phone field keeps only what a phone holds, typed or pasted.
  await page.goto('/dashboard/edit-profile')
  await expect(form.getByLabel(/^Date of Birth/)).toHaveValue('17-04-1988')
  await form.getByLabel('Cell Phone').fill('')
  await form.getByLabel('Cell Phone').pressSequentially('44a1b295')
  await expect(form.getByLabel('Cell Phone')).toHaveValue('441295')
  await form.getByLabel('Home Phone').fill('+1 441 CALL NOW')
  await expect(form.getByLabel('Home Phone')).toHaveValue('+1 441  ')

  // A refused value stays on the form with the server's words.
  await page.goto('/dashboard/edit-profile')
  await form.getByLabel(/^Date of Birth/).fill('01-01-2999')
  await form.getByRole('button', { name: 'Update Profile' }).click()
  await expect(form.getByText('Date of birth must be in the past')).toBeVisible()
})

test('a customer changes their password', async ({ page, request }) => {
  const customer = await registerCustomer(request)
  await logIn(page, customer, '/dashboard')
  const menu = await dashboardMenu(page)
  await menu.getByRole('link', { name: 'Change Password' }).click()
  await expect(page).toHaveURL('/dashboard/change-password')
  await expectNoSeriousA11yViolations(page)

  const form = page.locator('#main form')
  const submit = form.getByRole('button', { name: 'SUBMIT' })
  await form.getByLabel('Old Password').fill(customer.password)
  await form.getByLabel('New Password').fill('Long-Tail-Boat-2026')
  await form.getByLabel('Confirm Password').fill('Long-Tail-Boat-2025')
  await submit.click()
  await expect(form.getByText('New password and confirm password do not match.')).toBeVisible()

  await form.getByLabel('Old Password').fill('not-my-password')
  await form.getByLabel('Confirm Password').fill('Long-Tail-Boat-2026')
  await submit.click()
  await expectToast(page, 'Failed to change password')
  await expect(form.getByText('The old password is incorrect.')).toBeVisible()
  // A wrong old password does not end the session.
  await expect(page).toHaveURL('/dashboard/change-password')

  await form.getByLabel('Old Password').fill(customer.password)
  await submit.click()
  await expectToast(page, 'Password changed successfully!')
  await expect(form.getByLabel('Old Password')).toHaveValue('')

  await (await dashboardMenu(page)).getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL('/')
  // The home page's sign-in panel: the shopper stays on the home page, now without the panel.
  await submitLogin(page, customer.email, 'Long-Tail-Boat-2026')
  await expect(page.getByRole('heading', { name: 'Login' })).toHaveCount(0)
  await expect(page).toHaveURL('/')
})

test(
  'the dashboard menu folds above the content on a phone',
  { tag: '@phone' },
  async ({ page, request }) => {
    const customer = await registerCustomer(request)
    await logIn(page, customer, '/dashboard')
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    const toggle = page.getByRole('button', { name: 'Show account menu' })
    const menu = page.getByRole('navigation', { name: 'Account' })
    const phone = (page.viewportSize()?.width ?? 1366) < 768
    if (phone) {
      await expect(menu).toBeHidden()
      await toggle.click()
      await expect(page.getByRole('button', { name: 'Hide account menu' })).toHaveAttribute(
        'aria-expanded',
        'true',
      )
    } else {
      await expect(toggle).toBeHidden()
    }
    for (const name of [
      'Dashboard',
      'Orders',
      'My Profile',
      'Change Password',
      'My Review & Ratings',
      'My Wish List',
    ]) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await menu.getByRole('link', { name: 'My Profile' }).click()
    await expect(page).toHaveURL('/dashboard/my-profile')
    if (phone) await expect(menu).toBeHidden()
    await expectNoSeriousA11yViolations(page)
  },
)
