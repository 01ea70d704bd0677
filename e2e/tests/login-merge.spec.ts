import { logIn, registerCustomer, submitLogin } from '../account-helpers'
import { addFromDetail, findProducts, priceOf, shot } from '../checkout-helpers'
import { expect, test } from '../fixtures'

// The cart merge at login is said (what the guest's cart brought), and checkout's first paint waits
// for the account's carts and addresses instead of showing the guest's cart alone or 'No saved
// addresses yet' and swapping them a moment later.

// On the phone too: the slow merge the loading state covers is a phone's, and checkout's items are
// laid out for its narrow screen.
test(
  'logging in at checkout says what the guest cart brought, and checkout shows loading until the account carts are in',
  { tag: '@phone' },
  async ({ page, openPage, request }, testInfo) => {
    test.setTimeout(120_000)
    const [saved, guest] = await findProducts(
      request,
      (p) => p.stock >= 3 && priceOf(p) < 200 && !p.has_subscription,
      2,
    )
    const customer = await registerCustomer(request)

    // On another device the account's cart already holds a product.
    const other = await openPage()
    await logIn(other, customer)
    const pushed = other.waitForResponse(
      (r) => r.url().endsWith('/api/customer/cart') && r.request().method() === 'PUT',
    )
    await addFromDetail(other, saved!, 'Add To Cart')
    expect((await pushed).ok()).toBe(true)
    await other.context().close()

    // Here, as a guest, another product; then checkout asks to log in.
    await addFromDetail(page, guest!, 'Add To Cart')
    await page.goto('/confirm-order')
    await expect(page).toHaveURL(/\/login\?redirectTo=/)
    // The merge answers slowly, as on a slow phone.
    await page.route('**/api/customer/cart/merge', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500))
      await route.continue()
    })
    await submitLogin(page, customer.email, customer.password)
    await expect(page).toHaveURL(/\/confirm-order$/)
    await expect(page.getByTestId('checkout-loading')).toBeVisible()
    await expect(page.getByText('Loading your cart and saved addresses…')).toBeVisible()
    await expect(page.getByText(/No saved addresses yet/)).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Items' })).toHaveCount(0)
    await shot(page, testInfo, 'checkout-loading')

    // The merge is said, naming what the guest cart brought; both products are in the order.
    await expect(
      page.getByText(
        `The cart from before you logged in was added to your saved cart: ${guest!.product_name} × 1.`,
      ),
    ).toBeVisible()
    const items = page.getByRole('region', { name: 'Items' })
    await expect(items.getByText(saved!.product_name)).toBeVisible()
    await expect(items.getByText(guest!.product_name)).toBeVisible()
    await expect(page.getByTestId('checkout-loading')).toHaveCount(0)
    await shot(page, testInfo, 'checkout-after-merge')
  },
)
