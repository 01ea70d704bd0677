import type { DbHandle } from '../connect'
import { daysFromBase } from './dates'

/**
 * Two professional-only demo products (docs/decisions/0100-professional-only-products.md), added
 * after the catalogue so every other product keeps its id and slug. They borrow the first
 * product's picture and category; their stock is one dated lot each.
 */
export const PROFESSIONAL_PRODUCTS = [
  {
    sku: 'PRO-BOTOX-100',
    product_name: 'Botulinum Toxin Type A 100 Units (Professional)',
    slug: 'botulinum-toxin-type-a-100-units-professional',
    label: 'Prescription-only medicine',
    price_cents: 42_500,
    quantity: 24,
    expiry_days: 540,
    desc: '<p>Botulinum toxin type A for reconstitution.</p><ul><li>100 units per vial</li><li>Sold to verified practitioners only</li></ul>',
  },
  {
    sku: 'PRO-LIDO-2',
    product_name: 'Lidocaine 2% Injection 10 x 2 ml (Professional)',
    slug: 'lidocaine-2-injection-10-x-2ml-professional',
    label: 'For practitioner use',
    price_cents: 3_850,
    quantity: 60,
    expiry_days: 400,
    desc: '<p>Local anaesthetic for infiltration.</p><ul><li>Ten 2 ml ampoules</li><li>Sold to verified practitioners only</li></ul>',
  },
] as const

export async function insertProfessionalProducts(trx: DbHandle): Promise<void> {
  const model = await trx
    .selectFrom('products')
    .select([
      'id',
      'category_id',
      'brand_id',
      'thumbnail',
      'thumbnail_name',
      'thumbnail_compress',
      'created_at',
    ])
    .orderBy('id')
    .limit(1)
    .executeTakeFirst()
  if (!model) return
  const gallery = await trx
    .selectFrom('product_images')
    .select(['url', 'image_name', 'name', 'compress_image', 'position'])
    .where('product_id', '=', model.id)
    .orderBy('position')
    .execute()
  for (const p of PROFESSIONAL_PRODUCTS) {
    const expiry = daysFromBase(p.expiry_days).slice(0, 10)
    const { id } = await trx
      .insertInto('products')
      .values({
        sku: p.sku,
        product_name: p.product_name,
        product_code: p.sku,
        slug: p.slug,
        category_id: model.category_id,
        brand_id: model.brand_id,
        selling_price_cents: p.price_cents,
        discounted_price_cents: null,
        price_cents: p.price_cents,
        discount_type: null,
        discount_value: 0,
        quantity: p.quantity,
        quantity_used: 0,
        unit: 'Box',
        weight: '0.1 kg',
        thumbnail: model.thumbnail,
        thumbnail_name: model.thumbnail_name,
        thumbnail_compress: model.thumbnail_compress,
        product_desc: p.desc,
        other_desc: `<table><tbody><tr><th>Supplied to</th><td>Verified professionals</td></tr><tr><th>Pack</th><td>${p.sku}</td></tr></tbody></table>`,
        expiry_date: expiry,
        is_deal: 0,
        created_at: model.created_at,
        updated_at: model.created_at,
        professional_only: 1,
        professional_label: p.label,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    if (gallery.length) {
      await trx
        .insertInto('product_images')
        .values(gallery.map((g) => ({ ...g, product_id: id })))
        .execute()
    }
    await trx
      .insertInto('stock_lots')
      .values({
        product_id: id,
        lot_number: `${p.sku}-A`,
        expiry_date: expiry,
        quantity_received: p.quantity,
        quantity: p.quantity,
        status: 'available',
        received_at: model.created_at,
        delivery_ref: 'Demo stock',
      })
      .execute()
  }
}
