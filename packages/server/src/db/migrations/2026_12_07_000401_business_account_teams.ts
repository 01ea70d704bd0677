import type { Migration } from 'kysely'
import type { Db } from '../connect'

/**
 * Clinic teams (docs/decisions/0139-clinic-teams-members-roles-and-invitations.md): the people of a
 * business account besides its owner (the applicant, `business_accounts.user_id`), each with a role,
 * and the owner's invitations, whose single-use token is stored only as its hash.
 */
export function migration(db: Db): Migration {
  const pg = db.dialect === 'postgres'
  const id = pg ? ('serial' as const) : ('integer' as const)
  return {
    async up(k) {
      await k.schema
        .createTable('business_account_members')
        .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('account_id', 'integer', (c) =>
          c.notNull().references('business_accounts.id').onDelete('cascade'),
        )
        // A person belongs to one account at a time: the account a member's call acts on is never a guess.
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().unique().references('users.id').onDelete('cascade'),
        )
        /** approver | buyer | finance (the owner is the account's user_id, never a member row). */
        .addColumn('role', 'text', (c) => c.notNull())
        /** Later: a Buyer's per-order and monthly limits (null: none), and the sites they ship to. */
        .addColumn('order_limit_cents', 'integer')
        .addColumn('monthly_limit_cents', 'integer')
        .addColumn('invitation_id', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()
      await k.schema
        .createIndex('business_account_members_account')
        .on('business_account_members')
        .columns(['account_id', 'id'])
        .execute()
      await k.schema
        .createTable('business_account_invitations')
        .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('account_id', 'integer', (c) =>
          c.notNull().references('business_accounts.id').onDelete('cascade'),
        )
        /** Lower-cased. */
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        /** sha256 of the link's token; a resend replaces it, so an older link stops working. */
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('invited_by', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('accepted_at', 'text')
        .addColumn('accepted_by', 'integer', (c) => c.references('users.id'))
        .addColumn('cancelled_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()
      await k.schema
        .createIndex('business_account_invitations_account')
        .on('business_account_invitations')
        .columns(['account_id', 'email'])
        .execute()
    },
    async down(k) {
      await k.schema.dropTable('business_account_invitations').execute()
      await k.schema.dropTable('business_account_members').execute()
    },
  }
}
