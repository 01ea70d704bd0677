import type { DbHandle } from '../../db/connect'

export async function insertContactMessage(
  db: DbHandle,
  values: { name: string; email: string; phone: string; message: string | null; created_at: string },
) {
  return db.insertInto('contact_messages').values(values).returning('id').executeTakeFirstOrThrow()
}

/** Records who answered a contact message, and when. */
export async function markContactMessageAnswered(trx: DbHandle, id: number, at: string, by: string) {
  await trx
    .updateTable('contact_messages')
    .set({ answered_at: at, answered_by: by })
    .where('id', '=', id)
    .execute()
}
