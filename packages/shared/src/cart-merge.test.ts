import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { linesAddedSince, mergeCarts } from './cart-merge'
import { MAX_LINE_QUANTITY } from './constants'
import { cartLine } from './testing/cart-line'

describe('mergeCarts', () => {
  it('adds the same product and mode, keeps other modes apart, and keeps the saved row id', () => {
    const merged = mergeCarts(
      { cart: [cartLine(1, 2, 'saved')], backorderCart: [] },
      {
        cart: [cartLine(1, 3, 'guest'), cartLine(1, 1, 'guest-sub', 2)],
        backorderCart: [cartLine(1, 1, 'pre')],
      },
    )
    expect(merged.cart.map((l) => [l.rowId, l.qty])).toEqual([
      ['saved', 5],
      ['guest-sub', 1],
    ])
    expect(merged.backorderCart).toMatchObject([{ rowId: 'pre', qty: 1, back_order: 1 }])
    expect(merged.notices).toEqual([])
  })

  it('never goes past the per-line limit, and tells every line it cut', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: MAX_LINE_QUANTITY }),
        fc.integer({ min: 1, max: MAX_LINE_QUANTITY }),
        (saved, guest) => {
          const merged = mergeCarts(
            { cart: [cartLine(7, saved, 's')], backorderCart: [] },
            { cart: [cartLine(7, guest, 'g')], backorderCart: [] },
          )
          expect(merged.cart).toHaveLength(1)
          expect(merged.cart[0]!.qty).toBe(Math.min(MAX_LINE_QUANTITY, saved + guest))
          expect(merged.notices).toHaveLength(saved + guest > MAX_LINE_QUANTITY ? 1 : 0)
        },
      ),
    )
  })
})

describe('linesAddedSince', () => {
  it('keeps new lines whole and the quantity added to a line already there', () => {
    const before = [cartLine(1, 2, 'a'), cartLine(2, 1, 'b'), cartLine(3, 4, 'c')]
    const now = [cartLine(1, 5, 'a'), cartLine(2, 1, 'b'), cartLine(4, 1, 'd')]
    expect(linesAddedSince(before, now).map((l) => [l.rowId, l.qty])).toEqual([
      ['a', 3],
      ['d', 1],
    ])
  })

  it('finds nothing added when nothing changed, or when lines were only lowered or removed', () => {
    const before = [cartLine(1, 2, 'a'), cartLine(2, 1, 'b')]
    expect(linesAddedSince(before, before)).toEqual([])
    expect(linesAddedSince(before, [cartLine(1, 1, 'a')])).toEqual([])
  })
})
