import type { Migration } from 'kysely'
import type { Db } from '../connect'

/**
 * Quantity price breaks (docs/decisions/0105-quantity-price-breaks.md): a product's breaks are read
 * and written whole with the product, so they are one JSON text of cents on its row (null: none).
 * A column on products, so the catalogue version triggers already cover it.
 */
export function migration(_db: Db): Migration {
  return {
    async up(k) {
      await k.schema.alterTable('products').addColumn('price_breaks', 'text').execute()
    },
    async down(k) {
      await k.schema.alterTable('products').dropColumn('price_breaks').execute()
    },
  }
}
