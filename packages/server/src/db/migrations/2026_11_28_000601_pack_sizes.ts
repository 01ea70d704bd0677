import type { Migration } from 'kysely'
import type { Db } from '../connect'

/**
 * Pack sizes (docs/decisions/0114-pack-sizes.md): a product names its base unit ('glove', 'gloves')
 * and may be sold in packs of it, each with its own code and price. Stock and lots stay counted in
 * the base unit on the product. An order line records the pack it sold (code, label, units), so its
 * quantity counts packs and its stock was quantity times units. Packs are written with their product
 * row, whose update moves the catalogue version.
 */
export function migration(db: Db): Migration {
  const pg = db.dialect === 'postgres'
  const id = pg ? ('serial' as const) : ('integer' as const)
  return {
    async up(k) {
      await k.schema
        .alterTable('products')
        .addColumn('base_unit', 'text', (c) => c.notNull().defaultTo(''))
        .execute()
      await k.schema
        .alterTable('products')
        .addColumn('base_unit_plural', 'text', (c) => c.notNull().defaultTo(''))
        .execute()
      await k.schema
        .createTable('product_packs')
        .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('units_per_pack', 'integer', (c) => c.notNull())
        .addColumn('price_cents', 'integer', (c) => c.notNull())
        .execute()
      await k.schema
        .createIndex('product_packs_product')
        .on('product_packs')
        .columns(['product_id', 'units_per_pack'])
        .unique()
        .execute()
      await k.schema.alterTable('order_items').addColumn('pack_code', 'text').execute()
      await k.schema.alterTable('order_items').addColumn('pack_label', 'text').execute()
      await k.schema
        .alterTable('order_items')
        .addColumn('units_per_pack', 'integer', (c) => c.notNull().defaultTo(1))
        .execute()
    },
    async down(k) {
      await k.schema.alterTable('order_items').dropColumn('units_per_pack').execute()
      await k.schema.alterTable('order_items').dropColumn('pack_label').execute()
      await k.schema.alterTable('order_items').dropColumn('pack_code').execute()
      await k.schema.dropTable('product_packs').execute()
      await k.schema.alterTable('products').dropColumn('base_unit_plural').execute()
      await k.schema.alterTable('products').dropColumn('base_unit').execute()
    },
  }
}
