import { describe, expect, it } from 'vitest'
import {
  lineNotChoosable,
  RETURN_STATUS_LABELS,
  RETURN_STATUS_STAFF_LABELS,
  RETURN_STATUSES,
  returnWindow,
} from './returns'

describe('the return window counts the shop’s days', () => {
  const BERMUDA = 'Atlantic/Bermuda'
  // Delivered on 1 December in Bermuda (10:00 there); 30 days: the last day is 31 December.
  const delivered = '2026-12-01T14:00:00.000Z'

  it('is still open at 21:30 Bermuda time on its last day, when UTC is already on the next', () => {
    const lastEvening = '2027-01-01T01:30:00.000Z' // 21:30 on 31 December in Bermuda (UTC-4)
    expect(returnWindow(delivered, 30, lastEvening, BERMUDA)).toEqual({ deadline: '2026-12-31', open: true })
  })

  it('closes when the shop’s next day begins', () => {
    const nextMorning = '2027-01-01T04:00:00.000Z' // midnight in Bermuda
    expect(returnWindow(delivered, 30, nextMorning, BERMUDA)).toEqual({ deadline: '2026-12-31', open: false })
  })

  it('dates the delivery by the shop’s day too: delivered late in the evening counts that evening', () => {
    const lateDelivery = '2026-12-02T02:00:00.000Z' // 22:00 on 1 December in Bermuda
    expect(returnWindow(lateDelivery, 30, '2026-12-31T20:00:00.000Z', BERMUDA).deadline).toBe('2026-12-31')
  })
})

describe('return status labels', () => {
  it('speak to the customer in the shop and about the customer in the back office', () => {
    expect(RETURN_STATUS_LABELS.refunded).toBe('Refunded to your card')
    expect(RETURN_STATUS_STAFF_LABELS.refunded).toBe("Refunded to the customer's card")
    for (const s of RETURN_STATUSES) expect(RETURN_STATUS_STAFF_LABELS[s]).not.toMatch(/\byour?\b/i)
  })
})

describe('lineNotChoosable', () => {
  it('holds back an item returnable only when the shop was at fault until such a reason is chosen', () => {
    expect(lineNotChoosable('damaged_or_wrong_only', '')).toMatch(/choose that reason first/)
    expect(lineNotChoosable('damaged_or_wrong_only', 'no_longer_needed')).toMatch(/^Not returnable/)
    expect(lineNotChoosable('damaged_or_wrong_only', 'damaged')).toBeNull()
    expect(lineNotChoosable('damaged_or_wrong_only', 'wrong_item')).toBeNull()
  })

  it('lets any other item be ticked whatever the reason', () => {
    expect(lineNotChoosable('returnable', '')).toBeNull()
    expect(lineNotChoosable('unopened_only', 'no_longer_needed')).toBeNull()
  })
})
