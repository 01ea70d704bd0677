import { describe, expect, it } from 'vitest'
import { recallOfLot, recallsNeedingAnswer } from './recalls'

const notice = { severity: 'high', status: 'open', acknowledged_at: null } as const

describe('recallsNeedingAnswer', () => {
  it('keeps open, unanswered, high-severity notices only', () => {
    const kept = recallsNeedingAnswer([
      { ...notice, id: 1 },
      { ...notice, id: 2, severity: 'medium' },
      { ...notice, id: 3, status: 'closed' },
      { ...notice, id: 4, acknowledged_at: '2026-12-01T00:00:00Z' },
    ])
    expect(kept.map((n) => n.id)).toEqual([1])
  })
})

describe('recallOfLot', () => {
  const recalls = [{ id: 9, product_id: 3, lots: [{ lot_number: 'A1' }] }]
  it('finds the recall of a lot of the same product, and none for the same number of another', () => {
    expect(recallOfLot(recalls, 3, 'A1')?.id).toBe(9)
    expect(recallOfLot(recalls, 4, 'A1')).toBeUndefined()
    expect(recallOfLot(recalls, 3, 'A2')).toBeUndefined()
  })
})
