import { MEGA_MENU_CHUNK_SIZES } from '@shop/shared/constants'
import { describe, expect, it } from 'vitest'
import { chunkBySizes } from './chunk-groups'

describe('chunkBySizes', () => {
  it('makes columns of 4 and 5 in turn, the last holding the rest', () => {
    const groups = Array.from({ length: 12 }, (_, i) => `G${i + 1}`)
    expect(chunkBySizes(groups, MEGA_MENU_CHUNK_SIZES).map((c) => c.length)).toEqual([4, 5, 3])
    expect(chunkBySizes(groups, MEGA_MENU_CHUNK_SIZES)[1]).toEqual(['G5', 'G6', 'G7', 'G8', 'G9'])
  })

  it('keeps every item once and in order', () => {
    for (let n = 0; n <= 30; n++) {
      const items = Array.from({ length: n }, (_, i) => i)
      expect(chunkBySizes(items, [4, 5]).flat()).toEqual(items)
    }
  })

  it('answers no columns for no items', () => {
    expect(chunkBySizes([], [4, 5])).toEqual([])
  })

  it('refuses sizes that would never end', () => {
    expect(() => chunkBySizes([1, 2], [0])).toThrow(RangeError)
    expect(() => chunkBySizes([1, 2], [])).toThrow(RangeError)
  })
})
