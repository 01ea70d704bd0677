import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { accountUnitPrice, contractActiveOn, type ContractPrice } from './contract-prices'
import type { PackCents, PiecePrice } from './packs'
import { unitPriceAtQuantity } from './price-breaks'

const PIECE: PiecePrice = {
  oneTimeCents: 1000,
  breaks: [
    { minQty: 10, unitCents: 920 },
    { minQty: 20, unitCents: 880 },
  ],
}
const BOX: PackCents = { code: 'GL-100', label: 'Box of 100', unitsPerPack: 100, priceCents: 8500 }
const TODAY = '2026-12-07'

const contract = (over: Partial<ContractPrice> = {}): ContractPrice => ({
  pack: null,
  unitCents: 900,
  breaks: null,
  startsOn: null,
  endsOn: null,
  ...over,
})

describe('contractActiveOn', () => {
  it('counts both days as in, and an open end as no limit', () => {
    expect(contractActiveOn({ startsOn: '2026-12-07', endsOn: '2026-12-07' }, TODAY)).toBe(true)
    expect(contractActiveOn({ startsOn: '2026-12-08', endsOn: null }, TODAY)).toBe(false)
    expect(contractActiveOn({ startsOn: null, endsOn: '2026-12-06' }, TODAY)).toBe(false)
    expect(contractActiveOn({ startsOn: null, endsOn: null }, TODAY)).toBe(true)
  })
})

describe('accountUnitPrice', () => {
  it('gives the account its contract price when it is below the public price', () => {
    expect(
      accountUnitPrice({ piece: PIECE, pack: null, qty: 1, contracts: [contract()], today: TODAY }),
    ).toEqual({
      unitCents: 900,
      publicCents: 1000,
      yourPrice: true,
    })
  })

  it("applies the contract's own breaks within it", () => {
    const withBreaks = contract({ unitCents: 900, breaks: [{ minQty: 5, unitCents: 850 }] })
    expect(
      accountUnitPrice({ piece: PIECE, pack: null, qty: 5, contracts: [withBreaks], today: TODAY }).unitCents,
    ).toBe(850)
    expect(
      accountUnitPrice({ piece: PIECE, pack: null, qty: 4, contracts: [withBreaks], today: TODAY }).unitCents,
    ).toBe(900)
  })

  it('lets the public price win when its own break or sale is lower, without calling it the account’s', () => {
    // 20 pieces reach the public break of 880, below the contract's 900.
    expect(
      accountUnitPrice({ piece: PIECE, pack: null, qty: 20, contracts: [contract()], today: TODAY }),
    ).toEqual({
      unitCents: 880,
      publicCents: 880,
      yourPrice: false,
    })
    const onSale: PiecePrice = { oneTimeCents: 850, breaks: null }
    expect(
      accountUnitPrice({ piece: onSale, pack: null, qty: 1, contracts: [contract()], today: TODAY })
        .yourPrice,
    ).toBe(false)
  })

  it('prices a pack by the contract of that pack only', () => {
    const boxPrice = contract({ pack: 'GL-100', unitCents: 7900 })
    expect(
      accountUnitPrice({ piece: PIECE, pack: BOX, qty: 2, contracts: [boxPrice], today: TODAY }).unitCents,
    ).toBe(7900)
    // The single piece's contract does not price the box, nor the box's the piece.
    expect(
      accountUnitPrice({ piece: PIECE, pack: BOX, qty: 2, contracts: [contract()], today: TODAY }).unitCents,
    ).toBe(8500)
    expect(
      accountUnitPrice({ piece: PIECE, pack: null, qty: 1, contracts: [boxPrice], today: TODAY }).unitCents,
    ).toBe(1000)
  })

  it('falls back to the public price once a contract has expired or before it starts', () => {
    const expired = contract({ endsOn: '2026-12-06' })
    const future = contract({ startsOn: '2026-12-08' })
    expect(
      accountUnitPrice({ piece: PIECE, pack: null, qty: 1, contracts: [expired, future], today: TODAY }),
    ).toEqual({
      unitCents: 1000,
      publicCents: 1000,
      yourPrice: false,
    })
  })

  const cents = fc.integer({ min: 1, max: 100_000 })
  const day = fc.integer({ min: 1, max: 28 }).map((d) => `2026-12-${String(d).padStart(2, '0')}`)
  const contractArb = fc.record({
    pack: fc.constantFrom(null, 'GL-100', 'GL-1000'),
    unitCents: cents,
    breaks: fc.option(
      fc.array(fc.record({ minQty: fc.integer({ min: 2, max: 20 }), unitCents: cents }), { maxLength: 3 }),
    ),
    startsOn: fc.option(day),
    endsOn: fc.option(day),
  })
  const pieceArb = fc.record({
    oneTimeCents: cents,
    breaks: fc.option(
      fc.array(fc.record({ minQty: fc.integer({ min: 2, max: 20 }), unitCents: cents }), { maxLength: 3 }),
    ),
  })
  const packArb = fc.option(
    fc.record({
      code: fc.constantFrom('GL-100', 'GL-1000'),
      label: fc.constant('Box'),
      unitsPerPack: fc.integer({ min: 2, max: 1000 }),
      priceCents: cents,
    }),
  )
  const caseArb = fc.record({
    piece: pieceArb,
    pack: packArb,
    qty: fc.integer({ min: 1, max: 20 }),
    contracts: fc.array(contractArb, { maxLength: 5 }),
    today: day,
  })

  it('never charges more than the public price of the same pack and quantity that day', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const price = accountUnitPrice(c)
        expect(price.unitCents).toBeLessThanOrEqual(price.publicCents)
        expect(price.yourPrice).toBe(price.unitCents < price.publicCents)
      }),
    )
  })

  it('answers the same whatever order the price lists come in', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const reversed = accountUnitPrice({ ...c, contracts: [...c.contracts].reverse() })
        expect(reversed).toEqual(accountUnitPrice(c))
      }),
    )
  })

  it('charges an active contract of the pack at most its own price at that quantity', () => {
    fc.assert(
      fc.property(caseArb, contractArb, (c, extra) => {
        const own = { ...extra, pack: c.pack?.code ?? null, startsOn: null, endsOn: null }
        const price = accountUnitPrice({ ...c, contracts: [...c.contracts, own] })
        expect(price.unitCents).toBeLessThanOrEqual(unitPriceAtQuantity(own.unitCents, own.breaks, c.qty))
      }),
    )
  })

  it('is the public price when no contract is active that day', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const inactive = c.contracts.filter((k) => !contractActiveOn(k, c.today))
        const price = accountUnitPrice({ ...c, contracts: inactive })
        expect(price).toEqual({
          unitCents: price.publicCents,
          publicCents: price.publicCents,
          yourPrice: false,
        })
      }),
    )
  })
})
