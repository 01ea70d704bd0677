import { describe, expect, it } from 'vitest'
import { cardShareCents, refundAmount, refundLimitRefusal, returnRefund } from './refunds'

const paidByCard = {
  grandTotalCents: 10_000,
  refundedCents: 0,
  storeCreditCents: 0,
  cardRefundedCents: 0,
  unpaidCents: 0,
}

describe('refunds', () => {
  it('the card paid the total less the store credit spent', () => {
    expect(cardShareCents({ grandTotalCents: 10_000, storeCreditCents: 2_500 })).toBe(7_500)
    expect(cardShareCents({ grandTotalCents: 1_000, storeCreditCents: 1_000 })).toBe(0)
  })

  it('above the limit only an owner refunds', () => {
    expect(refundLimitRefusal('staff', 10_001, 10_000)).toContain("owner's limit")
    expect(refundLimitRefusal('staff', 10_000, 10_000)).toBeNull()
    expect(refundLimitRefusal('owner', 1_000_000, 10_000)).toBeNull()
  })

  it('never gives back more than the order has left', () => {
    expect(refundAmount(4_000, { ...paidByCard, refundedCents: 7_000 }, 'credit').cents).toBe(3_000)
    expect(refundAmount(4_000, { ...paidByCard, refundedCents: 10_000 }, 'credit').cents).toBe(0)
  })

  it('refuses the card more than it paid and has not had back; credit may take the rest', () => {
    const order = { ...paidByCard, storeCreditCents: 6_000, cardRefundedCents: 1_000 }
    const card = refundAmount(3_500, order, 'card')
    expect(card).toMatchObject({ cardLeftCents: 3_000, refusal: expect.any(String) })
    expect(refundAmount(3_000, order, 'card').refusal).toBeNull()
    expect(refundAmount(3_500, order, 'credit')).toMatchObject({
      cents: 3_500,
      paidBackCents: 3_500,
      refusal: null,
    })
  })

  it('what was never paid (on account) comes off the invoice, not back as money', () => {
    const onAccount = { ...paidByCard, unpaidCents: 6_000 }
    expect(refundAmount(4_000, onAccount, 'credit')).toMatchObject({
      cents: 4_000,
      creditNoteCents: 4_000,
      paidBackCents: 0,
    })
    expect(refundAmount(8_000, onAccount, 'credit')).toMatchObject({
      cents: 8_000,
      creditNoteCents: 6_000,
      paidBackCents: 2_000,
    })
  })

  it("a return's amount: goods less coupon share, plus tax share, plus shipping at the shop's fault", () => {
    const order = {
      ...paidByCard,
      subTotalCents: 10_000,
      couponDiscountCents: 1_000,
      shippingChargeCents: 500,
      taxCents: 900,
      grandTotalCents: 10_400,
    }
    expect(returnRefund(order, 5_000, false, 'card').cents).toBe(5_000 - 500 + 450)
    expect(returnRefund(order, 5_000, true, 'card').cents).toBe(5_000 - 500 + 450 + 500)
    expect(returnRefund({ ...order, refundedCents: 10_000 }, 5_000, true, 'card').cents).toBe(400)
  })
})
