import { beforeAll, describe, expect, it } from 'vitest'
import { insertBrand, insertCategory, insertProduct } from '../../../test/fixtures'
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
