import { CouponCodeParamsSchema, CouponInputSchema } from '@shop/shared/schemas/admin/operations'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { couponFormValues } from './coupons'

const FormSchema = z.intersection(CouponCodeParamsSchema, CouponInputSchema)

describe('couponFormValues', () => {
  it('turns a saved coupon into values the save accepts: no use count, dates as shop days', () => {
    const values = couponFormValues(
      {
        code: 'EXPIRED20',
        discount_type: 'percent',
        discount_value: 20,
        min_amount_cents: 0,
        starts_at: '2026-07-04T09:00:00.000Z',
        ends_at: '2026-10-02T09:00:00.000Z',
        max_uses: null,
        max_uses_per_customer: null,
        used_count: 3,
        active: true,
      },
      'Atlantic/Bermuda',
    )
    expect(values).not.toHaveProperty('used_count')
    expect(values.starts_at).toBe('2026-07-04')
    expect(values.ends_at).toBe('2026-10-02')
    expect(FormSchema.safeParse(values).success).toBe(true)
  })

  it('keeps a coupon without dates dateless', () => {
    const values = couponFormValues(
      {
        code: 'WELCOME10',
        discount_type: 'percent',
        discount_value: 10,
        min_amount_cents: 2500,
        starts_at: null,
        ends_at: null,
        max_uses: null,
        max_uses_per_customer: null,
        used_count: 0,
        active: true,
      },
      'Atlantic/Bermuda',
    )
    expect(FormSchema.safeParse(values).success).toBe(true)
    expect(values.starts_at).toBeNull()
  })
})
