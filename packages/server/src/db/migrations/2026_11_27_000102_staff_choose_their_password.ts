import type { Migration } from 'kysely'
import type { Db } from '../connect'

/**
 * A staff account whose password an owner set (a new account, or a reset) holds a one-time
 * password: the member must choose their own before anything else. Existing accounts keep theirs.
 */
export function migration(_db: Db): Migration {
  return {
    async up(k) {
      await k.schema
        .alterTable('staff')
        .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
    },
    async down(k) {
      await k.schema.alterTable('staff').dropColumn('must_change_password').execute()
    },
  }
}
