import type { Migration } from 'kysely'
import type { Db } from '../connect'

/**
 * Spending limits and approvals of clinic teams
 * (docs/decisions/0139-clinic-teams-members-roles-and-invitations.md): the owner's approval rules
 * per account, and the orders on account that wait for an Approver, each with the prices it was
 * placed at and the stock it holds until its hold ends. A Buyer's limits are columns of the member
 * row already.
 */
export function migration(db: Db): Migration {
  const pg = db.dialect === 'postgres'
  const id = pg ? ('serial' as const) : ('integer' as const)
  return {
    async up(k) {
      await k.schema
        .createTable('account_approval_rules')
        .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('account_id', 'integer', (c) =>
          c.notNull().references('business_accounts.id').onDelete('cascade'),
        )
        /** above_amount | member | professional */
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'integer')
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await k.schema
        .createIndex('account_approval_rules_account')
        .on('account_approval_rules')
        .columns(['account_id', 'id'])
        .execute()
      await k.schema
        .createTable('account_order_approvals')
        .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('account_id', 'integer', (c) =>
          c.notNull().references('business_accounts.id').onDelete('cascade'),
        )
        /** Who placed the order; the order is theirs once approved. */
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        /** awaiting | approved | rejected | expired: moved only by guarded updates from awaiting. */
        .addColumn('status', 'text', (c) => c.notNull())
        /** payment | preorder, as checkout was called. */
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('po_number', 'text')
        /** JSON: the priced lines (held unit prices) as checkout priced them. */
        .addColumn('lines', 'text', (c) => c.notNull())
        /** JSON: what re-totals the lines after an Approver's change (coupon, shipping rate, tax rate, addresses). */
        .addColumn('terms', 'text', (c) => c.notNull())
        /** JSON: why the order waits. */
        .addColumn('reasons', 'text', (c) => c.notNull())
        .addColumn('total_cents', 'integer', (c) => c.notNull())
        .addColumn('prices_held_until', 'text', (c) => c.notNull())
        .addColumn('stock_held_until', 'text', (c) => c.notNull())
        /** Set once the held stock is given back (the hold ended, or the wait was decided). */
        .addColumn('stock_released_at', 'text')
        .addColumn('decided_by', 'integer', (c) => c.references('users.id'))
        .addColumn('decided_at', 'text')
        /** The Approver's note on a change, or their reason for a rejection. */
        .addColumn('note', 'text')
        .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()
      await k.schema
        .createIndex('account_order_approvals_account')
        .on('account_order_approvals')
        .columns(['account_id', 'status', 'id'])
        .execute()
      await k.schema
        .createIndex('account_order_approvals_user')
        .on('account_order_approvals')
        .columns(['user_id', 'id'])
        .execute()
    },
    async down(k) {
      await k.schema.dropTable('account_order_approvals').execute()
      await k.schema.dropTable('account_approval_rules').execute()
    },
  }
}
