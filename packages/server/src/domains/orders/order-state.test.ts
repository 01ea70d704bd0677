import { ORDER_STATUSES } from '@shop/shared/constants'
import { describe, expect, it } from 'vitest'
import { PAYMENT_TRANSITIONS, STATUS_TRANSITIONS, statusRefusal } from './order-state'

const order = (order_status: string, payment_status = 'paid', pickup_order = 0) => ({
  id: 1,
  order_no: 'BMU-2026-000001',
  order_status,
  payment_status,
  pickup_order,
})

describe('the order state tables', () => {
  it('name every fulfilment status, and final states go nowhere', () => {
    expect(Object.keys(STATUS_TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort())
    expect(STATUS_TRANSITIONS.Delivered).toEqual([])
    expect(STATUS_TRANSITIONS.Cancelled).toEqual([])
    expect(PAYMENT_TRANSITIONS.failed).toEqual([])
    expect(PAYMENT_TRANSITIONS.refunded).toEqual([])
  })

  it('only move a paid order forward, never back', () => {
    for (const [i, from] of ORDER_STATUSES.entries()) {
      for (const [j, to] of ORDER_STATUSES.entries()) {
        if (to === 'Cancelled' || from === 'Cancelled' || i === j) continue
        expect(STATUS_TRANSITIONS[from].includes(to)).toBe(j > i)
      }
    }
  })
})

describe('statusRefusal', () => {
  it('allows cancelling before Out for Delivery and explains every refusal', () => {
    expect(statusRefusal(order('Shipped'), 'Cancelled')).toBeNull()
    expect(statusRefusal(order('Pending'), 'Delivered')).toBeNull()
    expect(statusRefusal(order('Out for Delivery'), 'Cancelled')).toMatch(/only before Out for Delivery/)
    expect(statusRefusal(order('Shipped'), 'Processing')).toMatch(/cannot go back to Processing/)
    expect(statusRefusal(order('Shipped'), 'Shipped')).toMatch(/already Shipped/)
    expect(statusRefusal(order('Delivered'), 'Cancelled')).toMatch(/can no longer change/)
    expect(statusRefusal(order('Pending', 'failed'), 'Processing')).toMatch(/not a paid order/)
  })
})

describe('statusRefusal on a pickup order', () => {
  it('never ships it, but lets it become ready for pickup and be collected', () => {
    expect(statusRefusal(order('Processing', 'paid', 1), 'Shipped')).toMatch(
      /pickup order; it is never Shipped/,
    )
    expect(statusRefusal(order('Processing', 'paid', 1), 'Out for Delivery')).toBeNull()
    expect(statusRefusal(order('Out for Delivery', 'paid', 1), 'Delivered')).toBeNull()
  })
})
