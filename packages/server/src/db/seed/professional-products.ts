import type { DbHandle } from '../connect'
import { CATEGORIES } from './catalogue-data'
import { daysFromBase } from './dates'
import type { PictureWriter } from './images'

/**
 * Two professional-only demo products (docs/decisions/0100-professional-only-products.md), added
 * after the catalogue so every other product keeps its id and slug. Aesthetics injectables with
 * their own picture, returned only when damaged or wrong; their stock is one dated lot each.
 */
export const PROFESSIONAL_PRODUCTS = [
  {
    sku: 'PRO-BOTOX-100',
    product_name: 'Botulinum Toxin Type A 100 Units (Professional)',
    slug: 'botulinum-toxin-type-a-100-units-professional',
    picture_title: 'Botulinum Toxin Type A 100 Units',
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
    picture_title: 'Lidocaine 2% Injection 10 x 2 ml',
    label: 'For practitioner use',
    price_cents: 3_850,
    quantity: 60,
    expiry_days: 400,
    desc: '<p>Local anaesthetic for infiltration.</p><ul><li>Ten 2 ml ampoules</li><li>Sold to verified practitioners only</li></ul>',
  },
] as const

/** Where they are shelved: aesthetics injectables, from an aesthetics brand. */
const CATEGORY_SLUG = 'skin-care-aesthetics'
const BRAND_NAME = 'Seaglass Aesthetics'

export async function insertProfessionalProducts(trx: DbHandle, pictures: PictureWriter): Promise<void> {
  const category = CATEGORIES.find((c) => c.slug === CATEGORY_SLUG)
  const [categoryRow, brandRow, created] = await Promise.all([
    trx.selectFrom('categories').select('id').where('slug', '=', CATEGORY_SLUG).executeTakeFirst(),
    trx.selectFrom('brands').select('id').where('name', '=', BRAND_NAME).executeTakeFirst(),
    trx.selectFrom('products').select('created_at').orderBy('id').limit(1).executeTakeFirst(),
  ])
  if (!category || !categoryRow || !brandRow || !created) return
  for (const p of PROFESSIONAL_PRODUCTS) {
    const expiry = daysFromBase(p.expiry_days).slice(0, 10)
    // Their own pictures: a vial's drop in the category's colours, with the product's name.
    const gallery = (['front', 'package'] as const).map((view) =>
      pictures.picture(`p-${p.slug}-${view}`, () => ({
        category,
        pictogram: 'drop',
        view,
        title: p.picture_title,
        caption: view === 'front' ? BRAND_NAME : 'For verified professionals',
        key: `${p.slug}-${view}`,
      })),
    )
    const picture = gallery[0]!
    const { id } = await trx
      .insertInto('products')
      .values({
        sku: p.sku,
        product_name: p.product_name,
        product_code: p.sku,
        slug: p.slug,
        category_id: categoryRow.id,
        brand_id: brandRow.id,
        selling_price_cents: p.price_cents,
        discounted_price_cents: null,
        price_cents: p.price_cents,
        discount_type: null,
        discount_value: 0,
        quantity: p.quantity,
        quantity_used: 0,
        unit: 'Box',
        weight: '0.1 kg',
        thumbnail: picture.url,
        thumbnail_name: picture.fileName,
        thumbnail_compress: picture.compress,
        product_desc: p.desc,
        other_desc: `<table><tbody><tr><th>Supplied to</th><td>Verified professionals</td></tr><tr><th>Pack</th><td>${p.sku}</td></tr></tbody></table>`,
        expiry_date: expiry,
        is_deal: 0,
        created_at: created.created_at,
        updated_at: created.created_at,
        professional_only: 1,
        professional_label: p.label,
        // Prescription medicines do not come back unless damaged or wrong.
        returnability: 'damaged_or_wrong_only',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await trx
      .insertInto('product_images')
      .values(
        gallery.map((g, position) => ({
          product_id: id,
          url: g.url,
          image_name: g.fileName,
          name: `${p.product_name} - ${position === 0 ? 'front' : 'packaging'}`,
          compress_image: g.compress,
          position,
        })),
      )
      .execute()
    await trx
      .insertInto('stock_lots')
      .values({
        product_id: id,
        lot_number: `${p.sku}-A`,
        expiry_date: expiry,
        quantity_received: p.quantity,
        quantity: p.quantity,
        status: 'available',
        received_at: created.created_at,
        delivery_ref: 'Demo stock',
      })
      .execute()
  }
}
