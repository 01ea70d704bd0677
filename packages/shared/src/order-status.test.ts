import { describe, expect, it } from 'vitest'
import { ORDER_STATUSES } from './constants'
import {
  defaultStatusNote,
  orderShopperLabel,
  OPENING_HOURS,
  openingHoursText,
  orderStatusLabel,
  paymentLabel,
  paymentText,
  PICKUP_ORDER_STATUSES,
  staffOrderState,
  staffStepLabel,
  statusAppliesTo,
} from './order-status'

describe('what staff read', () => {
  it('reads a declined checkout attempt as Declined and an unanswered charge as Awaiting payment, never Pending', () => {
    expect(staffOrderState({ order_status: 'Pending', payment_status: 'failed', pickup: false })).toBe(
      'Declined',
    )
    expect(staffOrderState({ order_status: 'Pending', payment_status: 'pending', pickup: true })).toBe(
      'Awaiting payment',
    )
    expect(staffOrderState({ order_status: 'Pending', payment_status: 'paid', pickup: false })).toBe(
      'Pending',
    )
    expect(staffOrderState({ order_status: 'Cancelled', payment_status: 'refunded', pickup: false })).toBe(
      'Cancelled',
    )
  })

  it("offers a pickup order 'Ready for pickup', never 'Out for Delivery'", () => {
    expect(staffStepLabel('Out for Delivery', true)).toBe('Ready for pickup')
    expect(staffStepLabel('Out for Delivery', false)).toBe('Out for Delivery')
    expect(staffOrderState({ order_status: 'Out for Delivery', payment_status: 'paid', pickup: true })).toBe(
      'Ready for pickup',
    )
  })

  it('names every payment state in words', () => {
    expect(['pending', 'paid', 'failed', 'refunded'].map(paymentLabel)).toEqual([
      'Awaiting payment',
      'Paid',
      'Declined',
      'Refunded',
    ])
  })
})

describe('orderStatusLabel', () => {
  it('reads a paid order as Paid and a processing one as Preparing', () => {
    expect(orderStatusLabel('Pending', false)).toBe('Paid')
    expect(orderStatusLabel('Processing', true)).toBe('Preparing')
  })

  it("says 'Ready for pickup' for a pickup order's last step before collection", () => {
    expect(orderStatusLabel('Out for Delivery', true)).toBe('Ready for pickup')
    expect(orderStatusLabel('Out for Delivery', false)).toBe('Out for Delivery')
  })

  it('keeps the spec-named and final statuses as they are', () => {
    for (const pickup of [true, false]) {
      expect(orderStatusLabel('Delivered', pickup)).toBe('Delivered')
      expect(orderStatusLabel('Cancelled', pickup)).toBe('Cancelled')
    }
  })

  it('never labels a status Pending', () => {
    for (const s of ORDER_STATUSES) expect(orderStatusLabel(s, false)).not.toBe('Pending')
  })
})

describe('statusAppliesTo', () => {
  it('never ships a pickup order; a delivery order may take every step', () => {
    expect(statusAppliesTo('Shipped', true)).toBe(false)
    expect(PICKUP_ORDER_STATUSES).not.toContain('Shipped')
    for (const s of ORDER_STATUSES) expect(statusAppliesTo(s, false)).toBe(true)
  })
})

describe('defaultStatusNote', () => {
  it("gives a pickup order's ready note the address and the opening hours", () => {
    const note = defaultStatusNote('Out for Delivery', { address: '12 Reid Street, Hamilton' })
    expect(note).toContain('ready for pickup at 12 Reid Street, Hamilton')
    expect(note).toContain('Monday to Friday 8:30 am – 5:30 pm')
    expect(defaultStatusNote('Out for Delivery', null)).toBe('Your order is out for delivery.')
  })

  it('writes the hours on one line', () => {
    expect(openingHoursText(OPENING_HOURS.slice(0, 2))).toBe(
      'Monday to Friday 8:30 am – 5:30 pm; Saturday 9:00 am – 4:00 pm',
    )
  })
})

describe('orderShopperLabel', () => {
  const delivered = { status: 'Delivered' as const, pickup: false, totalCents: 42500 }
  it('reads the status while nothing was given back', () => {
    expect(orderShopperLabel({ ...delivered, refundedCents: 0 })).toBe('Delivered')
  })
  it('reads Refunded once returns gave back the whole order, and says a part was', () => {
    expect(orderShopperLabel({ ...delivered, refundedCents: 42500 })).toBe('Refunded')
    expect(orderShopperLabel({ ...delivered, refundedCents: 1000 })).toBe('Delivered, partly refunded')
  })
  it('reads Cancelled for a cancelled order, refunded as every cancellation is', () => {
    expect(orderShopperLabel({ ...delivered, status: 'Cancelled', refundedCents: 42500 })).toBe('Cancelled')
  })
})

describe('paymentText', () => {
  it('names the card, the account or a replacement at no charge', () => {
    expect(paymentText({ payment_method: 'card', card_brand: 'Visa', card_last4: '4242' })).toBe(
      'Visa ending 4242',
    )
    expect(paymentText({ payment_method: 'account', card_brand: null, card_last4: null })).toBe(
      'Invoiced on account',
    )
    expect(paymentText({ payment_method: 'replacement', card_brand: null, card_last4: null })).toBe(
      'No charge: a recall replacement',
    )
  })
})
