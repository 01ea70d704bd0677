import type { Migration } from 'kysely'
import type { Db } from '../connect'

/**
 * Reorder lists: named lists per customer ('Clinic monthly') of products and quantities, added to
 * the carts in one step. A line keeps no price: it is priced from the catalogue when shown or added.
 */
export function migration(db: Db): Migration {
  const pg = db.dialect === 'postgres'
  const id = pg ? ('serial' as const) : ('integer' as const)
  return {
    async up(k) {
      await k.schema
        .createTable('reorder_lists')
        .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()
      await k.schema
        .createIndex('reorder_lists_user')
        .on('reorder_lists')
        .columns(['user_id', 'id'])
        .execute()
      await k.schema
        .createTable('reorder_list_items')
        .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('list_id', 'integer', (c) =>
          c.notNull().references('reorder_lists.id').onDelete('cascade'),
        )
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('qty', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await k.schema
        .createIndex('reorder_list_items_product')
        .on('reorder_list_items')
        .columns(['list_id', 'product_id'])
        .unique()
        .execute()
    },
    async down(k) {
      await k.schema.dropTable('reorder_list_items').execute()
      await k.schema.dropTable('reorder_lists').execute()
    },
  }
}
