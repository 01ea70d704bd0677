import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_LINE_QUANTITY } from './constants'
import {
  formatPerUnitPrice,
  fromPerUnitText,
  itemCode,
  itemCodeText,
  nameWithPack,
  namedPack,
  openingChoice,
  type PackCents,
  packDescription,
  packLineTotal,
  packsProblem,
  packsText,
  parsePacksText,
  perUnitText,
  priceOfPackLine,
} from './packs'
import { toCents } from './money'
import { priceBreaksProblem, type PriceBreakCents } from './price-breaks'

const GLOVE = { singular: 'glove', plural: 'gloves' }
const BOX: PackCents = { code: 'GLV-BOX', label: 'Box of 100', unitsPerPack: 100, priceCents: 900 }
const CASE: PackCents = { code: 'GLV-CASE', label: 'Case of 10 boxes', unitsPerPack: 1000, priceCents: 8500 }

describe('the price per base unit', () => {
  it("reads 'US $0.09 per glove' for a box of 100 at US $9.00", () => {
    expect(perUnitText(900, 100, GLOVE)).toBe('US $0.09 per glove')
  })

  it('shows a tenth of a cent below a dollar, so a case and a box compare', () => {
    expect(formatPerUnitPrice(8500, 1000)).toBe('US $0.085')
    expect(formatPerUnitPrice(1, 3)).toBe('US $0.003')
    // 1/3 of 10 cents is 3.33 cents: rounded half up to 3.3 cents.
    expect(formatPerUnitPrice(10, 3)).toBe('US $0.033')
    // Half a tenth of a cent goes up.
    expect(formatPerUnitPrice(1, 20)).toBe('US $0.001')
    expect(formatPerUnitPrice(1, 2000)).toBe('US $0.00')
  })

  it('rounds to the cent from a dollar up', () => {
    expect(formatPerUnitPrice(2500, 10)).toBe('US $2.50')
    // 12.345 dollars a piece reads 12.35.
    expect(formatPerUnitPrice(24690, 2)).toBe('US $123.45')
    expect(formatPerUnitPrice(2469, 2)).toBe('US $12.35')
  })

  it("says 'piece' when the product names no unit", () => {
    expect(perUnitText(1200, 12, null)).toBe('US $1.00 per piece')
  })

  it('describes a pack with its unit count unless the label says it', () => {
    expect(packDescription(CASE, GLOVE)).toBe('Case of 10 boxes (1,000 gloves)')
    expect(packDescription({ label: 'Box of 100 gloves', unitsPerPack: 100 }, GLOVE)).toBe(
      'Box of 100 gloves',
    )
  })

  it("gives the card its cheapest 'From' per unit, or nothing without packs", () => {
    expect(fromPerUnitText(12, [BOX, CASE], GLOVE)).toBe('From US $0.085 per glove')
    expect(fromPerUnitText(12, [], GLOVE)).toBeNull()
    // No single piece sold: the cheapest pack, even when a piece would read cheaper.
    expect(fromPerUnitText(null, [BOX], GLOVE)).toBe(
      `From ${perUnitText(BOX.priceCents, BOX.unitsPerPack, GLOVE)}`,
    )
  })
})

describe('pricing a line', () => {
  const piece = { oneTimeCents: 12, breaks: [{ minQty: 10, unitCents: 11 }] }
  it('prices a pack line per pack at its own price, breaks left to the single piece', () => {
    expect(priceOfPackLine(piece, CASE, 3)).toEqual({ unitCents: 8500, unitsEach: 1000 })
    expect(priceOfPackLine(piece, null, 12)).toEqual({ unitCents: 11, unitsEach: 1 })
    expect(priceOfPackLine(piece, null, 2)).toEqual({ unitCents: 12, unitsEach: 1 })
  })
})

describe('packsProblem', () => {
  const piece = { oneTimeCents: 12 }
  it('accepts packs whose totals rise with their size', () => {
    expect(packsProblem(piece, [CASE, BOX])).toBeNull()
  })
  it('refuses a bigger pack that costs no more than a smaller one', () => {
    expect(packsProblem(piece, [BOX, { ...CASE, priceCents: 900 }])).toMatch(
      /GLV-CASE .* must cost more than GLV-BOX/,
    )
  })
  it('refuses a pack cheaper than fewer single pieces', () => {
    const problem = packsProblem({ oneTimeCents: 1000 }, [
      { code: 'PAIR', label: 'Pair', unitsPerPack: 2, priceCents: 900 },
    ])
    expect(problem).toContain('would cost less than 1 single pieces at US $10.00')
  })
  it('refuses bad codes, labels, sizes and repeated codes', () => {
    expect(packsProblem(piece, [{ ...BOX, code: 'a b' }])).toMatch(/pack code/)
    expect(packsProblem(piece, [{ ...BOX, label: ' ' }])).toMatch(/label/)
    expect(packsProblem(piece, [{ ...BOX, unitsPerPack: 1 }])).toMatch(/2 to 100,000 units/)
    expect(packsProblem(piece, [BOX, { ...CASE, code: 'glv-box' }])).toMatch(/listed twice/)
    expect(packsProblem(piece, [BOX, { ...CASE, unitsPerPack: 100 }])).toMatch(/same number of units/)
  })
})

describe('the packs text of the CSV and the form', () => {
  it('reads and writes code:label:units:price', () => {
    const parsed = parsePacksText('GLV-CASE:Case of 10 boxes:1000:85; GLV-BOX:Box of 100:100:$9.00')
    expect(parsed.problem).toBeNull()
    expect(parsed.packs).toEqual([CASE, BOX])
    expect(packsText(parsed.packs!)).toBe('GLV-BOX:Box of 100:100:9.00; GLV-CASE:Case of 10 boxes:1000:85.00')
    expect(parsePacksText('').packs).toEqual([])
  })
  it('names a part it cannot read', () => {
    expect(parsePacksText('BOX:100:9').problem).toMatch(/'BOX:100:9' is not a pack/)
  })
})

/** Accepted breaks and packs for a piece price: generated, then kept only when the shop would save them. */
const accepted = fc
  .record({
    oneTimeCents: fc.integer({ min: 1, max: 50_000 }),
    breaks: fc.array(
      fc.record({
        minQty: fc.integer({ min: 2, max: MAX_LINE_QUANTITY }),
        unitCents: fc.integer({ min: 1, max: 50_000 }),
      }),
      { maxLength: 3 },
    ),
    packs: fc.array(
      fc.record({
        unitsPerPack: fc.integer({ min: 2, max: 2000 }),
        priceCents: fc.integer({ min: 1, max: 5_000_000 }),
      }),
      { maxLength: 4 },
    ),
  })
  .map(({ oneTimeCents, breaks, packs }) => ({
    piece: {
      oneTimeCents,
      breaks: [...new Map(breaks.map((b) => [b.minQty, b])).values()].sort(
        (a, b) => a.minQty - b.minQty,
      ) as PriceBreakCents[],
    },
    packs: packs.map((p, i) => ({ ...p, code: `P${i}`, label: `Pack ${i}` })),
  }))
  .filter(
    ({ piece, packs }) =>
      priceBreaksProblem(piece.oneTimeCents, piece.breaks) === null && packsProblem(piece, packs) === null,
  )

describe('property: more never costs less in total than fewer', () => {
  it('of the same pack (or the single piece), one more always costs at least as much', () => {
    fc.assert(
      fc.property(
        accepted,
        fc.integer({ min: 1, max: MAX_LINE_QUANTITY - 1 }),
        fc.nat(),
        ({ piece, packs }, qty, pick) => {
          const pack = pick % (packs.length + 1) === packs.length ? null : packs[pick % (packs.length + 1)]!
          expect(packLineTotal(piece, pack, qty + 1)).toBeGreaterThanOrEqual(packLineTotal(piece, pack, qty))
        },
      ),
      { numRuns: 500 },
    )
  })

  it('a bigger pack, or a pack against fewer single pieces, never costs less', () => {
    fc.assert(
      fc.property(accepted, fc.integer({ min: 1, max: MAX_LINE_QUANTITY }), ({ piece, packs }, pieces) => {
        const sorted = [...packs].sort((a, b) => a.unitsPerPack - b.unitsPerPack)
        sorted.forEach((p, i) => {
          if (i > 0) expect(p.priceCents).toBeGreaterThan(sorted[i - 1]!.priceCents)
          if (pieces < p.unitsPerPack)
            expect(packLineTotal(piece, p, 1)).toBeGreaterThanOrEqual(packLineTotal(piece, null, pieces))
        })
      }),
      { numRuns: 500 },
    )
  })

  it('the price per unit shown never exceeds a tenth of a cent from the exact one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999 }),
        fc.integer({ min: 1, max: 100_000 }),
        (priceCents, units) => {
          const text = formatPerUnitPrice(priceCents, units)
          const shown = Number(text.replace('US $', '').replace(/,/g, ''))
          const exact = priceCents / units / 100
          const step = exact >= 1 ? 0.005 : 0.0005
          expect(Math.abs(shown - exact)).toBeLessThanOrEqual(step + 1e-9)
        },
      ),
      { numRuns: 1000 },
    )
  })
})

describe('namedPack and openingChoice', () => {
  const box = { code: 'GLV-BX', label: 'Box of 100', units_per_pack: 100, price: 9.99 }
  const kase = { code: 'GLV-CS', label: 'Case of 10 boxes', units_per_pack: 1000, price: 89.5 }
  const ten = { code: 'DR-10', label: 'Box of 10', units_per_pack: 10, price: 32.95 }

  it('finds the pack a product is named after, as whole words and any case', () => {
    expect(namedPack('Clear Vinyl Exam Gloves, X-Large, Box of 100', [box, kase])).toBe(box)
    expect(namedPack('Nitrile gloves - box OF 100 (blue)', [box])).toBe(box)
    expect(namedPack('Clear Vinyl Exam Gloves, Box of 100', [ten])).toBeNull()
    expect(namedPack('Nitrile Gloves', [box, kase])).toBeNull()
  })
  it('takes the longest label the name holds', () => {
    expect(namedPack('Gauze, Case of 10 boxes', [ten, kase])).toBe(kase)
  })
  it('opens a product named after a pack on that pack, at its price, with no single piece', () => {
    expect(
      openingChoice({ product_name: 'Exam Gloves, Box of 100', packs: [box, kase] }, toCents(0.13)),
    ).toEqual({ pack: box, priceCents: 999, singlePieces: false })
  })
  it('opens any other product on the single piece, at its price', () => {
    expect(openingChoice({ product_name: 'Exam Gloves', packs: [box] }, toCents(0.13))).toEqual({
      pack: null,
      priceCents: 13,
      singlePieces: true,
    })
    expect(openingChoice({ product_name: 'Walker', packs: null }, toCents(185))).toEqual({
      pack: null,
      priceCents: 18500,
      singlePieces: true,
    })
  })
})

describe('itemCode', () => {
  it("is the pack's own code, else the product's SKU, named 'Item code' wherever it is shown", () => {
    expect(itemCode('BMS-PP-000020', { code: 'BMS-PP-000020-BX' })).toBe('BMS-PP-000020-BX')
    expect(itemCode('BMS-PP-000020', null)).toBe('BMS-PP-000020')
    expect(itemCodeText('BMS-PP-000020-BX')).toBe('Item code BMS-PP-000020-BX')
  })
})

describe('nameWithPack', () => {
  it("adds the pack's words, unless the product is named after that pack", () => {
    expect(nameWithPack('Nitrile Gloves', 'Box of 100', 'Box of 100 (100 gloves)')).toBe(
      'Nitrile Gloves - Box of 100 (100 gloves)',
    )
    expect(nameWithPack('Vinyl Exam Gloves, Small, Box of 100', 'Box of 100', 'Box of 100')).toBe(
      'Vinyl Exam Gloves, Small, Box of 100',
    )
  })
})
