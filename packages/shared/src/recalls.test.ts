import { describe, expect, it } from 'vitest'
import { recallOfLot, recallsNeedingAnswer, replacementLines, type RecalledLine } from './recalls'

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

describe('replacementLines', () => {
  const box = { code: 'BMS-PP-000020-BX', label: 'Box of 100', unitsPerPack: 100 }
  const line = (over: Partial<RecalledLine>): RecalledLine => ({
    productId: 20,
    name: 'Nitrile gloves',
    sku: 'BMS-PP-000020',
    pack: null,
    units: 1,
    ...over,
  })

  it('replaces the units collected in the packs they were bought in, as many as were sold', () => {
    expect(replacementLines([line({ sku: box.code, pack: box, units: 200 })], 200)).toEqual([
      { productId: 20, name: 'Nitrile gloves', sku: box.code, pack: box, qty: 2 },
    ])
    expect(replacementLines([line({ units: 3 })], 3)).toEqual([
      { productId: 20, name: 'Nitrile gloves', sku: 'BMS-PP-000020', pack: null, qty: 3 },
    ])
  })

  it('replaces a pack the collected units part-fill whole, never more than collected otherwise', () => {
    expect(replacementLines([line({ sku: box.code, pack: box, units: 200 })], 150)[0]!.qty).toBe(2)
    expect(replacementLines([line({ sku: box.code, pack: box, units: 30 })], 30)[0]!.qty).toBe(1)
    expect(replacementLines([line({ units: 5 })], 2)[0]!.qty).toBe(2)
  })

  it('takes the lines in order until the units are covered, one line per product and pack', () => {
    const lines = [
      line({ units: 4 }),
      line({ sku: box.code, pack: box, units: 100 }),
      line({ units: 6 }),
      line({ productId: 21, units: 9 }),
    ]
    expect(replacementLines(lines, 107).map((l) => [l.productId, l.pack?.code ?? null, l.qty])).toEqual([
      [20, null, 7],
      [20, box.code, 1],
    ])
    expect(replacementLines(lines, 0)).toEqual([])
  })
})
