import type { Page } from '@playwright/test'
import { expectToast, logIn, registerCustomer, submitLogin } from '../account-helpers'
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures'
import { closeMiniCart } from '../checkout-helpers'
import { addToWishlist, apiToken, dayMonthYear, findProducts } from '../shop-api'

const ADDED = 'Product added to wishlist successfully.'
const DELETED = 'Item deleted from wishlist.'

const heart = (page: Page, name: string) =>
  page.getByRole('button', { name: `Wish list: ${name}`, exact: true })
const addToggle = (page: Page) => page.getByRole('button', { name: /^Add to Wishlist/ })
const removeToggle = (page: Page) => page.getByRole('button', { name: /^Remove from Wishlist/ })
const money = (dollars: number) => `US $${dollars.toFixed(2)}`

test('a guest who presses Add to Wishlist logs in and comes back to the product to add it', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request)
  const [product] = await findProducts(request, (p) => p.stock > 0, 1, 3)
  const productPath = `/product-detail/${product!.slug}`
  await page.goto(productPath)
  await expect(addToggle(page)).toHaveAttribute('aria-pressed', 'false')
  await expect(addToggle(page)).toHaveAccessibleName(`Add to Wishlist (${product!.product_name})`)
  await expectNoSeriousA11yViolations(page)

  await addToggle(page).click()
  await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(productPath)}`)
  await submitLogin(page, customer.email, customer.password)
  await expect(page).toHaveURL(productPath)
  await addToggle(page).click()
  await expectToast(page, ADDED)
  await expect(removeToggle(page)).toHaveAttribute('aria-pressed', 'true')
  await expectNoSeriousA11yViolations(page)
})

test('a guest who presses a card heart logs in and comes back to the listing', async ({ page, request }) => {
  const customer = await registerCustomer(request)
  const [product] = await findProducts(request, () => true)
  await page.goto('/all-products')
  await heart(page, product!.product_name).click()
  await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent('/all-products')}`)
  await submitLogin(page, customer.email, customer.password)
  await expect(page).toHaveURL('/all-products')
  await expect(heart(page, product!.product_name)).toHaveAttribute('aria-pressed', 'false')
})

test('a customer adds and removes with the heart on a card and the toggle on the product page', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request)
  const [product] = await findProducts(request, (p) => p.stock > 0, 1, 1)
  const name = product!.product_name
  await logIn(page, customer)
  const cardHeart = heart(page, name)
  await expect(cardHeart).toHaveAttribute('aria-pressed', 'false')
  await cardHeart.click()
  await expectToast(page, ADDED)
  await expect(cardHeart).toHaveAttribute('aria-pressed', 'true')
  await expectNoSeriousA11yViolations(page)

  // The product page reads the same stored list.
  await page.getByRole('link', { name: `View ${name}` }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(removeToggle(page)).toHaveAttribute('aria-pressed', 'true')
  await removeToggle(page).click()
  await expectToast(page, DELETED)
  await expect(addToggle(page)).toHaveAttribute('aria-pressed', 'false')
  await addToggle(page).click()
  await expectToast(page, ADDED)
  await expect(removeToggle(page)).toHaveAttribute('aria-pressed', 'true')
  await expectNoSeriousA11yViolations(page)

  // Still there after a full reload: it is the server's list, not the page's memory.
  await page.goto('/all-products')
  await expect(cardHeart).toHaveAttribute('aria-pressed', 'true')
  await cardHeart.click()
  await expectToast(page, DELETED)
  await expect(cardHeart).toHaveAttribute('aria-pressed', 'false')
  await page.reload()
  await expect(cardHeart).toHaveAttribute('aria-pressed', 'false')
})

test('My WishList adds to the cart (a sold-out product as a pre-order) and removes entries', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request)
  const token = await apiToken(request, customer)
  const [inStock] = await findProducts(request, (p) => p.stock > 0, 1, 2)
  const [soldOut] = await findProducts(request, (p) => p.stock <= 0)
  const inStockAdded = await addToWishlist(request, token, inStock!.id)
  await addToWishlist(request, token, soldOut!.id)

  await logIn(page, customer, '/dashboard/wishlist')
  await expect(page.getByRole('heading', { level: 1, name: 'My Wish List' })).toBeVisible()
  const inStockEntry = page.getByRole('article', { name: inStock!.product_name })
  const soldOutEntry = page.getByRole('article', { name: soldOut!.product_name })
  await expect(
    inStockEntry.getByText(money(inStock!.discounted_price ?? inStock!.selling_price)),
  ).toBeVisible()
  await expect(inStockEntry.getByText(inStock!.product_code)).toBeVisible()
  await expect(inStockEntry.getByText(dayMonthYear(inStockAdded))).toBeVisible()
  await expect(inStockEntry.getByRole('link', { name: inStock!.product_name })).toHaveAttribute(
    'href',
    `/product-detail/${inStock!.slug}`,
  )
  await expectNoSeriousA11yViolations(page)

  await inStockEntry.getByRole('button', { name: `Add To Cart: ${inStock!.product_name}` }).click()
  await expect(page.getByText('Product added to cart!').first()).toBeVisible()
  await closeMiniCart(page)
  await expect(inStockEntry.getByRole('link', { name: 'View Cart' })).toBeVisible()
  await soldOutEntry.getByRole('button', { name: `Pre Order: ${soldOut!.product_name}` }).click()
  await expect(soldOutEntry.getByRole('link', { name: 'View Cart' })).toBeVisible()

  await page.goto('/cart')
  await expect(
    page.getByRole('region', { name: 'Shopping Cart' }).getByRole('link', { name: inStock!.product_name }),
  ).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Backorder Cart' }).getByRole('link', { name: soldOut!.product_name }),
  ).toBeVisible()

  // The 'All View' address shows the same list.
  await page.goto('/dashboard/wish-list')
  await inStockEntry.getByRole('button', { name: `Remove ${inStock!.product_name}` }).click()
  await expectToast(page, DELETED)
  await expect(inStockEntry).toHaveCount(0)
  await soldOutEntry.getByRole('button', { name: `Remove ${soldOut!.product_name}` }).click()
  await expectToast(page, DELETED)
  await expect(page.getByText('Your wish list is empty.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})
