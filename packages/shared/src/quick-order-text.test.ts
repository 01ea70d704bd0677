import { describe, expect, it } from 'vitest'
import { parseQuickOrderText } from './quick-order-text'

describe('parseQuickOrderText', () => {
  it('reads codes and quantities typed, pasted from a sheet or from a CSV with a header', () => {
    const parsed = parseQuickOrderText('sku,qty\nBMS-1, 4\nBMS-2\t2\n\n"BMS-3";1\nbms-1 3\nBMS-4')
    expect(parsed.lines).toEqual([
      { code: 'BMS-1', qty: 7 },
      { code: 'BMS-2', qty: 2 },
      { code: 'BMS-3', qty: 1 },
      { code: 'BMS-4', qty: 1 },
    ])
    expect(parsed.unreadable).toEqual([])
  })

  it('names each line it cannot read', () => {
    const parsed = parseQuickOrderText('BMS-1 two\nBMS-2 0\nBMS-3 1 extra\nBMS-4 5')
    expect(parsed.lines).toEqual([{ code: 'BMS-4', qty: 5 }])
    expect(parsed.unreadable.map((u) => u.line)).toEqual([1, 2, 3])
  })
})
