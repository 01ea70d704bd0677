import { expect, expectNoSeriousA11yViolations, test } from '../fixtures'

const SHOP = 'Bermuda Medical Supply'

test('Terms & Conditions: effective date, age, declined orders, Bermuda law and the contact e-mail', async ({
  page,
  request,
}) => {
  const shop = (await (await request.get('/api/shop-info')).json()) as { email: string }
  await page.goto('/terms-conditions')
  await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible()
  await expect(page).toHaveTitle(`Terms & Conditions | ${SHOP}`)
  await expect(page.getByText('Effective 30 August 2023')).toBeVisible()
  await expect(page.getByText(/You must be 18 years of age or over/)).toBeVisible()
  await expect(page.getByText(/We may\s+decline or cancel any order/)).toBeVisible()
  await expect(page.getByText(/governed by the laws of Bermuda/)).toBeVisible()
  await expect(page.getByRole('link', { name: shop.email }).first()).toHaveAttribute(
    'href',
    `mailto:${shop.email}`,
  )
  // The in-page contents jump to their section.
  await page
    .getByRole('navigation', { name: 'On this page' })
    .getByRole('link', { name: 'Governing law' })
    .click()
  await expect(page).toHaveURL(/#law$/)
  await expect(page.getByRole('heading', { name: /Governing law/ })).toBeInViewport()
  await expectNoSeriousA11yViolations(page)
})

test('Privacy Policy: not for children under 13, with the contact e-mail', async ({ page, request }) => {
  const shop = (await (await request.get('/api/shop-info')).json()) as { email: string }
  await page.goto('/privacy-policy')
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
  await expect(page).toHaveTitle(`Privacy Policy | ${SHOP}`)
  await expect(page.getByText(/not intended for children under 13/)).toBeVisible()
  await expect(page.getByRole('link', { name: shop.email }).first()).toHaveAttribute(
    'href',
    `mailto:${shop.email}`,
  )
  await expectNoSeriousA11yViolations(page)
})

test('Return Policy: returns from a delivered order within the window, the product rules, cancellation, contact e-mail', async ({
  page,
  request,
}) => {
  const shop = (await (await request.get('/api/shop-info')).json()) as {
    email: string
    return_window_days: number
  }
  await page.goto('/refund-policy')
  await expect(page.getByRole('heading', { level: 1, name: 'Return Policy' })).toBeVisible()
  await expect(page).toHaveTitle(`Return Policy | ${SHOP}`)
  // Returns follow the shop's rules (docs/decisions/0110-returns-and-store-credit.md).
  await expect(
    page.getByText(
      new RegExp(
        `You can start a return from a delivered order.*for ${shop.return_window_days} days after delivery`,
      ),
    ),
  ).toBeVisible()
  for (const rule of ['Returnable', 'Returnable only unopened', 'Not returnable unless damaged or wrong'])
    await expect(page.getByRole('listitem').filter({ hasText: new RegExp(`^${rule}:`) })).toBeVisible()
  await expect(
    page.getByText(/You can cancel an order only before its status is Out for Delivery/),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: shop.email }).first()).toHaveAttribute(
    'href',
    `mailto:${shop.email}`,
  )
  await expectNoSeriousA11yViolations(page)
})

test('Brands lists the real brands by group, each leading to its listing', async ({ page, request }) => {
  const brands = (await (await request.get('/api/brands')).json()) as {
    name: string
    slug: string
    group_name: string
  }[]
  expect(brands.length).toBeGreaterThan(1)
  await page.goto('/brands')
  await expect(page.getByRole('heading', { level: 1, name: 'All brands' })).toBeVisible()
  await expect(page).toHaveTitle(`All brands | ${SHOP}`)
  const main = page.getByRole('main')
  for (const group of new Set(brands.map((b) => b.group_name))) {
    await expect(main.getByRole('heading', { level: 2, name: group })).toBeVisible()
  }
  await expect(main.getByRole('region').getByRole('link')).toHaveCount(brands.length)
  const brand = brands[0]!
  const group = main.getByRole('region', { name: brand.group_name })
  await group.getByRole('link', { name: brand.name, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/brand/${brand.slug}/?$`))
  await page.goto('/brands')
  await expect(main.getByRole('heading', { level: 2, name: brand.group_name })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('the blog shows article cards, an article with recent posts, and the newest without a slug', async ({
  page,
}) => {
  await page.goto('/blog')
  await expect(page.getByRole('heading', { level: 1, name: 'Health blog' })).toBeVisible()
  const cards = page.getByRole('main').getByRole('article')
  expect(await cards.count()).toBeGreaterThanOrEqual(6)
  await expectNoSeriousA11yViolations(page)

  const newestTitle = (await cards.first().getByRole('heading').textContent())!.trim()
  const third = cards.nth(2).getByRole('link')
  const title = (await third.textContent())!.trim()
  await third.click()
  await expect(page).toHaveURL(/\/blog-details\?slug=[a-z0-9-]+$/)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page).toHaveTitle(`${title} | ${SHOP}`)
  const recent = page.getByRole('complementary', { name: 'Recent posts' })
  await expect(recent.getByRole('link', { name: newestTitle })).toBeVisible()
  await expect(recent.getByRole('link', { name: title })).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)

  await page.goto('/blog-details')
  await expect(page.getByRole('heading', { level: 1, name: newestTitle })).toBeVisible()
  await page.goto('/blog-details?slug=no-such-article')
  await expect(page.getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible()
})

test('the FAQ answers at least ten questions, opening each by keyboard', async ({ page }) => {
  await page.goto('/faq')
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible()
  await expect(page).toHaveTitle(`Frequently asked questions | ${SHOP}`)
  const questions = page.getByRole('main').getByRole('button')
  expect(await questions.count()).toBeGreaterThanOrEqual(10)
  for (const topic of [
    'Ordering',
    'Pre-orders',
    'Subscribe & Save',
    'Delivery and pickup',
    'Returns',
    'Payment',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: topic })).toBeVisible()
  }
  const question = page.getByRole('button', { name: 'Can I collect my order from the store?' })
  await expect(question).toHaveAttribute('aria-expanded', 'false')
  await question.focus()
  await page.keyboard.press('Enter')
  await expect(question).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByText(/Choose pickup at checkout/)).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('the store location gives the address, opening hours, pickup steps and phone', async ({
  page,
  request,
}) => {
  const shop = (await (await request.get('/api/shop-info')).json()) as {
    phone: string
    pickup_address: string
  }
  await page.goto('/store-location')
  await expect(page.getByRole('heading', { level: 1, name: 'Store location' })).toBeVisible()
  await expect(page).toHaveTitle(`Store location and opening hours | ${SHOP}`)
  const main = page.getByRole('main')
  await expect(main.getByText(shop.pickup_address)).toBeVisible()
  await expect(main.getByRole('rowheader', { name: 'Monday to Friday' })).toBeVisible()
  await expect(main.getByRole('heading', { name: 'Order pickup' })).toBeVisible()
  await expect(main.getByRole('link', { name: shop.phone })).toHaveAttribute('href', /^tel:\+?\d+$/)
  await expectNoSeriousA11yViolations(page)
})

test('an unknown address answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page/at-all')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expect(page).toHaveTitle(`Page not found | ${SHOP}`)
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('main').getByRole('link', { name: 'Read the FAQ' }).click()
  await expect(page).toHaveURL(/\/faq$/)
})

test('robots.txt and the sitemap are served for crawlers', async ({ request, baseURL }) => {
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Disallow: /checkout')
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const path of ['/terms-conditions', '/privacy-policy', '/refund-policy', '/brands', '/blog', '/faq'])
    expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`)
  expect(sitemap).toMatch(/<loc>[^<]+\/product-detail\/[a-z0-9-]+<\/loc>/)
})
