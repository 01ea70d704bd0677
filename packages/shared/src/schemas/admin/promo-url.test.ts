import { describe, expect, it } from 'vitest'
import { PromoInputSchema } from './catalogue'

const promo = (url: string) => ({ title: 'Deals', brief: '', url, link_text: 'Shop now' })

describe("the promo strip's link", () => {
  it.each(['/deals', '/category/first-aid/', '/product-detail/gauze?ref=strip#top', '/a/../b'])(
    'takes the path on this site %s',
    (url) => {
      expect(PromoInputSchema.safeParse(promo(url)).success).toBe(true)
    },
  )

  it.each([
    '/\\evil.example/deals',
    '/\\/evil.example',
    '//evil.example/deals',
    'https://evil.example/deals',
    'javascript:alert(1)',
    'deals',
    '/ /evil.example',
  ])('refuses %s, which a browser could read as another site', (url) => {
    const parsed = PromoInputSchema.safeParse(promo(url))
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0]?.path).toEqual(['url'])
  })
})
