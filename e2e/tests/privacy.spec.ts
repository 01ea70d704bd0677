import { readFileSync } from 'node:fs'
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures'
import { dashboardMenu, expectToast, logIn, registerCustomer, submitLogin } from '../account-helpers'

test('a customer downloads their data, then erases themselves and can no longer log in', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request)
  await logIn(page, customer, '/dashboard')
  await (await dashboardMenu(page)).getByRole('link', { name: 'Privacy' }).click()
  await expect(page).toHaveURL('/dashboard/privacy')
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible()
  // The reminder box left empty at registration is a choice on record, with the notice's version.
  await expect(page.getByText(/Forgotten-cart reminders: withdrawn at registration/)).toContainText(
    'privacy notice',
  )
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('button', { name: 'Prepare my download' }).click()
  await expectToast(page, 'Your download is ready')
  const downloaded = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download the zip' }).click()
  const file = await downloaded
  expect(file.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/)
  const zip = readFileSync((await file.path())!)
  // A zip file starts 'PK'.
  expect(zip.subarray(0, 2).toString()).toBe('PK')

  await page.getByRole('button', { name: 'Erase my personal information' }).click()
  const form = page.getByRole('form', { name: 'Erase my personal information' })
  await form.getByLabel(/Your password/).fill('not-my-password')
  await form.getByRole('button', { name: 'Erase everything' }).click()
  await expect(form.getByText('The password is not correct.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await form.getByLabel(/Your password/).fill(customer.password)
  await form.getByRole('button', { name: 'Erase everything' }).click()
  await expectToast(page, 'Your personal information has been erased')
  await expect(page).toHaveURL('/')

  // Signed out: the dashboard asks for a login, and the old login no longer works.
  await page.goto('/login')
  await submitLogin(page, customer.email, customer.password)
  await expect(
    page
      .locator('.Toastify')
      .getByRole('alert')
      .filter({ hasText: 'These credentials do not match our records.' }),
  ).toHaveCount(1)
  await expect(page).toHaveURL('/login')
})
