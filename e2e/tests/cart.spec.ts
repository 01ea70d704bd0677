import type { APIRequestContext, Page } from '@playwright/test'
import { closeMiniCart } from '../checkout-helpers'
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures'

interface Product {
  /** Sold in packs: its page and card carry a pack choice (decision 0114); plain-product journeys skip it. */
  packs?: unknown[]
  id: number
  slug: string
  product_name: string
  selling_price: number
  discounted_price: number | null
  stock: number
  has_subscription: boolean
}

interface ProductDetail extends Product {
  subscriptions: { months: number; discount: number }[]
}

/** The first product, page by page through GET /api/products, that fits, with its listing page. */
async function findListed(
  request: APIRequestContext,
  fits: (p: Product) => boolean,
): Promise<{ product: Product; page: number }> {
  for (let page = 1; page < 200; page++) {
    const res = await request.get(`/api/products?page=${page}`)
    expect(res.ok()).toBe(true)
    const body = (await res.json()) as { data: Product[] }
    const found = body.data.find((p) => !p.packs?.length && fits(p))
    if (found) return { product: found, page }
    if (body.data.length === 0) break
  }
  throw new Error('no product in the catalogue fits this journey')
}

/** The first product that fits (no hard-coded slugs: the demo catalogue may change). */
async function findProduct(request: APIRequestContext, fits: (p: Product) => boolean): Promise<Product> {
  return (await findListed(request, fits)).product
}

async function productDetail(request: APIRequestContext, slug: string): Promise<ProductDetail> {
  const res = await request.get(`/api/product/${slug}`)
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { data: ProductDetail }).data
}

/** Dollars as the shop shows them: 'US $12.50'. */
const money = (dollars: number) => `US $${dollars.toFixed(2)}`
const cents = (dollars: number) => Math.round(dollars * 100)
const currentPrice = (p: Product) => p.discounted_price ?? p.selling_price

const badge = (page: Page) => page.getByRole('link', { name: /^Cart, \d+ items?$/ })
const shoppingCart = (page: Page) => page.getByRole('region', { name: 'Shopping Cart' })
const backorderCart = (page: Page) => page.getByRole('region', { name: 'Backorder Cart' })

async function openProduct(page: Page, p: Product) {
  await page.goto(`/product-detail/${p.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: p.product_name })).toBeVisible()
}

async function addFromDetail(page: Page, p: Product, button: 'Add To Cart' | 'Pre Order') {
  await openProduct(page, p)
  await page.getByRole('button', { name: button, exact: true }).click()
  await expect(page.getByText('Product added to cart!')).toBeVisible()
  await closeMiniCart(page)
}

test(
  'a shopper adds a product, sees View Cart, and the badge counts it at once',
  { tag: '@phone' },
  async ({ page, request }) => {
    const product = await findProduct(request, (p) => p.stock >= 2 && !p.has_subscription)
    await openProduct(page, product)
    await expect(badge(page)).toHaveAccessibleName('Cart, 0 items')
    await expectNoSeriousA11yViolations(page)

    await page.getByRole('button', { name: 'Add To Cart', exact: true }).click()
    const toast = page.locator('.Toastify').getByRole('alert').filter({ hasText: 'Product added to cart!' })
    const drawer = page.getByRole('dialog', { name: 'Your cart' })
    const checkout = drawer.getByRole('button', { name: 'Proceed To Checkout' })
    await expect(toast).toBeVisible()
    await expect(checkout).toBeInViewport()
    // The toast covers neither the header's cart nor the drawer's way to checkout.
    const toastBox = (await toast.boundingBox())!
    for (const box of [(await badge(page).boundingBox())!, (await checkout.boundingBox())!]) {
      const overlaps =
        toastBox.x < box.x + box.width &&
        box.x < toastBox.x + toastBox.width &&
        toastBox.y < box.y + box.height &&
        box.y < toastBox.y + toastBox.height
      expect(overlaps).toBe(false)
    }
    await expect(badge(page)).toHaveAccessibleName('Cart, 1 item')
    // The mini-cart drawer shows the line, the subtotal and the way to checkout.
    await expect(drawer.getByTestId('mini-cart-line')).toContainText(product.product_name)
    await expect(drawer.getByTestId('mini-cart-subtotal')).toHaveText(
      `Subtotal (1 item)${money(currentPrice(product))}`,
    )
    await expectNoSeriousA11yViolations(page)
    await closeMiniCart(page)
    const viewCart = page.getByRole('link', { name: 'View Cart' })
    await expect(viewCart).toBeVisible()
    // The stepper stays and now changes the line in the cart.
    await page.getByRole('button', { name: `Increase quantity of ${product.product_name}` }).click()
    await expect(badge(page)).toHaveAccessibleName('Cart, 2 items')
    await page.getByRole('button', { name: `Decrease quantity of ${product.product_name}` }).click()
    await expect(badge(page)).toHaveAccessibleName('Cart, 1 item')

    await viewCart.click()
    await expect(page).toHaveURL(/\/Cart$/)
    const cart = shoppingCart(page)
    await expect(cart.getByRole('link', { name: product.product_name })).toHaveAttribute(
      'href',
      `/product-detail/${product.slug}`,
    )
    await expect(cart.getByText(`Subtotal (1 item): ${money(currentPrice(product))}`)).toBeVisible()
    await expect(backorderCart(page).getByText('Your cart is empty.')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  },
)

test('the mini-cart lists every line its subtotal counts', { tag: '@phone' }, async ({ page, request }) => {
  const first = await findProduct(request, (p) => p.stock >= 2 && !p.has_subscription)
  const second = await findProduct(request, (p) => p.stock >= 2 && !p.has_subscription && p.id !== first.id)
  await addFromDetail(page, first, 'Add To Cart')
  await openProduct(page, second)
  await page.getByRole('button', { name: 'Add To Cart', exact: true }).click()
  const drawer = page.getByRole('dialog', { name: 'Your cart' })
  await expect(drawer.getByTestId('mini-cart-line')).toContainText(second.product_name)
  await expect(drawer.getByTestId('mini-cart-other-line')).toContainText(first.product_name)
  await expect(drawer.getByTestId('mini-cart-subtotal')).toHaveText(
    `Subtotal (2 items)${money((cents(currentPrice(first)) + cents(currentPrice(second))) / 100)}`,
  )
  await expectNoSeriousA11yViolations(page)
})

test('product cards add to the cart or pre-order, then read View Cart', async ({ page, request }) => {
  const listed = await findListed(request, (p) => p.stock >= 1)
  await page.goto(`/all-products?page=${listed.page}`)
  const add = page.getByRole('button', { name: `Add To Cart: ${listed.product.product_name}` })
  await add.click()
  await expect(page.getByText('Product added to cart!')).toBeVisible()
  await closeMiniCart(page)
  await expect(add).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'View Cart' })).toHaveCount(1)
  await expect(badge(page)).toHaveAccessibleName('Cart, 1 item')

  const soldOut = await findListed(request, (p) => p.stock <= 0)
  await page.goto(`/all-products?page=${soldOut.page}`)
  await page.getByRole('button', { name: `Pre Order: ${soldOut.product.product_name}` }).click()
  await expect(badge(page)).toHaveAccessibleName('Cart, 2 items')
  await closeMiniCart(page)
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('link', { name: 'View Cart' }).first().click()
  await expect(page).toHaveURL(/\/Cart$/)
  await expect(shoppingCart(page).getByRole('link', { name: listed.product.product_name })).toBeVisible()
  await expect(backorderCart(page).getByRole('link', { name: soldOut.product.product_name })).toBeVisible()
})

test('an out-of-stock product is pre-ordered into the Backorder Cart, with no stock limit', async ({
  page,
  request,
}) => {
  const product = await findProduct(request, (p) => p.stock <= 0)
  await addFromDetail(page, product, 'Pre Order')
  await expect(page.getByRole('link', { name: 'View Cart' })).toBeVisible()

  await page.goto('/cart')
  await expect(shoppingCart(page).getByText('Your cart is empty.')).toBeVisible()
  const backorder = backorderCart(page)
  await expect(backorder.getByRole('link', { name: product.product_name })).toBeVisible()
  await expect(backorder.getByText('Pre-order: ships when available')).toBeVisible()
  await backorder.getByRole('button', { name: `Increase quantity of ${product.product_name}` }).click()
  await expect(
    backorder.getByRole('spinbutton', { name: `Quantity of ${product.product_name}` }),
  ).toHaveValue('2')
  await expect(backorder.getByText(/^Only \d+ left$/)).toHaveCount(0)
  await expect(
    backorder.getByText(`Subtotal (2 items): ${money((cents(currentPrice(product)) * 2) / 100)}`),
  ).toBeVisible()
  await expect(badge(page)).toHaveAccessibleName('Cart, 2 items')
})

test('Subscribe & Save is refused without an interval and added at the discounted price with one', async ({
  page,
  request,
}) => {
  const found = await findProduct(request, (p) => p.has_subscription && p.stock >= 5)
  const product = await productDetail(request, found.slug)
  const [first, second] = product.subscriptions
  expect(first).toBeDefined()
  // The interval's percent comes off what buying once costs (the discounted price when there is one).
  const subscriptionCents = (percent: number) =>
    cents(currentPrice(product)) - Math.round((cents(currentPrice(product)) * percent) / 100)

  await openProduct(page, product)
  await page.getByRole('radio', { name: /Subscribe & Save/ }).check()
  await page.getByRole('button', { name: 'Add To Cart', exact: true }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please select a subscription month.' }),
  ).toBeVisible()
  await expect(badge(page)).toHaveAccessibleName('Cart, 0 items')

  await page.getByLabel('Delivery every').selectOption(String(first!.months))
  await expect(
    page.getByText(`Subscribe & Save price: ${money(subscriptionCents(first!.discount) / 100)}`),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Add To Cart', exact: true }).click()
  await expect(page.getByText('Product added to cart!').first()).toBeVisible()
  await closeMiniCart(page)

  // A one-time purchase of the same product is a separate line.
  await page.getByRole('radio', { name: /One-time purchase/ }).check()
  await page.getByRole('button', { name: 'Add To Cart', exact: true }).click()
  await expect(badge(page)).toHaveAccessibleName('Cart, 2 items')

  await page.goto('/cart')
  const cart = shoppingCart(page)
  await expect(cart.getByRole('link', { name: product.product_name })).toHaveCount(2)
  const interval = cart.getByLabel('Subscribe & Save, delivery every')
  await expect(interval).toHaveValue(String(first!.months))
  const expectedSubtotal = subscriptionCents(first!.discount) + cents(currentPrice(product))
  await expect(cart.getByText(`Subtotal (2 items): ${money(expectedSubtotal / 100)}`)).toBeVisible()

  if (second) {
    await interval.selectOption(String(second.months))
    const changed = subscriptionCents(second.discount) + cents(currentPrice(product))
    await expect(cart.getByText(`Subtotal (2 items): ${money(changed / 100)}`)).toBeVisible()
  }
  await expectNoSeriousA11yViolations(page)
})

test("quantities stay within 1 to 20 per add and never above the stock: 'Only {n} left'", async ({
  page,
  request,
}) => {
  const plenty = await findProduct(request, (p) => p.stock >= 25)
  await openProduct(page, plenty)
  const quantity = page.getByRole('spinbutton', { name: `Quantity of ${plenty.product_name}` })
  await expect(
    page.getByRole('button', { name: `Decrease quantity of ${plenty.product_name}` }),
  ).toBeDisabled()
  await quantity.fill('30')
  await expect(quantity).toHaveValue('20')
  await quantity.blur()
  await expect(
    page.getByRole('button', { name: `Increase quantity of ${plenty.product_name}` }),
  ).toBeDisabled()

  const few = await findProduct(request, (p) => p.stock >= 2 && p.stock <= 10)
  await openProduct(page, few)
  const increase = page.getByRole('button', { name: `Increase quantity of ${few.product_name}` })
  for (let i = 1; i < few.stock; i++) await increase.click()
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${few.product_name}` })).toHaveValue(
    String(few.stock),
  )
  await expect(page.getByText(/^Only \d+ left$/)).toHaveCount(0)
  await increase.click()
  await expect(page.getByRole('alert').filter({ hasText: `Only ${few.stock} left` })).toBeVisible()
  await page.getByRole('button', { name: 'Add To Cart', exact: true }).click()
  await expect(badge(page)).toHaveAccessibleName(`Cart, ${few.stock} items`)

  await page.goto('/cart')
  const cart = shoppingCart(page)
  const lineQuantity = cart.getByRole('spinbutton', { name: `Quantity of ${few.product_name}` })
  await expect(lineQuantity).toHaveValue(String(few.stock))
  await cart.getByRole('button', { name: `Increase quantity of ${few.product_name}` }).click()
  await expect(cart.getByRole('alert').filter({ hasText: `Only ${few.stock} left` })).toBeVisible()
  await lineQuantity.blur()
  await expect(lineQuantity).toHaveValue(String(few.stock))
  await cart.getByRole('button', { name: `Decrease quantity of ${few.product_name}` }).click()
  await expect(lineQuantity).toHaveValue(String(few.stock - 1))
})

test('both carts survive a reload and a new tab, and Clear Cart empties one cart at a time', async ({
  page,
  context,
  request,
}) => {
  const inStock = await findProduct(request, (p) => p.stock >= 2 && !p.has_subscription)
  const soldOut = await findProduct(request, (p) => p.stock <= 0)
  await addFromDetail(page, inStock, 'Add To Cart')
  await addFromDetail(page, soldOut, 'Pre Order')

  await page.goto('/cart')
  await page.reload()
  await expect(shoppingCart(page).getByRole('link', { name: inStock.product_name })).toBeVisible()
  await expect(backorderCart(page).getByRole('link', { name: soldOut.product_name })).toBeVisible()

  // A new tab reads the same browser storage, as after closing and reopening the browser.
  const again = await context.newPage()
  await again.goto('/cart')
  await expect(shoppingCart(again).getByRole('link', { name: inStock.product_name })).toBeVisible()
  await expect(backorderCart(again).getByRole('link', { name: soldOut.product_name })).toBeVisible()
  await expect(badge(again)).toHaveAccessibleName('Cart, 2 items')
  await again.close()

  // A slip of Clear Cart is undone in one press.
  await shoppingCart(page).getByRole('button', { name: 'Clear Cart' }).click()
  await expect(shoppingCart(page).getByText('Your cart is empty.')).toBeVisible()
  await shoppingCart(page).getByRole('button', { name: 'Undo' }).click()
  await expect(shoppingCart(page).getByRole('link', { name: inStock.product_name })).toBeVisible()
  await expect(badge(page)).toHaveAccessibleName('Cart, 2 items')
  await shoppingCart(page).getByRole('button', { name: 'Clear Cart' }).click()
  await expect(shoppingCart(page).getByText('Your cart is empty.')).toBeVisible()
  await expect(backorderCart(page).getByRole('link', { name: soldOut.product_name })).toBeVisible()
  await expect(badge(page)).toHaveAccessibleName('Cart, 1 item')

  await backorderCart(page)
    .getByRole('button', { name: `Remove ${soldOut.product_name}` })
    .click()
  await expect(backorderCart(page).getByText('Your cart is empty.')).toBeVisible()
  await expect(badge(page)).toHaveAccessibleName('Cart, 0 items')
  await page.reload()
  await expect(page.getByText('Your cart is empty.')).toHaveCount(2)
  await expectNoSeriousA11yViolations(page)
})

test('Proceed To Checkout sends a guest to log in, then back to the checkout', async ({ page, request }) => {
  const product = await findProduct(request, (p) => p.stock >= 2)
  await addFromDetail(page, product, 'Add To Cart')
  await page.goto('/cart')
  await shoppingCart(page).getByRole('button', { name: 'Proceed To Checkout' }).click()
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fconfirm-order$/)
})

test('the cart page corrects a stale price and moves a line whose product ran out, and says so', async ({
  page,
  request,
}) => {
  const product = await findProduct(request, (p) => p.stock >= 2 && !p.has_subscription)
  const soldOut = await findProduct(request, (p) => p.stock <= 0)
  await addFromDetail(page, product, 'Add To Cart')
  await addFromDetail(page, soldOut, 'Pre Order')

  // Time passes: the stored cart still has the price it was added at (here one dollar more) and the
  // sold-out product sits in the normal cart, as when the last units sold after it was added.
  await page.evaluate(() => {
    const root = JSON.parse(localStorage.getItem('persist:root')!) as Record<string, string>
    const cart = JSON.parse(root.cart!) as { items: { price: number; back_order?: number }[] }
    const backorder = JSON.parse(root.backorderCart!) as { items: { back_order?: number }[] }
    cart.items[0]!.price = Math.round(cart.items[0]!.price * 100 + 100) / 100
    cart.items.push({ ...(backorder.items[0] as { price: number }), back_order: 0 })
    root.cart = JSON.stringify(cart)
    root.backorderCart = JSON.stringify({ items: [] })
    localStorage.setItem('persist:root', JSON.stringify(root))
  })
  await page.goto('/cart')
  const was = (cents(currentPrice(product)) + 100) / 100
  await expect(
    page.getByText(
      `The price of ${product.product_name} changed from ${money(was)} to ${money(currentPrice(product))}.`,
    ),
  ).toBeVisible()
  await expect(
    page.getByText(`${soldOut.product_name} is now out of stock and was moved to your Backorder Cart.`),
  ).toBeVisible()
  await expect(
    shoppingCart(page).getByText(`Subtotal (1 item): ${money(currentPrice(product))}`),
  ).toBeVisible()
  await expect(backorderCart(page).getByRole('link', { name: soldOut.product_name })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('the product page and the cart estimate shipping and say how much more ships free', async ({
  page,
  request,
}) => {
  // Bermuda: US $10.00 below US $100.00, free from there (the demo shop's rates).
  const product = await findProduct(
    request,
    (p) => p.stock >= 2 && !p.has_subscription && currentPrice(p) < 45 && currentPrice(p) > 1,
  )
  const price = cents(currentPrice(product))
  await openProduct(page, product)
  const onPage = page.getByTestId('shipping-estimate').first()
  await expect(onPage).toContainText('Shipping to Bermuda: US $10.00')
  await expect(onPage).toContainText(`${money((10000 - price) / 100)} more for free shipping`)
  await page.getByRole('button', { name: 'Add To Cart', exact: true }).click()
  await closeMiniCart(page)

  await page.goto('/cart')
  const estimate = shoppingCart(page).getByTestId('shipping-estimate')
  await expect(estimate).toContainText(`${money((10000 - price) / 100)} more for free shipping`)
  await expectNoSeriousA11yViolations(page)
  // From US $100.00 shipping is free, and the page says so.
  const dear = await findProduct(request, (p) => p.stock >= 1 && currentPrice(p) >= 100)
  await openProduct(page, dear)
  await expect(page.getByTestId('shipping-estimate').first()).toContainText('Free shipping to Bermuda')
  await page.goto('/cart')
  await expect(backorderCart(page).getByText('Your cart is empty.')).toBeVisible()
})
