import { logIn, registerCustomer } from '../account-helpers'
import { closeMiniCart } from '../checkout-helpers'
import { expect, test } from '../fixtures'
import { findProducts } from '../shop-api'

const PRICE = /US \$\d/

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a listing comes from the server with its products, prices and buttons', async ({ page, request }) => {
    const [product] = await findProducts(request, () => true)
    await page.goto('/all-products')
    const card = page.locator('.product-card').filter({ hasText: product!.product_name })
    await expect(card.getByRole('heading', { name: product!.product_name })).toBeVisible()
    await expect(card.getByText(PRICE).first()).toBeVisible()
    await expect(card.getByRole('button', { name: /^Add To Cart/ })).toBeVisible()
  })

  test('a product page comes from the server with its name, price and button', async ({ page, request }) => {
    const [product] = await findProducts(request, (p) => p.stock > 0)
    await page.goto(`/product-detail/${product!.slug}`)
    await expect(page.getByRole('heading', { level: 1, name: product!.product_name })).toBeVisible()
    await expect(page.locator('main').getByText(PRICE).first()).toBeVisible()
    await expect(page.getByRole('button', { name: 'Add To Cart', exact: true })).toBeVisible()
    // The description is part of the page, not drawn later by the app.
    const detail = (await (await request.get(`/api/product/${product!.slug}`)).json()) as {
      data: { product_desc: string }
    }
    const firstItem = /<li>([^<]+)<\/li>/.exec(detail.data.product_desc)![1]!.replace(/&amp;/g, '&')
    await expect(
      page.getByRole('tabpanel', { name: 'Description' }).getByRole('listitem').first(),
    ).toHaveText(firstItem)
  })
})

test('a server-rendered page hydrates with its data, without asking for it again', async ({ page }) => {
  const apiCalls: string[] = []
  page.on('request', (r) => {
    const { pathname } = new URL(r.url())
    if (pathname.startsWith('/api/')) apiCalls.push(pathname)
  })
  await page.goto('/all-products')
  const card = page.locator('.product-card').first()
  const name = (await card.getByRole('heading').textContent())!
  // Hydrated: the click is the app's (the header's cart counts it), in the same document.
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true))
  await card.getByRole('button', { name: /^Add To Cart/ }).click()
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible()
  expect(apiCalls.filter((p) => ['/api/products', '/api/categories', '/api/shop-info'].includes(p))).toEqual(
    [],
  )
  // Client navigation as before (the mini-cart that opened on adding closed): the product page
  // is drawn by the app.
  await closeMiniCart(page)
  await card.getByRole('link', { name, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
})

test('a signed-in shopper reloading or bookmarking each page of the account finds it, not a missing page', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request)
  await logIn(page, customer)
  for (const path of [
    '/quick-order',
    '/dashboard/lists',
    '/dashboard/business-account',
    '/dashboard/professional',
    '/dashboard/recalls',
  ]) {
    // A direct visit: the server answers it as a page it knows, and the app draws that page.
    const answer = await page.goto(path)
    expect(answer?.status(), path).toBe(200)
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0)
    await expect(page).not.toHaveTitle(/Page not found/)
  }
})
