import type { Migration } from 'kysely'
import type { Db } from '../connect'

/**
 * Codes mailed when a right password comes from an address closed by the failed-accounts ceiling:
 * only a hash is kept (salted with the user and the address), with its expiry, tries and use.
 */
export function migration(db: Db): Migration {
  const pg = db.dialect === 'postgres'
  return {
    async up(k) {
      await k.schema
        .createTable('login_codes')
        .addColumn('id', pg ? 'serial' : 'integer', (c) =>
          pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await k.schema.createIndex('login_codes_user').on('login_codes').column('user_id').execute()
    },
    async down(k) {
      await k.schema.dropTable('login_codes').execute()
    },
  }
}
