import { describe, expect, it } from 'vitest'
import { ProductInputSchema } from './catalogue'
import { ShippingRateInputSchema } from './operations'

const messagesOf = (result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))

describe('back-office messages as staff read them', () => {
  it('names a missing price, category and brand in plain words', () => {
    const result = ProductInputSchema.safeParse({
      product_name: 'Gauze',
      sku: 'G-1',
      selling_price_cents: Number.NaN,
      category_id: undefined,
      brand_id: 0,
    })
    expect(messagesOf(result)).toMatchObject({
      selling_price_cents: 'Enter an amount such as 12.50',
      category_id: 'Choose a category',
      brand_id: 'Choose a brand',
    })
    expect(
      messagesOf(
        ProductInputSchema.safeParse({
          product_name: 'Gauze',
          sku: 'G-1',
          selling_price_cents: 0,
          category_id: 1,
          brand_id: 1,
        }),
      ),
    ).toEqual({ selling_price_cents: 'Enter a price such as 12.50' })
  })

  it('never says cents or a field key under a money field', () => {
    const messages = Object.values(
      messagesOf(ShippingRateInputSchema.safeParse({ rate_cents: 12.5, free_over_cents: -1 })),
    )
    expect(messages).toEqual([
      'Enter an amount such as 12.50, with at most two decimals',
      'Enter an amount of 0 or more',
    ])
    for (const m of messages) expect(m).not.toMatch(/cents|_/)
  })
})
