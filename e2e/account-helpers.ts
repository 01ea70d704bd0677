import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'

export interface Customer {
  first_name: string
  last_name: string
  phone: string
  email: string
  password: string
}

let sequence = 0

/** A customer no other test uses: both projects run the same specs in parallel on one database. */
export function newCustomer(): Customer {
  sequence += 1
  const unique = `${Date.now()}${process.pid}${sequence}${Math.floor(Math.random() * 1000)}`
  return {
    first_name: 'Ada',
    last_name: 'Outerbridge',
    phone: `4${unique.slice(-9)}`,
    email: `e2e.${unique}@example.com`,
    password: 'Harbour-Lights-2026',
  }
}

/** Registers a customer through the API (POST signup, docs/requirements/accounts.md §10) and returns the credentials. */
export async function registerCustomer(
  request: APIRequestContext,
  customer = newCustomer(),
): Promise<Customer> {
  const answer = await request.post('/api/signup', {
    headers: { Accept: 'application/json' },
    data: {
      ...customer,
      middle_name: '',
      address: '12 Reid Street',
      city: 'Hamilton',
      zipcode: 'HM11',
      country: 'Bermuda',
      confirm_password: customer.password,
    },
  })
  expect(answer.status(), await answer.text()).toBe(201)
  return customer
}

/** Fills the login form of the page that is shown and submits it. */
export async function submitLogin(page: Page, email: string, password: string) {
  // The login form itself, not any e-mail field in #main: after a client-side move to /login the
  // address changes before React draws the new page, and the product page's review form has an
  // Email field of its own (typing there left the login's empty and its button disabled).
  const form = page.locator('#main').getByRole('region', { name: 'Login', exact: true })
  await form.getByLabel('Email').fill(email)
  await form.getByLabel(/^Password/).fill(password)
  await form.getByRole('button', { name: 'Login', exact: true }).click()
}

/** Logs in through /login, going on to `redirectTo` (a path) when given. */
export async function logIn(page: Page, customer: Pick<Customer, 'email' | 'password'>, redirectTo?: string) {
  await page.goto(redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/login')
  await submitLogin(page, customer.email, customer.password)
  await expect(page).toHaveURL(redirectTo ?? '/all-products')
}

/**
 * Waits for a toast with this text (react-toastify), then closes it, so that the same message
 * later in the journey has to be a new toast.
 */
export async function expectToast(page: Page, text: string) {
  const toast = page.locator('.Toastify').getByRole('alert').filter({ hasText: text }).first()
  await expect(toast).toBeVisible()
  const id = await toast.getAttribute('id')
  await toast.getByRole('button', { name: 'close' }).click()
  // Gone from the page, not only fading: a fading toast fails the contrast check.
  await expect(page.locator(`.Toastify [id="${id}"]`)).toHaveCount(0)
}

/** The dashboard's side menu; on a phone it is folded behind a button first. */
export async function dashboardMenu(page: Page): Promise<Locator> {
  const toggle = page.getByRole('button', { name: 'Show account menu' })
  if (await toggle.isVisible()) await toggle.click()
  const menu = page.getByRole('navigation', { name: 'Account' })
  await expect(menu).toBeVisible()
  return menu
}
