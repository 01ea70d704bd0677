import type { z } from 'zod'
import type { AdminCustomersQuerySchema } from '@shop/shared/schemas/admin/customers'
import { sql } from 'kysely'
import type { DbHandle } from '../../db/connect'
import { containsText } from '../../lib/paging'

// The back office's reads of customers and their blocking (docs/requirements/back-office.md §8).

type CustomersQuery = z.output<typeof AdminCustomersQuerySchema>

const ORDER_COUNT = sql<number>`(select count(*) from orders o where o.user_id = u.id and o.payment_status in ('paid', 'refunded'))`

function filtered(k: DbHandle, q: Pick<CustomersQuery, 'q' | 'blocked'>) {
  let base = k.selectFrom('users as u')
  const text = q.q
  if (text) {
    base = base.where((eb) =>
      eb.or([
        containsText('u.email', text),
        containsText('u.first_name', text),
        containsText('u.last_name', text),
        containsText('u.phone', text),
      ]),
    )
  }
  if (q.blocked !== undefined) base = base.where('u.blocked_at', q.blocked ? 'is not' : 'is', null)
  return base
}

export async function countCustomers(k: DbHandle, q: CustomersQuery) {
  return filtered(k, q)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
}

export async function findCustomersPage(k: DbHandle, q: CustomersQuery, limit: number, offset: number) {
  return filtered(k, q)
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.email', 'u.phone', 'u.created_at', 'u.blocked_at'])
    .select(ORDER_COUNT.as('order_count'))
    .orderBy(q.sort === 'order_count' ? ORDER_COUNT : sql.ref(`u.${q.sort}`), q.dir)
    .orderBy('u.id', q.dir)
    .limit(limit)
    .offset(offset)
    .execute()
}

export async function findCustomer(k: DbHandle, id: number) {
  return k
    .selectFrom('users as u')
    .select([
      'u.id',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.phone',
      'u.created_at',
      'u.blocked_at',
      'u.blocked_reason',
    ])
    .select(ORDER_COUNT.as('order_count'))
    .where('u.id', '=', id)
    .executeTakeFirst()
}

export async function findCustomerAddresses(k: DbHandle, id: number) {
  return k.selectFrom('addresses').selectAll().where('user_id', '=', id).orderBy('id').execute()
}

/** The customer's latest 100 orders. */
export async function findCustomerOrders(k: DbHandle, id: number) {
  return k
    .selectFrom('orders')
    .select(['id', 'order_no', 'created_at', 'order_status', 'payment_status', 'grand_total_cents'])
    .where('user_id', '=', id)
    .orderBy('created_at', 'desc')
    .limit(100)
    .execute()
}

export async function findCustomerSubscriptions(k: DbHandle, id: number) {
  return k
    .selectFrom('subscriptions')
    .select(['id', 'subscription_no', 'status', 'month', 'next_date', 'grand_total_cents'])
    .where('user_id', '=', id)
    .orderBy('id', 'desc')
    .execute()
}

/** Blocks the customer (when and why) or, with null, unblocks them. */
export async function setBlocked(
  trx: DbHandle,
  id: number,
  block: { at: string; reason: string | null } | null,
) {
  await trx
    .updateTable('users')
    .set(
      block
        ? { blocked_at: block.at, blocked_reason: block.reason }
        : { blocked_at: null, blocked_reason: null },
    )
    .where('id', '=', id)
    .execute()
}
