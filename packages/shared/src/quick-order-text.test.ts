import { describe, expect, it } from 'vitest'
import { parseQuickOrderText, QuickOrderTextSchema } from './quick-order-text'
import { MAX_QUICK_ORDER_LINES } from './schemas/quick-order'

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

describe('QuickOrderTextSchema', () => {
  it('refuses text without a product code, and keeps the lines it could not read apart', () => {
    const blank = QuickOrderTextSchema.safeParse({ text: ' \n ' })
    expect(blank.success).toBe(false)
    expect(blank.error?.issues[0]).toMatchObject({
      path: ['text'],
      message: 'Type or paste at least one product code.',
    })
    const unreadable = QuickOrderTextSchema.parse({ text: 'BMS-1, lots' })
    expect(unreadable.lines).toEqual([])
    expect(unreadable.unreadable).toHaveLength(1)
  })

  it('sends at most the lines the route takes, checked by its own schema', () => {
    const text = Array.from({ length: MAX_QUICK_ORDER_LINES + 5 }, (_, i) => `BMS-${i}, 1`).join('\n')
    expect(QuickOrderTextSchema.parse({ text }).lines).toHaveLength(MAX_QUICK_ORDER_LINES)
    const long = QuickOrderTextSchema.safeParse({ text: `${'X'.repeat(101)}, 1` })
    expect(long.error?.issues[0]).toMatchObject({
      path: ['text'],
      message: 'code must be at most 100 characters',
    })
  })
})
