import type { DbHandle } from '../../db/connect'

export async function insertContactMessage(
  db: DbHandle,
  values: { name: string; email: string; phone: string; message: string | null; created_at: string },
) {
  return db.insertInto('contact_messages').values(values).returning('id').executeTakeFirstOrThrow()
}
