import type { DbHandle } from '../../db/connect'

/** Records that an order's invoice and confirmation mail are due (in the transaction marking it paid). */
export async function insertDocumentsDue(trx: DbHandle, orderId: number, now: string): Promise<void> {
  await trx
    .insertInto('order_documents_due')
    .values({ order_id: orderId, due_at: now })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .execute()
}

/** Orders whose documents are due and held by no worker, oldest first. */
export async function findDueOrderIds(db: DbHandle, now: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('order_documents_due')
    .select('order_id')
    .where('due_at', '<=', now)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .orderBy('due_at')
    .orderBy('order_id')
    .limit(limit)
    .execute()
  return rows.map((r) => r.order_id)
}

/**
 * Takes an order's documents until `leaseUntil` with a guarded update: the number of this try, or
 * null when another worker has them (or they are done).
 */
export async function claimDocuments(
  db: DbHandle,
  orderId: number,
  now: string,
  leaseUntil: string,
): Promise<number | null> {
  const row = await db
    .updateTable('order_documents_due')
    .set((eb) => ({ locked_until: leaseUntil, attempts: eb('attempts', '+', 1) }))
    .where('order_id', '=', orderId)
    .where('due_at', '<=', now)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .returning('attempts')
    .executeTakeFirst()
  return row ? row.attempts : null
}

export async function deleteDocumentsDue(db: DbHandle, orderId: number): Promise<void> {
  await db.deleteFrom('order_documents_due').where('order_id', '=', orderId).execute()
}

/** A failed try: free again at `retryAt`, with the reason for staff. */
export async function postponeDocuments(
  db: DbHandle,
  orderId: number,
  retryAt: string,
  error: string,
): Promise<void> {
  await db
    .updateTable('order_documents_due')
    .set({ due_at: retryAt, locked_until: null, last_error: error.slice(0, 500) })
    .where('order_id', '=', orderId)
    .execute()
}
