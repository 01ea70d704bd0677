import type { Migration } from 'kysely'
import type { Db } from '../connect'

/**
 * Privacy (docs/decisions/0143-privacy-downloads-erasure-and-consents.md): every choice a customer
 * makes about mail that is not an order's own, as a row per choice, and the customers' requests to
 * download or erase their data, which staff see with their due dates.
 */
export function migration(db: Db): Migration {
  const pg = db.dialect === 'postgres'
  const id = pg ? ('serial' as const) : ('integer' as const)
  return {
    async up(k) {
      await k.schema
        .createTable('consents')
        .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
        // No foreign key: a sign-up without an account names only an address.
        .addColumn('user_id', 'integer')
        /** Lower-cased; set for a sign-up without an account, blanked when the person is erased. */
        .addColumn('email', 'text')
        /** newsletter | cart_reminders */
        .addColumn('purpose', 'text', (c) => c.notNull())
        /** 1 given, 0 withdrawn. */
        .addColumn('given', 'integer', (c) => c.notNull())
        /** registration | profile | newsletter_form | unsubscribe_link | erasure */
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('notice_version', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await k.schema.createIndex('consents_user').on('consents').columns(['user_id', 'id']).execute()
      await k.schema.createIndex('consents_email').on('consents').columns(['email', 'id']).execute()
      await k.schema
        .createTable('privacy_requests')
        .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
        // Kept after erasure (the anonymised row): the queue shows the request was answered.
        .addColumn('user_id', 'integer', (c) => c.notNull())
        /** download | erasure */
        .addColumn('kind', 'text', (c) => c.notNull())
        /** building | ready | done | failed */
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('requested_at', 'text', (c) => c.notNull())
        /** The last day the law allows for the answer (45 days). */
        .addColumn('due_on', 'text', (c) => c.notNull())
        .addColumn('completed_at', 'text')
        /** What was done, in words staff read. */
        .addColumn('outcome', 'text')
        /** A download's zip, under the private folder; removed once it expires. */
        .addColumn('file', 'text')
        .addColumn('expires_at', 'text')
        .execute()
      await k.schema
        .createIndex('privacy_requests_user')
        .on('privacy_requests')
        .columns(['user_id', 'id'])
        .execute()
      await k.schema
        .createIndex('privacy_requests_due')
        .on('privacy_requests')
        .columns(['due_on', 'id'])
        .execute()
    },
    async down(k) {
      await k.schema.dropTable('privacy_requests').execute()
      await k.schema.dropTable('consents').execute()
    },
  }
}
