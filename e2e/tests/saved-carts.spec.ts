import type { Browser, Page, TestInfo } from '@playwright/test'
import { logIn, newCustomer, registerCustomer, submitLogin } from '../account-helpers'
import { addFromDetail, APPROVED_CARD, fillPayment, findProducts, payButton, shot } from '../checkout-helpers'
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures'
import { apiToken, buyForPickup, findProducts as findListed } from '../shop-api'

// Carts of signed-in shoppers are kept on the server: a guest's cart joins the saved one at login,
// and a change on one device shows on the others within seconds (docs/decisions/0094).

const badge = (page: Page) => page.getByRole('link', { name: /^Cart, \d+ items?$/ })
const shoppingCart = (page: Page) => page.getByRole('region', { name: 'Shopping Cart' })
const quantityOf = (page: Page, name: string) =>
  shoppingCart(page).getByRole('spinbutton', { name: `Quantity of ${name}` })

/** A second browser (another device) of the same size as the test's own. */
async function otherDevice(browser: Browser, page: Page, testInfo: TestInfo) {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: page.viewportSize(),
    isMobile: testInfo.project.use.isMobile,
    hasTouch: testInfo.project.use.hasTouch,
  })
  return context.newPage()
}

async function waitForAppReady(page: Page) {
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
}

test('a guest cart joins the saved cart at login, and a change on one device shows on the other', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // Two browsers and a poll between them: longer than a one-page journey on a busy machine.
  test.setTimeout(120_000)
  const customer = await registerCustomer(request)
  const [first, second] = await findProducts(request, (p) => p.stock >= 5 && !p.has_subscription, 2)

  // The clinic's desktop: signed in, one box of the first product saved.
  const desk = await otherDevice(browser, page, testInfo)
  await logIn(desk, customer)
  await waitForAppReady(desk)
  await addFromDetail(desk, first!, 'Add To Cart')
  await desk.goto('/cart')
  await waitForAppReady(desk)
  await expect(quantityOf(desk, first!.product_name)).toHaveValue('1')
  // The desk sends a change a moment after it (and again from the page it goes on to): the phone's
  // login below must find it on the server, as a clinic's second device would minutes later.
  const token = await apiToken(request, customer)
  await expect
    .poll(async () => {
      const res = await request.get('/api/customer/cart', { headers: { authorization: `Bearer ${token}` } })
      return ((await res.json()) as { data: { cart: { qty: number }[] } }).data.cart.map((l) => l.qty)
    })
    .toEqual([1])

  // The phone: as a guest, the first product again and the second one, then login.
  await addFromDetail(page, first!, 'Add To Cart')
  await addFromDetail(page, second!, 'Add To Cart')
  await expect(badge(page)).toHaveAccessibleName('Cart, 2 items')
  await logIn(page, customer)
  // Same product and mode: the quantities add up.
  await expect(badge(page)).toHaveAccessibleName('Cart, 3 items')
  await page.goto('/cart')
  await expect(quantityOf(page, first!.product_name)).toHaveValue('2')
  await expect(quantityOf(page, second!.product_name)).toHaveValue('1')
  await expectNoSeriousA11yViolations(page)
  await shot(page, testInfo, 'saved-cart-merged')

  // The desktop sees the merged cart without a reload.
  await expect(quantityOf(desk, second!.product_name)).toHaveValue('1', { timeout: 15_000 })
  await expect(quantityOf(desk, first!.product_name)).toHaveValue('2')

  // A change on the desktop reaches the phone.
  await shoppingCart(desk)
    .getByRole('button', { name: `Increase quantity of ${second!.product_name}` })
    .click()
  await expect(quantityOf(desk, second!.product_name)).toHaveValue('2')
  await expect(quantityOf(page, second!.product_name)).toHaveValue('2', { timeout: 15_000 })
  await expect(badge(page)).toHaveAccessibleName('Cart, 4 items')

  await desk.context().close()
})

test('buy again from My Orders puts the order back in the cart at today’s prices', async ({
  page,
  request,
}, testInfo) => {
  const customer = await registerCustomer(request)
  const [bought] = await findListed(request, (p) => p.stock >= 5, 1, 5)
  const token = await apiToken(request, customer)
  const orderNo = await buyForPickup(request, token, bought!)

  await logIn(page, customer, '/dashboard/order')
  const card = page.getByRole('article', { name: `Order ${orderNo}` })
  await card.getByRole('button', { name: `Buy again: order ${orderNo}` }).click()
  await expect(card.getByRole('status').filter({ hasText: '1 line was added to your carts.' })).toBeVisible()
  await expect(badge(page)).toHaveAccessibleName('Cart, 1 item')
  await expectNoSeriousA11yViolations(page)
  await shot(page, testInfo, 'buy-again')

  await card.getByRole('link', { name: 'View Cart' }).click()
  await expect(quantityOf(page, bought!.product_name)).toHaveValue('1')
})

test('a reorder list goes into the cart in one step and becomes a Subscribe & Save subscription', async ({
  page,
  request,
}, testInfo) => {
  const customer = await registerCustomer(request)
  const [product] = await findProducts(request, (p) => p.stock >= 5 && p.has_subscription, 1)
  const detail = (await (await request.get(`/api/product/${product!.slug}`)).json()) as {
    data: { subscriptions: { months: number }[] }
  }
  const months = detail.data.subscriptions[0]!.months

  await logIn(page, customer, `/product-detail/${product!.slug}`)
  await page.getByRole('button', { name: `Add to list: ${product!.product_name}` }).click()
  const form = page.getByRole('form', { name: `Add to list: ${product!.product_name}` })
  await form.getByLabel('New list name').fill('Clinic monthly')
  await form.getByRole('button', { name: 'Save to list' }).click()
  await expect(form.getByRole('status')).toContainText('Added to Clinic monthly.')
  await expectNoSeriousA11yViolations(page)

  await form.getByRole('link', { name: 'See your lists' }).click()
  await expect(page).toHaveURL('/dashboard/lists')
  const list = page.getByRole('region', { name: 'Clinic monthly' })
  await expect(list.getByRole('link', { name: product!.product_name })).toBeVisible()
  await list.getByLabel(`Quantity of ${product!.product_name}`).fill('2')
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/customer/lists/') && r.request().method() === 'PUT',
  )
  await list.getByLabel(`Quantity of ${product!.product_name}`).blur()
  expect((await saved).status()).toBe(200)
  await expectNoSeriousA11yViolations(page)
  await shot(page, testInfo, 'reorder-lists')

  await list.getByRole('button', { name: 'Add list to cart' }).click()
  await expect(list.getByRole('status').filter({ hasText: '1 line was added to your carts.' })).toBeVisible()
  await expect(badge(page)).toHaveAccessibleName('Cart, 2 items')

  await list.getByLabel('Subscribe & Save, delivery every').selectOption(String(months))
  await list.getByRole('button', { name: 'Subscribe to this list' }).click()
  await expect(badge(page)).toHaveAccessibleName('Cart, 4 items')
  await page.goto('/cart')
  await expect(shoppingCart(page).getByLabel('Subscribe & Save, delivery every')).toHaveValue(String(months))

  await page.goto('/confirm-order')
  await expect(payButton(page)).toBeEnabled()
  await fillPayment(page, APPROVED_CARD)
  await payButton(page).click()
  await expect(page).toHaveURL(/\/checkout\/success$/)
  await expect(page.getByRole('region', { name: 'Subscribe & Save' }).getByRole('listitem')).toHaveCount(1)
  // The cart that became an order is empty here, and on the server for every device.
  await expect(badge(page)).toHaveAccessibleName('Cart, 0 items')
})

test('a product card adds to a list (a guest logs in first), and the list is renamed on My Lists', async ({
  page,
  request,
}, testInfo) => {
  const customer = await registerCustomer(request)
  await page.goto('/all-products')
  await waitForAppReady(page)
  const card = page.getByRole('main').getByRole('article').first()
  const name = (await card.getByRole('heading').innerText()).trim()
  const addToList = card.getByRole('button', { name: `Add to list: ${name}` })

  // A guest is sent to log in and comes back to the listing, as the heart does.
  await addToList.click()
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fall-products/)
  await submitLogin(page, customer.email, customer.password)
  await expect(page).toHaveURL('/all-products')
  await waitForAppReady(page)

  await addToList.focus()
  await page.keyboard.press('Enter')
  const form = card.getByRole('form', { name: `Add to list: ${name}` })
  await form.getByLabel('New list name').fill('Ward restock')
  // The button, not Enter: it waits until the shopper's lists have loaded and saving is allowed.
  await form.getByRole('button', { name: 'Save to list' }).click()
  await expect(form.getByRole('status')).toContainText('Added to Ward restock.')
  await expectNoSeriousA11yViolations(page)
  await shot(page, testInfo, 'card-add-to-list')

  await form.getByRole('link', { name: 'See your lists' }).click()
  await expect(page).toHaveURL('/dashboard/lists')
  await page.getByRole('button', { name: 'Rename list Ward restock' }).click()
  const rename = page.getByRole('form', { name: 'Rename list Ward restock' })
  await rename.getByLabel('List name').fill('Ward 3 restock')
  await shot(page, testInfo, 'rename-list')
  await rename.getByRole('button', { name: 'Save name' }).click()
  const list = page.getByRole('region', { name: 'Ward 3 restock' })
  await expect(list.getByRole('link', { name })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Ward restock' })).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
  // Kept on the server: the new name is still there after a reload.
  await page.reload()
  await expect(page.getByRole('region', { name: 'Ward 3 restock' })).toBeVisible()
})

test('quick order: four pasted codes, one unknown, and the good lines go into the cart at once', async ({
  page,
  request,
}, testInfo) => {
  const products = await findProducts(request, (p) => p.stock >= 3, 3)
  const pasted = [
    `${products[0]!.sku}, 2`,
    `${products[1]!.sku}\t1`,
    'NOPE-0000',
    `${products[2]!.sku.toLowerCase()} 1`,
  ].join('\n')

  await page.goto('/quick-order')
  await expect(page.getByRole('heading', { level: 1, name: 'Quick order' })).toBeVisible()
  await page.getByLabel('Product codes and quantities, one product per line').fill(pasted)
  await page.getByRole('button', { name: 'Check lines' }).click()
  await expect(page.getByTestId('quick-order-problems')).toContainText('NOPE-0000: no product has this code.')
  await expect(page.getByRole('region', { name: 'Ready to add' }).getByRole('listitem')).toHaveCount(3)
  await expectNoSeriousA11yViolations(page)
  await shot(page, testInfo, 'quick-order')

  await page.getByRole('button', { name: 'Add 3 lines to cart' }).click()
  await expect(page.getByText('3 lines were added to your carts.')).toBeVisible()
  await expect(badge(page)).toHaveAccessibleName('Cart, 4 items')
  await page.getByRole('link', { name: 'View Cart' }).click()
  await expect(quantityOf(page, products[0]!.product_name)).toHaveValue('2')
})

test('the forgotten-cart reminder is chosen at registration and shown in the profile', async ({
  page,
}, testInfo) => {
  const customer = newCustomer()
  await page.goto('/signup')
  const form = page.locator('#main')
  const optIn = form.getByRole('checkbox', { name: /E-mail me a reminder when I leave items in my cart/ })
  await expect(optIn).not.toBeChecked()
  await form.getByLabel('First Name').fill(customer.first_name)
  await form.getByLabel('Last Name').fill(customer.last_name)
  await form.getByLabel('Phone').fill(customer.phone)
  await form.getByLabel('Email').fill(customer.email)
  await form.getByLabel('Address').fill('12 Reid Street')
  await form.getByLabel('City').fill('Hamilton')
  await form.getByLabel('Zipcode').fill('HM11')
  await form.getByLabel('Country').selectOption('Bermuda')
  await form.getByLabel(/^Password/).fill(customer.password)
  await form.getByLabel('Confirm Password').fill(customer.password)
  await optIn.check()
  await shot(page, testInfo, 'register-cart-reminder')
  await form.getByRole('button', { name: 'Register' }).click()
  await expect(page).not.toHaveURL(/\/signup/)

  await page.goto('/dashboard/edit-profile')
  const inProfile = page.getByRole('checkbox', { name: 'E-mail me a reminder when I leave items in my cart' })
  await expect(inProfile).toBeChecked()
  await expectNoSeriousA11yViolations(page)
  await shot(page, testInfo, 'profile-cart-reminder')
})
