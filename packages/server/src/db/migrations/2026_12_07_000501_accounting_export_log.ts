import type { Migration } from 'kysely'
import type { Db } from '../connect'

/**
 * The accounting export's batches and the record ids each took
 * (docs/decisions/0141-accounting-export-each-record-once.md): a record is exported when its id is
 * in the log, and the unique index lets no second batch take it again.
 */
export function migration(db: Db): Migration {
  const pg = db.dialect === 'postgres'
  return {
    async up(k) {
      await k.schema
        .createTable('accounting_exports')
        .addColumn('id', pg ? 'serial' : 'integer', (c) =>
          pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('file', 'text', (c) => c.notNull().unique())
        .addColumn('records', 'integer', (c) => c.notNull())
        .addColumn('lines', 'integer', (c) => c.notNull())
        .addColumn('debit_cents', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('created_by', 'text')
        .execute()
      await k.schema
        .createIndex('accounting_exports_by_day')
        .on('accounting_exports')
        .columns(['day', 'id'])
        .execute()
      await k.schema
        .createTable('accounting_export_log')
        .addColumn('id', pg ? 'serial' : 'integer', (c) =>
          pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('record_id', 'integer', (c) => c.notNull())
        .addColumn('export_id', 'integer', (c) => c.notNull().references('accounting_exports.id'))
        .execute()
      await k.schema
        .createIndex('accounting_export_log_once')
        .on('accounting_export_log')
        .columns(['source', 'record_id'])
        .unique()
        .execute()
    },
    async down(k) {
      await k.schema.dropTable('accounting_export_log').execute()
      await k.schema.dropTable('accounting_exports').execute()
    },
  }
}
