import { newestResetCode } from '../e2e-db'
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures'
import { registerCustomer, submitLogin, expectToast } from '../account-helpers'

test('a customer resets a forgotten password with the code from their mail', async ({ page, request }) => {
  const customer = await registerCustomer(request)
  await page.goto('/login')
  await page.locator('#main').getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL('/forget-password')
  await expect(page.getByRole('heading', { level: 1, name: 'Forget Password' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // Step 1: the address is checked as it is typed.
  const main = page.locator('#main')
  const email = main.getByLabel('Email')
  const send = main.getByRole('button', { name: 'Send' })
  await email.fill('ada@exam')
  await expect(main.getByText('Invalid email address!')).toBeVisible()
  await expect(send).toBeDisabled()
  await email.fill('nobody.here@example.com')
  await expect(main.getByText('No account uses this email address.')).toBeVisible()
  await expect(send).toBeDisabled()
  await email.fill(customer.email)
  await expect(main.getByText('Account found. We can send you a code.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await send.click()
  await expectToast(page, 'Otp sent successfully')

  // Step 2: digits only, six of them.
  await expect(main.getByRole('heading', { name: 'Enter the code' })).toBeVisible()
  const code = main.getByLabel('Code')
  const verify = main.getByRole('button', { name: 'Verify' })
  await code.fill('12a')
  await expect(main.getByText('Please enter up to 6 numbers only.')).toBeVisible()
  await expect(verify).toBeDisabled()
  await code.fill('12345')
  await expect(verify).toBeDisabled()
  await expectNoSeriousA11yViolations(page)

  const firstCode = newestResetCode(customer.email)
  const wrong = firstCode === '000000' ? '111111' : '000000'
  await code.fill(wrong)
  await verify.click()
  await expectToast(page, 'OTP not verified!')

  await main.getByRole('button', { name: 'Resend' }).click()
  await expectToast(page, 'Otp resent successfully')
  const secondCode = newestResetCode(customer.email)
  await code.fill(secondCode)
  await verify.click()
  await expectToast(page, 'OTP verified')

  // Step 3: at least 8 characters.
  await expect(main.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
  await expect(main.getByText('Password should have at least 8 characters')).toBeVisible()
  const update = main.getByRole('button', { name: 'Update Password' })
  const password = main.getByLabel('New Password')
  await password.fill('short')
  await expect(update).toBeDisabled()
  await expectNoSeriousA11yViolations(page)
  await password.fill('Coral-Reef-Sunrise-42')
  await update.click()
  await expectToast(page, 'Password updated successfully.')
  await expect(page).toHaveURL('/login')

  await submitLogin(page, customer.email, customer.password)
  await expect(page.locator('#main').getByText('Error occurred. Please check your details.')).toBeVisible()
  await submitLogin(page, customer.email, 'Coral-Reef-Sunrise-42')
  await expect(page).toHaveURL('/all-products')
})

test('a refused new password keeps the shopper on step 3 with the reason', async ({ page, request }) => {
  const customer = await registerCustomer(request)
  await page.goto('/forget-password')
  const main = page.locator('#main')
  await main.getByLabel('Email').fill(customer.email)
  await expect(main.getByText('Account found. We can send you a code.')).toBeVisible()
  await main.getByRole('button', { name: 'Send' }).click()
  await expectToast(page, 'Otp sent successfully')
  await main.getByLabel('Code').fill(newestResetCode(customer.email))
  await main.getByRole('button', { name: 'Verify' }).click()
  await expectToast(page, 'OTP verified')
  await main.getByLabel('New Password').fill('password123')
  await main.getByRole('button', { name: 'Update Password' }).click()
  await expectToast(page, 'Error!')
  await expect(main.getByText('This password is too common.', { exact: false })).toBeVisible()
  await expect(page).toHaveURL('/forget-password')
})
