import type { Migration } from 'kysely'
import type { Db } from '../connect'

/**
 * Professional buyers and recalls by lot: products a shopper may buy only with a verified licence
 * (and the label saying why), the verification kept per customer apart from the users row, the
 * licence applications with their privately stored document, and recalls of stock lots with the
 * notice each affected customer acknowledges.
 */
export function migration(db: Db): Migration {
  const pg = db.dialect === 'postgres'
  const id = pg ? ('serial' as const) : ('integer' as const)
  return {
    async up(k) {
      await k.schema
        .alterTable('products')
        .addColumn('professional_only', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
      await k.schema.alterTable('products').addColumn('professional_label', 'text').execute()

      await k.schema
        .createTable('professional_accounts')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('profession', 'text', (c) => c.notNull())
        .addColumn('verified_until', 'text', (c) => c.notNull())
        .addColumn('suspended_at', 'text')
        .addColumn('suspended_reason', 'text')
        // The verified_until date each mail or the lapse was done for: once per verification.
        .addColumn('reminded_30_for', 'text')
        .addColumn('reminded_7_for', 'text')
        .addColumn('lapsed_for', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()

      await k.schema
        .createTable('professional_applications')
        .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('profession', 'text', (c) => c.notNull())
        .addColumn('licence_number', 'text', (c) => c.notNull())
        .addColumn('issuing_body', 'text', (c) => c.notNull())
        .addColumn('country', 'text', (c) => c.notNull())
        .addColumn('licence_expiry', 'text', (c) => c.notNull())
        .addColumn('practice_name', 'text', (c) => c.notNull())
        .addColumn('practice_address', 'text', (c) => c.notNull())
        .addColumn('document_file', 'text', (c) => c.notNull())
        .addColumn('document_type', 'text', (c) => c.notNull())
        .addColumn('document_name', 'text', (c) => c.notNull())
        .addColumn('document_bytes', 'integer', (c) => c.notNull())
        .addColumn('staff_note', 'text')
        .addColumn('verified_until', 'text')
        .addColumn('decided_by', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()
      await k.schema
        .createIndex('professional_applications_user')
        .on('professional_applications')
        .columns(['user_id', 'id'])
        .execute()
      await k.schema
        .createIndex('professional_applications_status')
        .on('professional_applications')
        .columns(['status', 'id'])
        .execute()

      await k.schema
        .createTable('recalls')
        .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('severity', 'text', (c) => c.notNull())
        .addColumn('instructions', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('opened_by', 'text')
        .addColumn('opened_at', 'text', (c) => c.notNull())
        .addColumn('closed_at', 'text')
        .execute()
      await k.schema
        .createTable('recall_lots')
        .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('recall_id', 'integer', (c) => c.notNull().references('recalls.id').onDelete('cascade'))
        .addColumn('lot_id', 'integer', (c) => c.notNull().references('stock_lots.id'))
        .execute()
      await k.schema
        .createIndex('recall_lots_unique')
        .on('recall_lots')
        .columns(['recall_id', 'lot_id'])
        .unique()
        .execute()
      await k.schema
        .createTable('recall_notices')
        .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('recall_id', 'integer', (c) => c.notNull().references('recalls.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('units', 'integer', (c) => c.notNull())
        .addColumn('notified_at', 'text', (c) => c.notNull())
        .addColumn('reminded_at', 'text')
        .addColumn('acknowledged_at', 'text')
        .addColumn('ack_action', 'text')
        .addColumn('ack_units', 'integer')
        .execute()
      await k.schema
        .createIndex('recall_notices_unique')
        .on('recall_notices')
        .columns(['recall_id', 'user_id'])
        .unique()
        .execute()
      await k.schema.createIndex('recall_notices_user').on('recall_notices').columns(['user_id']).execute()
    },
    async down(k) {
      await k.schema.dropTable('recall_notices').execute()
      await k.schema.dropTable('recall_lots').execute()
      await k.schema.dropTable('recalls').execute()
      await k.schema.dropTable('professional_applications').execute()
      await k.schema.dropTable('professional_accounts').execute()
      await k.schema.alterTable('products').dropColumn('professional_label').execute()
      await k.schema.alterTable('products').dropColumn('professional_only').execute()
    },
  }
}
