import type { Migration } from 'kysely'
import type { Db } from '../connect'

/**
 * A reorder list's line keeps the pack chosen (docs/decisions/0114-pack-sizes.md), so a list holds a
 * box or a case as well as the single piece, and the same product in two packs is two lines. Empty
 * means single pieces: not null, so the unique line index holds on both databases (a null would make
 * every single-piece line distinct).
 */
export function migration(_db: Db): Migration {
  return {
    async up(k) {
      await k.schema
        .alterTable('reorder_list_items')
        .addColumn('pack_code', 'text', (c) => c.notNull().defaultTo(''))
        .execute()
      await k.schema.dropIndex('reorder_list_items_product').execute()
      await k.schema
        .createIndex('reorder_list_items_line')
        .on('reorder_list_items')
        .columns(['list_id', 'product_id', 'pack_code'])
        .unique()
        .execute()
    },
    async down(k) {
      await k.schema.dropIndex('reorder_list_items_line').execute()
      await k.deleteFrom('reorder_list_items').where('pack_code', '<>', '').execute()
      await k.schema
        .createIndex('reorder_list_items_product')
        .on('reorder_list_items')
        .columns(['list_id', 'product_id'])
        .unique()
        .execute()
      await k.schema.alterTable('reorder_list_items').dropColumn('pack_code').execute()
    },
  }
}
