import type { Migration } from 'kysely'
import type { Db } from '../connect'

/** A saved cart line keeps the pack chosen (docs/decisions/0114-pack-sizes.md); null: single pieces. */
export function migration(_db: Db): Migration {
  return {
    async up(k) {
      await k.schema.alterTable('customer_cart_lines').addColumn('pack_code', 'text').execute()
    },
    async down(k) {
      await k.schema.alterTable('customer_cart_lines').dropColumn('pack_code').execute()
    },
  }
}
