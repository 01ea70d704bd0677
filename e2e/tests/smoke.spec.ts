import { expect, expectNoSeriousA11yViolations, test } from '../fixtures'

test('a shopper opens the shop and sees products', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/all-products')
  await expect(page.getByRole('listitem').first()).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})
