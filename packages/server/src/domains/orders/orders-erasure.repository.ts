import type { DbHandle } from '../../db/connect'
import { mentions, redacted } from '../../db/redact'

/** The customer's orders (by account or by the address a guest order gave), with their addresses. */
export async function listCustomerOrderAddresses(db: DbHandle, userId: number, email: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'shipping_address', 'billing_address', 'pickup_address'])
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('email', '=', email)]))
    .orderBy('id')
    .execute()
}

/** An order's person replaced: its address and addresses anonymised; totals, payment and status untouched. */
export async function setOrderPerson(
  db: DbHandle,
  orderId: number,
  person: {
    email: string
    shipping_address: string | null
    billing_address: string | null
    pickup_address: string | null
  },
): Promise<void> {
  await db.updateTable('orders').set(person).where('id', '=', orderId).execute()
}

/** Staff's tracking notes on the orders lose the person's name, address and number. */
export async function redactTrackingNotes(db: DbHandle, orderIds: number[], values: string[]) {
  if (orderIds.length === 0) return
  await db
    .updateTable('order_tracking')
    .set({ notes: redacted('notes', values) })
    .where('order_id', 'in', orderIds)
    .where(mentions(['notes'], values))
    .execute()
}
