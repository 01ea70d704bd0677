import type { Migration } from 'kysely'
import type { Db } from '../connect'

/**
 * A return of an order bought on account takes what was never paid off its invoice as a credit note
 * (docs/decisions/0120-one-refund-rule-and-credit-notes-on-account.md): an entry of the invoice's payments of the
 * kind `credit_note`, naming its return, so what is owed, the statement and the invoice's PDF all
 * read one list. One credit note per return, by a unique index.
 */
export function migration(_db: Db): Migration {
  return {
    async up(k) {
      await k.schema
        .alterTable('account_payments')
        .addColumn('kind', 'text', (c) => c.notNull().defaultTo('payment'))
        .execute()
      await k.schema.alterTable('account_payments').addColumn('return_id', 'integer').execute()
      await k.schema
        .createIndex('account_payments_return_unique')
        .on('account_payments')
        .column('return_id')
        .unique()
        .execute()
    },
    async down(k) {
      await k.schema.dropIndex('account_payments_return_unique').execute()
      await k.deleteFrom('account_payments').where('kind', '=', 'credit_note').execute()
      await k.schema.alterTable('account_payments').dropColumn('return_id').execute()
      await k.schema.alterTable('account_payments').dropColumn('kind').execute()
    },
  }
}
