import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'

export async function insertContactMessage(
  db: Kysely<Database>,
  values: { name: string; email: string; phone: string; message: string | null; created_at: string },
) {
  return db.insertInto('contact_messages').values(values).returning('id').executeTakeFirstOrThrow()
}
