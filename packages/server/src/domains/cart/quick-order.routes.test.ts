import { beforeAll, describe, expect, it } from 'vitest'
import { insertBrand, insertCategory, insertGloves, insertProduct } from '../../../test/fixtures'
import { buildTestApp, type TestApp } from '../../../test/helper'

let t: TestApp
let category: { id: number }
let brand: { id: number }

const quickOrder = (payload: object) => t.app.inject({ method: 'POST', url: '/api/quick-order', payload })
const product = (f: { stock?: number; price?: number } = {}) =>
  insertProduct(t.db, {
    categoryId: category.id,
    brandId: brand.id,
    quantity: f.stock ?? 50,
    sellingPriceCents: f.price ?? 1000,
  })
const skuOf = async (id: number) =>
  (await t.db.kysely.selectFrom('products').select('sku').where('id', '=', id).executeTakeFirstOrThrow()).sku

beforeAll(async () => {
  t = await buildTestApp()
  category = await insertCategory(t.db)
  brand = await insertBrand(t.db)
})

describe('POST /api/quick-order', () => {
  it('refuses a code repeated on another line (in any case), naming the line', async () => {
    const p = await product()
    const sku = await skuOf(p.id)
    const res = await quickOrder({
      lines: [
        { code: sku, qty: 20 },
        { code: 'NO-SUCH-CODE', qty: 1 },
        { code: sku.toLowerCase(), qty: 20 },
      ],
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual({
      'lines.2.code': [
        `${sku.toLowerCase()} repeats line 1 (${sku}); one line holds at most 20, so put the whole quantity on that line`,
      ],
    })
  })

  it('checks each line and reports every bad one by its code', async () => {
    const plenty = await product({ price: 1250 })
    const few = await product({ stock: 3 })
    const soldOut = await product({ stock: 0 })
    const [a, b, c] = [await skuOf(plenty.id), await skuOf(few.id), await skuOf(soldOut.id)]
    const res = await quickOrder({
      lines: [
        { code: a.toLowerCase(), qty: 25 },
        { code: 'NO-SUCH-CODE', qty: 1 },
        { code: b, qty: 5 },
        { code: c, qty: 2 },
      ],
    })
    expect(res.statusCode).toBe(200)
    const { data } = res.json()
    expect(data.cart).toMatchObject([
      { id: plenty.id, qty: 20, price: 12.5 },
      { id: few.id, qty: 3 },
    ])
    expect(data.backorderCart).toMatchObject([{ id: soldOut.id, qty: 2, back_order: 1 }])
    expect(data.notices.map((n: { code: string; kind: string }) => [n.code, n.kind])).toEqual([
      ['NO-SUCH-CODE', 'unknown-code'],
      [a.toLowerCase(), 'quantity-lowered'],
      [b, 'quantity-lowered'],
      [c, 'pre-order'],
    ])
    expect(data.notices[0].message).toBe('NO-SUCH-CODE: no product has this code.')
  })

  it('orders a pack by its own code, in any case, the quantity counting packs', async () => {
    const gloves = await insertGloves(t.db, { categoryId: category.id, brandId: brand.id, quantity: 2500 })
    const res = await quickOrder({
      lines: [
        { code: gloves.box.toLowerCase(), qty: 3 },
        { code: gloves.sku, qty: 100 },
        { code: gloves.kase, qty: 5 },
      ],
    })
    expect(res.statusCode).toBe(200)
    const { data } = res.json()
    // 300 gloves in boxes and 20 single ones leave 2,180: two whole cases.
    expect(data.cart).toMatchObject([
      {
        id: gloves.id,
        qty: 3,
        price: 9.99,
        sku: gloves.box,
        pack: { code: gloves.box, units_per_pack: 100 },
      },
      { id: gloves.id, qty: 20, price: 0.12, sku: gloves.sku },
      {
        id: gloves.id,
        qty: 2,
        price: 89,
        sku: gloves.kase,
        pack: { code: gloves.kase, units_per_pack: 1000 },
      },
    ])
    expect(data.cart[1]).not.toHaveProperty('pack')
    expect(data.notices).toEqual([
      {
        productId: gloves.id,
        code: gloves.sku,
        kind: 'quantity-lowered',
        message: 'Nitrile Exam Gloves: at most 20 per line; 20 were added.',
      },
      {
        productId: gloves.id,
        code: gloves.kase,
        kind: 'quantity-lowered',
        message: 'Only 2 left of Nitrile Exam Gloves - Case of 10 boxes (1,000 gloves): 2 were added.',
      },
    ])
  })

  it('takes the pack code of a hidden product as unknown', async () => {
    const gloves = await insertGloves(t.db, { categoryId: category.id, brandId: brand.id })
    await t.db.kysely.updateTable('products').set({ published: 0 }).where('id', '=', gloves.id).execute()
    const { data } = (await quickOrder({ lines: [{ code: gloves.box, qty: 1 }] })).json()
    expect(data.cart).toEqual([])
    expect(data.notices).toMatchObject([{ code: gloves.box, kind: 'unknown-code' }])
  })

  it('takes a hidden product’s code as unknown', async () => {
    const hidden = await product()
    await t.db.kysely.updateTable('products').set({ published: 0 }).where('id', '=', hidden.id).execute()
    const code = await skuOf(hidden.id)
    const { data } = (await quickOrder({ lines: [{ code, qty: 1 }] })).json()
    expect(data.cart).toEqual([])
    expect(data.notices).toMatchObject([{ code, kind: 'unknown-code' }])
  })

  it('refuses bad input naming the field', async () => {
    const empty = await quickOrder({ lines: [] })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().errors).toHaveProperty(['lines'])
    const badQty = await quickOrder({ lines: [{ code: 'X', qty: 0 }] })
    expect(badQty.statusCode).toBe(400)
    expect(badQty.json().errors).toHaveProperty(['lines.0.qty'])
  })
})

describe('POST /api/quick-order, rate', () => {
  it('answers a tenth of the per-address ceiling a minute from one address, then 429', async () => {
    // RATE_LIMIT_PER_MINUTE 100: 10 quick orders a minute per address.
    const limited = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100' })
    const codes = []
    for (let i = 0; i < 11; i++) {
      const res = await limited.app.inject({
        method: 'POST',
        url: '/api/quick-order',
        payload: { lines: [{ code: 'NO-SUCH-CODE', qty: 1 }] },
        remoteAddress: '198.51.100.77',
      })
      codes.push(res.statusCode)
    }
    expect(codes).toEqual([...Array(10).fill(200), 429])
    const elsewhere = await limited.app.inject({
      method: 'POST',
      url: '/api/quick-order',
      payload: { lines: [{ code: 'NO-SUCH-CODE', qty: 1 }] },
      remoteAddress: '198.51.100.78',
    })
    expect(elsewhere.statusCode).toBe(200)
  })
})
