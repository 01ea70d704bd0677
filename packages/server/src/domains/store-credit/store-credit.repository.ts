import { sql } from 'kysely'
import type { DbHandle } from '../../db/connect'

export async function findBalance(k: DbHandle, userId: number): Promise<number> {
  const row = await k
    .selectFrom('store_credit_accounts')
    .select('balance_cents')
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return row?.balance_cents ?? 0
}

/** Adds to a balance, creating the account on first credit; answers the balance after. */
export async function addToBalance(trx: DbHandle, userId: number, cents: number, now: string) {
  await trx
    .insertInto('store_credit_accounts')
    .values({ user_id: userId, balance_cents: cents, updated_at: now })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        balance_cents: sql`store_credit_accounts.balance_cents + ${cents}`,
        updated_at: now,
      }),
    )
    .execute()
  return findBalance(trx, userId)
}

/**
 * Takes from a balance what `amountOf` says of it, in one guarded update (the row's lock on
 * PostgreSQL, the one writer on SQLite): answers what was taken, 0 when the balance is empty.
 */
export async function takeFromBalance(
  trx: DbHandle,
  userId: number,
  amountOf: (balanceCents: number) => number,
  now: string,
) {
  // A no-op update locks the account row first (PostgreSQL), so the read below is the balance as it is.
  await trx
    .updateTable('store_credit_accounts')
    .set({ balance_cents: sql`balance_cents` })
    .where('user_id', '=', userId)
    .execute()
  const before = await trx
    .selectFrom('store_credit_accounts')
    .select('balance_cents')
    .where('user_id', '=', userId)
    .executeTakeFirst()
  const take = amountOf(before?.balance_cents ?? 0)
  if (take <= 0) return { taken: 0, after: before?.balance_cents ?? 0 }
  const result = await trx
    .updateTable('store_credit_accounts')
    .set({ balance_cents: sql`balance_cents - ${take}`, updated_at: now })
    .where('user_id', '=', userId)
    .where('balance_cents', '>=', take)
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) !== 1) return { taken: 0, after: await findBalance(trx, userId) }
  return { taken: take, after: await findBalance(trx, userId) }
}

export async function insertEntry(
  trx: DbHandle,
  entry: {
    user_id: number
    delta_cents: number
    balance_after_cents: number
    kind: string
    return_id?: number
    order_id?: number
    note?: string
    staff_id?: number | null
    created_at: string
  },
) {
  await trx
    .insertInto('store_credit_entries')
    .values({
      ...entry,
      return_id: entry.return_id ?? 0,
      order_id: entry.order_id ?? 0,
      note: entry.note ?? '',
      staff_id: entry.staff_id ?? null,
    })
    .execute()
}

export async function findEntries(k: DbHandle, userId: number, limit = 100) {
  return k
    .selectFrom('store_credit_entries as e')
    .leftJoin('orders as o', (j) => j.onRef('o.id', '=', 'e.order_id'))
    .leftJoin('returns as r', (j) => j.onRef('r.id', '=', 'e.return_id'))
    .select([
      'e.id',
      'e.delta_cents',
      'e.balance_after_cents',
      'e.kind',
      'e.note',
      'e.created_at',
      'o.order_no',
      'r.return_no',
    ])
    .where('e.user_id', '=', userId)
    .orderBy('e.id', 'desc')
    .limit(limit)
    .execute()
}

export async function findOrderSpend(trx: DbHandle, orderId: number) {
  return trx
    .selectFrom('store_credit_entries')
    .select(['user_id', 'delta_cents'])
    .where('kind', '=', 'order')
    .where('order_id', '=', orderId)
    .executeTakeFirst()
}

/** The ledger entry of a return's credit, if it was credited. */
export async function findReturnCredit(k: DbHandle, returnId: number) {
  return k
    .selectFrom('store_credit_entries')
    .select('id')
    .where('kind', '=', 'return')
    .where('return_id', '=', returnId)
    .executeTakeFirst()
}

/** The ledger entry of an undone order's credit given back, if it was. */
export async function findOrderCreditGivenBack(k: DbHandle, orderId: number) {
  return k
    .selectFrom('store_credit_entries')
    .select('id')
    .where('kind', '=', 'order_failed')
    .where('order_id', '=', orderId)
    .executeTakeFirst()
}
