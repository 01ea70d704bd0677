import type { APIRequestContext } from '@playwright/test'
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures'
import { closeMiniCart } from '../checkout-helpers'
import { dayMonthYear } from '../shop-api'

interface ApiReview {
  name: string
  headline: string
  star: number
  created_at: string
}
interface ApiProduct {
  /** Sold in packs: its page and card carry a pack choice (decision 0114); plain-product journeys skip it. */
  packs?: unknown[]
  id: number
  slug: string
  product_name: string
  sku: string
  category: string
  selling_price: number
  discounted_price: number | null
  stock: number
  unit: string
  weight: string
  rating: number
  images: unknown[]
  subscriptions: unknown[]
  reviews: ApiReview[]
}

const money = (dollars: number) => `US $${dollars.toFixed(2)}`

async function productDetail(request: APIRequestContext, slug: string): Promise<ApiProduct> {
  return ((await (await request.get(`/api/product/${slug}`)).json()) as { data: ApiProduct }).data
}

/** The first product of the seeded shop's listing that fits, found through the API. */
async function findProduct(request: APIRequestContext, wanted: (p: ApiProduct) => boolean) {
  for (let page = 1; page <= 25; page++) {
    const list = (await (await request.get(`/api/products?page=${page}`)).json()) as {
      data: { slug: string }[]
    }
    if (list.data.length === 0) break
    for (const { slug } of list.data) {
      const product = await productDetail(request, slug)
      if (!product.packs?.length && wanted(product)) return product
    }
  }
  throw new Error('the seeded shop has no product of the kind this journey needs')
}

test(
  'a shopper reads a discounted, reviewed product: gallery, facts, price, stock, tabs and reviews',
  { tag: '@phone' },
  async ({ page, request }) => {
    const p = await findProduct(
      request,
      (x) =>
        x.discounted_price !== null &&
        x.stock > 0 &&
        x.reviews.length > 0 &&
        x.images.length > 1 &&
        x.subscriptions.length > 0,
    )
    const response = await page.goto(`/product-detail/${p.slug}`)
    expect(response?.status()).toBe(200)

    await expect(page.getByRole('heading', { level: 1, name: p.product_name })).toBeVisible()
    await expect(page).toHaveTitle(`${p.product_name} | Bermuda Medical Supply`)
    await expect(page.getByRole('link', { name: p.category }).first()).toBeVisible()
    await expect(page.getByText(`Item code: ${p.sku}`)).toBeVisible()
    await expect(page.getByText(p.rating.toFixed(1), { exact: true }).first()).toBeVisible()

    // Price with the original struck through.
    await expect(
      page.locator('.product-price').getByText(money(p.discounted_price!), { exact: true }),
    ).toBeVisible()
    await expect(page.locator('.product-price del')).toContainText(money(p.selling_price))

    // Unit, weight and the stock label with the remaining quantity.
    const facts = page.locator('.product-facts')
    await expect(facts).toContainText(p.unit)
    await expect(facts).toContainText(p.weight)
    // The stock is said once, in the availability label.
    await expect(facts.getByText(String(p.stock), { exact: true })).toHaveCount(0)
    await expect(page.getByText(`${p.stock} In Stock`, { exact: true })).toBeVisible()

    // The cart's purchase box sits in its slot.
    await expect(page.getByRole('radio', { name: /One-time purchase/ })).toBeChecked()
    await expect(page.getByRole('radio', { name: /Subscribe & Save/ })).toBeVisible()
    // The purchase box's button comes first; the carousel's cards carry their own.
    await expect(page.getByRole('main').getByRole('button', { name: 'Add To Cart' }).first()).toBeVisible()

    // Gallery: a thumbnail shows its picture.
    const second = page.getByRole('button', { name: `Show picture 2 of ${p.images.length}` })
    await second.click()
    await expect(second).toHaveAttribute('aria-current', 'true')

    // Description and Additional Information tabs.
    await expect(page.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true')
    await page.getByRole('tab', { name: 'Additional Information' }).click()
    await expect(page.getByRole('tab', { name: 'Additional Information' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(page.getByRole('tabpanel')).toBeVisible()

    // Ratings summary: a text percentage for each star from 5 to 1.
    const shares = page.getByRole('list', { name: 'Share of ratings per star' }).getByRole('listitem')
    await expect(shares).toHaveCount(5)
    await expect(shares.first()).toContainText('5 star')
    await expect(shares.last()).toContainText('1 star')
    const percents = (await shares.allTextContents()).map((t) => Number(/(\d+)%/.exec(t)![1]))
    expect(Math.abs(percents.reduce((a, b) => a + b, 0) - 100)).toBeLessThanOrEqual(2)

    // The scrollable review list: name, day-month-year date and headline.
    const reviews = page.getByRole('region', { name: 'Customer reviews' })
    const first = p.reviews[0]!
    await expect(reviews).toContainText(first.name)
    await expect(reviews).toContainText(dayMonthYear(first.created_at))
    await expect(reviews.getByRole('heading', { name: first.headline || 'Review' }).first()).toBeVisible()

    await expectNoSeriousA11yViolations(page)
  },
)

test('the share buttons open each network with the product address', async ({ page, request }) => {
  const p = await findProduct(request, (x) => x.stock > 0)
  await page
    .context()
    .route(/facebook\.com|twitter\.com|x\.com|linkedin\.com|whatsapp\.com/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>shared</title>' }),
    )
  await page.goto(`/product-detail/${p.slug}`)
  const cases: [string, RegExp][] = [
    ['Share on Facebook', /facebook\.com\/sharer/],
    ['Share on Twitter', /twitter\.com\/intent\/tweet/],
    ['Share on LinkedIn', /linkedin\.com\/shareArticle/],
    ['Share on WhatsApp', /whatsapp\.com\/send/],
  ]
  for (const [name, url] of cases) {
    const popupOpened = page.waitForEvent('popup')
    await page.getByRole('button', { name }).click()
    const popup = await popupOpened
    await popup.waitForURL(url)
    expect(decodeURIComponent(popup.url())).toContain(`/product-detail/${p.slug}`)
    await popup.close()
  }
})

test('CUSTOMERS ALSO BOUGHT shows products of the category, can be paused and leads to another product', async ({
  page,
  request,
}) => {
  const p = await findProduct(request, (x) => x.stock > 0)
  await page.goto(`/product-detail/${p.slug}`)
  const carousel = page.getByRole('region', { name: 'CUSTOMERS ALSO BOUGHT' })
  await expect(carousel.getByRole('heading', { name: 'CUSTOMERS ALSO BOUGHT' })).toBeAttached()
  // The products load when the section nears the viewport.
  await carousel.scrollIntoViewIfNeeded()
  const pause = carousel.getByRole('button', { name: 'Pause carousel' })
  await pause.click()
  await expect(carousel.getByRole('button', { name: 'Play carousel' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  // Clickable pagination.
  const bullets = carousel.getByRole('button', { name: /Go to slide/ })
  expect(await bullets.count()).toBeGreaterThan(1)
  await bullets.nth(1).click()

  const active = carousel.locator('.swiper-slide-active')
  const name = (await active.getByRole('heading').getByRole('link').textContent())!.trim()
  expect(name).not.toBe(p.product_name)
  // The card's view link: a long name is clamped to two lines, so its middle may be hidden.
  await active.getByRole('link', { name: `View ${name}` }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page).toHaveURL(/\/product-detail\//)
})

test('a product without stock says Out of Stock, and one without reviews says so', async ({
  page,
  request,
}) => {
  const soldOut = await findProduct(request, (x) => x.stock <= 0)
  const unreviewed = await findProduct(request, (x) => x.reviews.length === 0)

  await page.goto(`/product-detail/${soldOut.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: soldOut.product_name })).toBeVisible()
  await expect(page.getByText('Out of Stock', { exact: true })).toBeVisible()

  await page.goto(`/product-detail/${unreviewed.slug}`)
  // Not '0.0 ★★★★★ 0 ratings': the page says there are none yet and offers to write the first.
  await expect(page.getByText('No reviews yet').first()).toBeVisible()
  await expect(page.getByText('0 ratings')).toHaveCount(0)
  await expect(page.getByText('0.0', { exact: true })).toHaveCount(0)
  await page.getByRole('link', { name: 'Write the first review' }).click()
  await expect(page.getByRole('heading', { name: 'Review this product' })).toBeInViewport()
  await expectNoSeriousA11yViolations(page)
})

test(
  'on a phone the price and the cart button stay at the bottom until the purchase box shows',
  { tag: '@phone' },
  async ({ page, request }, testInfo) => {
    const p = await findProduct(request, (x) => x.stock > 2 && x.subscriptions.length === 0)
    await page.goto(`/product-detail/${p.slug}`)
    await expect(page.getByRole('heading', { level: 1, name: p.product_name })).toBeVisible()
    const bar = page.getByTestId('sticky-buy-bar')
    if (testInfo.project.name !== 'phone') {
      await expect(bar).toBeHidden()
      return
    }
    await expect(bar).toBeInViewport()
    await expect(bar.getByText(money(p.discounted_price ?? p.selling_price))).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await bar.getByRole('button', { name: `Add To Cart: ${p.product_name}` }).click()
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible()
    await closeMiniCart(page)
    await expect(bar.getByRole('link', { name: 'View Cart' })).toBeVisible()
    // Once the purchase box itself is on screen the bar steps aside.
    await page.getByRole('button', { name: 'Add to Wishlist' }).scrollIntoViewIfNeeded()
    await expect(bar).toBeHidden()
  },
)

test(
  'on a phone the sticky bar adds the Subscribe & Save choice at its price, not a one-time line',
  { tag: '@phone' },
  async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the sticky bar is a phone’s')
    const p = await findProduct(request, (x) => x.stock > 2 && x.subscriptions.length > 0)
    await page.goto(`/product-detail/${p.slug}`)
    await page.getByRole('radio', { name: /Subscribe & Save/ }).check()
    const interval = page.getByLabel('Delivery every')
    const last = (await interval.locator('option').last().getAttribute('value'))!
    await interval.selectOption(last)
    const chosenPrice = (await page.getByTestId('subscription-price').locator('.fw-bold').textContent())!
    await page.evaluate(() => window.scrollTo(0, 0))
    const bar = page.getByTestId('sticky-buy-bar')
    await expect(bar).toBeInViewport()
    await expect(bar.getByTestId('sticky-subscription-price')).toContainText(chosenPrice)
    await expect(bar.getByTestId('sticky-subscription-price')).toContainText(`every ${last} months`)
    await expectNoSeriousA11yViolations(page)
    await bar
      .getByRole('button', { name: new RegExp(`^Add To Cart: .*Subscribe & Save every ${last} months$`) })
      .click()
    await closeMiniCart(page)
    await page.goto('/Cart')
    const line = page.getByRole('main').locator('.cart-line-interval')
    await expect(line).toHaveCount(1)
    await expect(line.getByLabel('Subscribe & Save, delivery every')).toHaveValue(last)
    await expect(page.getByRole('main').getByText(chosenPrice).first()).toBeVisible()
  },
)

test('a skeleton shows while a product opened from the listing loads', async ({ page, request }) => {
  const p = await findProduct(request, (x) => x.stock > 0)
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(`**/api/product/${p.slug}`, async (route) => {
    await held
    await route.continue()
  })
  // A first visit gets the product inside the page; opened from the listing, it is fetched.
  await page.goto('/all-products')
  await page.getByRole('heading').getByRole('link', { name: p.product_name, exact: true }).click()
  await expect(page.getByText('Loading product…')).toBeAttached()
  await expect(page.getByRole('main').locator('[aria-busy="true"]').first()).toBeVisible()
  release()
  await expect(page.getByRole('heading', { level: 1, name: p.product_name })).toBeVisible()
  await expect(page.getByText('Loading product…')).toHaveCount(0)
})

test('an unknown product answers 404 with a real not-found page', async ({ page }) => {
  const response = await page.goto('/product-detail/no-such-product-anywhere')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible()
  await expect(page).toHaveTitle('Page not found | Bermuda Medical Supply')
  await page.getByRole('link', { name: 'Browse all products' }).click()
  await expect(page).toHaveURL(/\/all-products$/)
  await page.goto('/product-detail/no-such-product-anywhere')
  await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('a failed product load (opened from the listing) shows the error message as a toast', async ({
  page,
  request,
}) => {
  const p = await findProduct(request, (x) => x.stock > 0)
  await page.route(`**/api/product/${p.slug}`, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'The catalogue is being updated. Please try again in a minute.' }),
    }),
  )
  // A first visit gets the product inside the page; opened from the listing, it is fetched.
  await page.goto('/all-products')
  await page.getByRole('heading').getByRole('link', { name: p.product_name, exact: true }).click()
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'The catalogue is being updated. Please try again in a minute.' }),
  ).toBeVisible()
  await page.unroute(`**/api/product/${p.slug}`)
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { level: 1, name: p.product_name })).toBeVisible()
})

test('the server gives crawlers the product title, canonical and structured data', async ({ request }) => {
  const p = await findProduct(request, (x) => x.stock > 0)
  const res = await request.get(`/product-detail/${p.slug}`)
  expect(res.status()).toBe(200)
  const html = await res.text()
  expect(html).toContain(`/product-detail/${p.slug}" />`)
  expect(html).toContain('<link rel="canonical"')
  expect(html).toContain('"@type":"Product"')
  // The page itself comes rendered, its data beside it for the app to start from.
  expect(html.slice(html.indexOf('<div id="root">'))).toMatch(/<h1[^>]*>[^<]+<\/h1>/)
  expect(html).toContain('<script type="application/json" id="server-render">')
  expect(html).toContain(`"slug":"${p.slug}"`)
  expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+800[^"]*"/)
})
