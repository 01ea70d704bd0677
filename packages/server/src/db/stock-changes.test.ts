import { afterAll, describe, expect, it } from 'vitest'
import { insertBrand, insertCategory, insertCustomer, insertProduct } from '../../test/fixtures'
import { createTestDatabase } from '../../test/helper'
import { catalogueStateReader, stockChangesBetween } from './catalogue-version'

// Which product writes raise the catalogue version and which only the stock number (both databases).

const testDb = await createTestDatabase()
afterAll(() => testDb.destroy())
const db = testDb.db
const category = await insertCategory(db)
const brand = await insertBrand(db)
const product = await insertProduct(db, { categoryId: category.id, brandId: brand.id, quantity: 10 })
const read = catalogueStateReader(db)
const state = async () => read()
const update = (values: Record<string, unknown>) =>
  db.kysely.updateTable('products').set(values).where('id', '=', product.id).execute()

describe('the catalogue state', () => {
  it('takes a stock change that leaves the product in stock as a stock change of that product only', async () => {
    const before = await state()
    await update({ quantity_used: 3, updated_at: new Date().toISOString() })
    const after = await state()
    expect(after.version).toBe(before.version)
    expect(after.stock).toBe(before.stock + 1)
    expect(await stockChangesBetween(db, before.stock, after.stock)).toEqual([product.id])
  })

  it('raises the version for a price change, even with a stock change in the same write', async () => {
    const before = await state()
    await update({ selling_price_cents: 1234, price_cents: 1234, quantity_used: 4 })
    const after = await state()
    expect(after.version).toBeGreaterThan(before.version)
    expect(after.stock).toBe(before.stock)
  })

  it('raises the version when the product sells out, since listings filter and count by it', async () => {
    const before = await state()
    await update({ quantity_used: 10 })
    expect((await state()).version).toBeGreaterThan(before.version)
  })

  it('raises the version for a change of any column but the stock figures, also columns added by later migrations', async () => {
    // Columns added after the stock triggers were made (price breaks, professional-only, returnability...).
    for (const values of [
      { price_breaks: '[{"min_qty":5,"price_cents":900}]' },
      { professional_only: 1 },
      { returnability: 'final_sale' },
    ]) {
      const before = await state()
      await update(values)
      expect((await state()).version, Object.keys(values)[0]).toBeGreaterThan(before.version)
    }
  })

  it('raises the version for a paid order only when its buyer reviewed one of its products (by account, or as a guest by e-mail in any case)', async () => {
    const now = new Date().toISOString()
    const other = await insertProduct(db, { categoryId: category.id, brandId: brand.id, quantity: 10 })
    const buyer = await insertCustomer(db)
    const review = (values: { user_id: number | null; email: string; product_id: number }) =>
      db.kysely
        .insertInto('reviews')
        .values({
          ...values,
          name: 'R',
          star: 5,
          headline: '',
          review: 'Good',
          created_at: now,
          updated_at: now,
        })
        .execute()
    let n = 0
    const paidOrder = async (email: string) => {
      const order = await db.kysely
        .insertInto('orders')
        .values({
          order_no: `T-${++n}-${Date.now()}`,
          user_id: buyer.id,
          email,
          order_status: 'Pending',
          payment_status: 'pending',
          payment_method: 'card',
          card_brand: null,
          card_last4: null,
          transaction_id: null,
          back_order: 0,
          sub_total_cents: 100,
          coupon_code: null,
          coupon_discount_cents: 0,
          shipping_charge_cents: 0,
          tax_cents: 0,
          grand_total_cents: 100,
          shipping_address: null,
          billing_address: null,
          pickup_order: 0,
          pickup_address: null,
          invoice_pdf: null,
          idempotency_key: null,
          idempotency_body_hash: null,
          payment_error: null,
          created_at: now,
          updated_at: now,
          paid_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await db.kysely
        .insertInto('order_items')
        .values({
          order_id: order.id,
          product_id: other.id,
          quantity: 1,
          unit_price_cents: 100,
          line_total_cents: 100,
          product_name: 'P',
          sku: 'P',
          subscription_months: null,
          subscription_discount: null,
        })
        .execute()
      const before = await state()
      await db.kysely
        .updateTable('orders')
        .set({ payment_status: 'paid' })
        .where('id', '=', order.id)
        .execute()
      return (await state()).version > before.version
    }
    expect(await paidOrder('buyer@example.com')).toBe(false)
    await review({ user_id: null, email: 'Buyer@Example.com', product_id: other.id })
    expect(await paidOrder('buyer@example.com')).toBe(true)
    // A guest review under another e-mail is not this buyer's.
    expect(await paidOrder('someone@example.com')).toBe(false)
    await review({ user_id: buyer.id, email: 'x@example.com', product_id: other.id })
    expect(await paidOrder('someone@example.com')).toBe(true)
  })

  it("raises the version when a product's pack is added, repriced or removed", async () => {
    const raised = async (write: () => Promise<unknown>) => {
      const before = await state()
      await write()
      return (await state()).version > before.version
    }
    const code = `BOX-${product.id}-${Date.now()}`
    const packs = () => db.kysely.updateTable('product_packs').where('code', '=', code)
    expect(
      await raised(() =>
        db.kysely
          .insertInto('product_packs')
          .values({
            product_id: product.id,
            code,
            label: 'Box of 100',
            units_per_pack: 100,
            price_cents: 900,
          })
          .execute(),
      ),
    ).toBe(true)
    expect(await raised(() => packs().set({ price_cents: 850 }).execute())).toBe(true)
    expect(await raised(() => db.kysely.deleteFrom('product_packs').where('code', '=', code).execute())).toBe(
      true,
    )
  })

  it("raises the version when the shop's settings change (kept pages show the return window)", async () => {
    const before = await state()
    await db.kysely
      .insertInto('shop_settings')
      .values({ key: 'return_window_days', value: '45' })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: '45' }))
      .execute()
    expect((await state()).version).toBeGreaterThan(before.version)
  })

  it('answers null for changes no longer kept', async () => {
    const now = await state()
    expect(await stockChangesBetween(db, now.stock - 1, now.stock + 5)).toBeNull()
  })
})
