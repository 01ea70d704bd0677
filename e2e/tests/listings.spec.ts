import type { Page } from '@playwright/test'
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures'
import { closeMiniCart } from '../checkout-helpers'
import { dayMonthYear } from '../shop-api'

interface Product {
  id: number
  product_name: string
  slug: string
  selling_price: number
  discounted_price: number | null
  stock: number
  unit: string
  expiry_date: string | null
  thumbnail_compress: string
}
interface ListAnswer {
  data: Product[]
  meta: { current_page: number; from: number | null; to: number | null; per_page: number; total: number }
}

const dollars = (n: number) => `US $${n.toFixed(2)}`

async function listing(page: Page, query = ''): Promise<ListAnswer> {
  return (await page.request.get(`/api/products${query}`)).json()
}

/** The first product in the catalogue (cheapest first) that passes the test, via the API. */
async function findProduct(page: Page, test: (p: Product) => boolean): Promise<Product> {
  for (let n = 1; n <= 40; n++) {
    const { data } = await listing(page, `?page=${n}`)
    const found = data.find(test)
    if (found) return found
    if (data.length === 0) break
  }
  throw new Error('the demo catalogue has no such product')
}

const cards = (page: Page) => page.getByRole('main').getByRole('article')

async function shownPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('.product-card .price-now').allTextContents()
  return texts.map((t) => Number(t.replace('US $', '')))
}

test('all products: the count line, pages in the URL, reload and back', async ({ page }) => {
  const { meta } = await listing(page)
  await page.goto('/all-products')
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible()
  await expect(page.getByText(`Showing 1-15 of ${meta.total} results`)).toBeVisible()
  await expect(cards(page)).toHaveCount(15)

  const pagination = page.getByRole('navigation', { name: 'Pagination' })
  await expect(pagination.getByRole('button', { name: 'Previous page' })).toHaveText('<<')
  await expect(pagination.getByRole('button', { name: 'Next page' })).toHaveText('>>')
  await expect(pagination.getByText('...')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await pagination.getByRole('link', { name: 'Page 2', exact: true }).click()
  await expect(page).toHaveURL('/all-products?page=2')
  await expect(page.getByText(`Showing 16-30 of ${meta.total} results`)).toBeVisible()
  await expect(pagination.getByRole('link', { name: 'Page 2 is your current page' })).toHaveAttribute(
    'aria-current',
    'page',
  )

  await page.reload()
  await expect(page.getByText(`Showing 16-30 of ${meta.total} results`)).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL('/all-products')
  await expect(page.getByText(`Showing 1-15 of ${meta.total} results`)).toBeVisible()

  // The keyboard: '>>' with Enter goes one page on.
  await pagination.getByRole('button', { name: 'Next page' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/all-products?page=2')
})

test('sorting by price goes back to page 1 and orders the cards', async ({ page }) => {
  await page.goto('/all-products?page=3')
  await expect(page.getByText(/^Showing 31-45 of \d+ results$/)).toBeVisible()
  const sort = page.getByRole('combobox', { name: 'Sort by' })
  await expect(sort).toHaveValue('asc')
  await expect(sort.getByRole('option')).toHaveText([
    'Price: Low to high',
    'Price: High to low',
    'Newest',
    'Biggest discount',
  ])

  await sort.selectOption({ label: 'Price: High to low' })
  await expect(page).toHaveURL('/all-products?sort=desc')
  await expect(page.getByText(/^Showing 1-15 of \d+ results$/)).toBeVisible()
  const desc = await shownPrices(page)
  expect(desc).toEqual([...desc].sort((a, b) => b - a))

  await sort.selectOption({ label: 'Price: Low to high' })
  await expect(page).toHaveURL('/all-products')
  await expect.poll(async () => shownPrices(page)).not.toEqual(desc)
  const asc = await shownPrices(page)
  expect(asc).toEqual([...asc].sort((a, b) => a - b))
})

test('a category listing names the category and keeps page and sort in its URL', async ({ page }) => {
  const { data } = await (await page.request.get('/api/categories')).json()
  let chosen: { name: string; slug: string; total: number } | undefined
  for (const c of data.data as { name: string; slug: string }[]) {
    const { meta } = await listing(page, `?category=${c.slug}`)
    if (meta.total > 15) {
      chosen = { ...c, total: meta.total }
      break
    }
  }
  expect(chosen).toBeDefined()
  const { name, slug, total } = chosen!

  await page.goto(`/category/${slug}/?sort=desc&page=2`)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByText(`Showing ${name} 16-${Math.min(30, total)} of ${total} results`)).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('desc')

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('asc')
  await expect(page).toHaveURL(`/category/${slug}/`)
  await expect(page.getByText(`Showing ${name} 1-15 of ${total} results`)).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('search results on /shop, and a search that finds nothing', async ({ page }) => {
  const { meta } = await listing(page, '?search=vitamin')
  await page.goto('/shop?search=vitamin')
  await expect(page.getByRole('heading', { level: 1, name: 'Search results for “vitamin”' })).toBeVisible()
  await expect(
    page.getByText(`Showing “vitamin” 1-${Math.min(15, meta.total)} of ${meta.total} results`),
  ).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Search products' })).toHaveValue('vitamin')

  await page.goto('/shop?search=zzqxwv')
  await expect(page.getByText('No products match “zzqxwv”.')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
})

test("today's deals show under 'Showing Best Deals Items'", async ({ page }) => {
  const deals = (await (await page.request.get('/api/todays-deals')).json()).data[0].products as Product[]
  await page.goto('/deals')
  await expect(page.getByRole('heading', { level: 1, name: 'Showing Best Deals Items' })).toBeVisible()
  await expect(cards(page)).toHaveCount(deals.length)
  await expect(cards(page).first()).toContainText(deals[0]!.product_name)
  await expectNoSeriousA11yViolations(page)
})

test('an out-of-stock card: badge, ships-when-available, Pre Order into the cart', async ({ page }) => {
  const product = await findProduct(page, (p) => p.stock <= 0)
  await page.goto(`/shop?${new URLSearchParams({ search: product.product_name })}`)
  // Exactly: a search finds the same name inside others ('Coralvita 5 mm 31G Pen Needles, ...').
  const card = page.getByRole('article', { name: product.product_name, exact: true })
  await expect(card.getByText('Out of stock', { exact: true })).toBeVisible()
  await expect(card.getByText('Ships when available')).toBeVisible()
  await expect(card.getByText('Qty in stock:')).toBeVisible()
  await expect(card.locator('dd').first()).toHaveText('0')

  await card.getByRole('button', { name: `Pre Order: ${product.product_name}` }).click()
  await expect(card.getByRole('link', { name: 'View Cart' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible()
})

test('a discounted card shows the price, the original struck through and the facts', async ({ page }) => {
  const product = await findProduct(
    page,
    (p) =>
      p.discounted_price !== null && p.discounted_price < p.selling_price && p.stock > 0 && !!p.expiry_date,
  )
  await page.goto(`/shop?${new URLSearchParams({ search: product.product_name })}`)
  const card = page.getByRole('article', { name: product.product_name })
  await expect(card.locator('.price-now')).toHaveText(dollars(product.discounted_price!))
  await expect(card.locator('del')).toHaveText(`Original price ${dollars(product.selling_price)}`)
  await expect(card.getByText('Out of stock', { exact: true })).toHaveCount(0)
  await expect(card.locator('dl')).toContainText(`Qty in stock:${product.stock}`)
  await expect(card.locator('dl')).toContainText(`Unit:${product.unit}`)
  await expect(card.locator('dl')).toContainText(`Expiry:${dayMonthYear(product.expiry_date!)}`)

  await card.getByRole('button', { name: `Add To Cart: ${product.product_name}` }).click()
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible()
  await closeMiniCart(page)

  await card.getByRole('link', { name: `View ${product.product_name}` }).click()
  await expect(page).toHaveURL(`/product-detail/${product.slug}`)
})

test('the wish-list heart sends a guest to log in and back', async ({ page }) => {
  await page.goto('/all-products')
  const card = cards(page).first()
  const name = (await card.getByRole('heading').textContent())!.trim()
  const heart = card.getByRole('button', { name: `Wish list: ${name}`, exact: true })
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  await heart.click()
  await expect(page).toHaveURL('/login?redirectTo=%2Fall-products')
})

test('card images: the 300px picture, sized, lazy below the fold, a placeholder when it fails', async ({
  page,
}) => {
  const { data } = await listing(page)
  await page.goto('/all-products')
  const first = cards(page).first().locator('img')
  const expected = JSON.parse(data[0]!.thumbnail_compress).image_urls['300px']
  await expect(first).toHaveAttribute('src', expected)
  await expect(first).toHaveAttribute('width', '300')
  await expect(first).toHaveAttribute('height', '300')
  await expect(first).toHaveAttribute('loading', 'eager')
  await expect(cards(page).nth(10).locator('img')).toHaveAttribute('loading', 'lazy')

  await page.route('**/media/**', (route) => route.abort())
  await page.goto('/all-products?page=2')
  await expect(cards(page).first().locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml/)
})

test('loading shows 18 skeleton cards; a failure shows its message centred', async ({ page }) => {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.goto('/all-products')
  await page.route(
    (url) => url.pathname === '/api/products',
    async (route) => {
      await held
      await route.continue()
    },
  )
  // The first page came rendered by the server; the app loads the next one itself.
  await expect(cards(page)).toHaveCount(15)
  await page.getByLabel('Sort by').selectOption('desc')
  await expect(page.getByRole('status').getByText('Loading products...')).toBeAttached()
  await expect(page.locator('[aria-busy="true"] li')).toHaveCount(18)
  release()
  await expect(cards(page)).toHaveCount(15)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)

  await page.goto('/category/no-such-category/')
  const alert = page.getByRole('alert').filter({ hasText: 'Category not found.' })
  await expect(alert).toBeVisible()
  const box = (await alert.boundingBox())!
  const width = page.viewportSize()!.width
  expect(Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThan(40)
  await expect(alert).toHaveCSS('text-align', 'center')
})

test(
  'the grid has 2 cards a row on a phone and 4 beside the filters on a wide screen, all of one height',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/all-products')
    await expect(cards(page)).toHaveCount(15)
    const boxes = await cards(page).evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON()))
    const firstRowTop = boxes[0].top
    const perRow = boxes.filter((b: DOMRect) => Math.abs(b.top - firstRowTop) < 2).length
    const width = page.viewportSize()!.width
    expect(perRow).toBe(width < 768 ? 2 : width >= 1200 ? 4 : 3)
    const heights = boxes.slice(0, perRow).map((b: DOMRect) => Math.round(b.height))
    expect(new Set(heights).size).toBe(1)
    // Nothing sticks out sideways on a 390 px phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  },
)

test(
  'filters with counts narrow any listing, live in the URL and combine with sort and paging',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    const phone = testInfo.project.name === 'phone'
    await page.goto('/all-products?sort=desc')
    await expect(cards(page)).toHaveCount(15)
    // On a phone the filters are in a drawer behind a button; on a desktop in the side column.
    const openPanel = async () => {
      if (!phone) return page.getByRole('complementary', { name: 'Filters' })
      await page.getByRole('button', { name: /^Filters/ }).click()
      return page.getByRole('dialog', { name: 'Filters' })
    }
    const closePanel = async (panel: ReturnType<Page['getByRole']>) => {
      if (!phone) return
      await panel.getByRole('button', { name: /^Show \d+ results?$/ }).click()
      await expect(panel).toBeHidden()
    }

    let panel = await openPanel()
    const woundCare = panel.getByRole('checkbox', { name: /^Wound Care \d+$/ })
    await expect(woundCare).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await woundCare.click()
    await expect(page).toHaveURL('/all-products?sort=desc&category=wound-care')
    // A filter ticks once its listing is the page (the URL holds the filters).
    await expect(woundCare).toBeChecked()
    await panel.getByRole('checkbox', { name: /^In stock only \d+$/ }).click()
    await expect(page).toHaveURL('/all-products?sort=desc&category=wound-care&in_stock=1')
    await closePanel(panel)

    const answer: ListAnswer = await listing(page, '?sort_order=desc&category=wound-care&in_stock=1')
    await expect(
      page.getByText(
        `Showing Wound Care 1-${Math.min(15, answer.meta.total)} of ${answer.meta.total} results`,
      ),
    ).toBeVisible()
    const prices = await shownPrices(page)
    expect(prices).toEqual([...prices].sort((a, b) => b - a))

    // The sort keeps the filters; the filters' state survives a reload.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Biggest discount' })
    await expect(page).toHaveURL('/all-products?sort=discount&category=wound-care&in_stock=1')
    await page.reload()
    panel = await openPanel()
    await expect(panel.getByRole('checkbox', { name: /^Wound Care \d+$/ })).toBeChecked()
    await expect(panel.getByRole('checkbox', { name: /^In stock only \d+$/ })).toBeChecked()

    // A price range and a rating narrow further; Clear all filters keeps the sort.
    await panel.getByLabel('Max').fill('20')
    await panel.getByRole('button', { name: 'Apply price range' }).click()
    await expect(page).toHaveURL(
      /^[^?]*\/all-products\?sort=discount&category=wound-care&in_stock=1&max_price=20$/,
    )
    await panel.getByRole('radio', { name: /^4 stars & up/ }).click()
    await expect(page).toHaveURL(/rating=4/)
    await panel.getByRole('button', { name: 'Clear all filters' }).click()
    await expect(page).toHaveURL('/all-products?sort=discount')
    await closePanel(panel)
    await expect(cards(page)).toHaveCount(15)
  },
)

test('a brand listing offers the category filter and keeps it when paging', async ({ page }) => {
  const brands = (await (await page.request.get('/api/brands')).json()) as { slug: string }[]
  let chosen: { brand: string; category: string } | undefined
  for (const b of brands) {
    const answer = await (await page.request.get(`/api/products?brand=${b.slug}&facets=1`)).json()
    const category = (answer.facets.categories as { slug: string; count: number }[]).find((c) => c.count > 0)
    if (category && answer.meta.total > category.count) {
      chosen = { brand: b.slug, category: category.slug }
      break
    }
  }
  expect(chosen).toBeDefined()
  await page.goto(`/brand/${chosen!.brand}/?category=${chosen!.category}`)
  const expected = await (
    await page.request.get(`/api/products?brand=${chosen!.brand}&category=${chosen!.category}`)
  ).json()
  await expect(cards(page)).toHaveCount(Math.min(15, expected.meta.total))
  await expect(page).toHaveTitle(/products \| Bermuda Medical Supply$/)
})
