import { sql, type ExpressionBuilder } from 'kysely'
import type { DbHandle } from '../../db/connect'
import type { Database } from '../../db/schema'
import { containsText } from '../../lib/paging'

// The back office's reads of orders (docs/requirements/back-office.md §7).

export interface AdminOrderFilter {
  status?: string
  payment?: string
  fromIso?: string
  toIso?: string
  customer?: string
  q?: string
  backOrder?: boolean
}

/** The payment states of an order that went through: the dashboard's 'Orders today' counts these. */
const PLACED_PAYMENTS = ['paid', 'refunded']

function filtered(k: DbHandle, f: AdminOrderFilter) {
  let q = k.selectFrom('orders').innerJoin('users', 'users.id', 'orders.user_id')
  if (f.status) q = q.where('orders.order_status', '=', f.status)
  if (f.payment === 'placed') q = q.where('orders.payment_status', 'in', PLACED_PAYMENTS)
  else if (f.payment) q = q.where('orders.payment_status', '=', f.payment)
  if (f.fromIso) q = q.where('orders.created_at', '>=', f.fromIso)
  if (f.toIso) q = q.where('orders.created_at', '<', f.toIso)
  if (f.backOrder !== undefined) q = q.where('orders.back_order', '=', f.backOrder ? 1 : 0)
  if (f.q) q = q.where(containsText('orders.order_no', f.q))
  const customer = f.customer
  if (customer) {
    q = q.where((eb) =>
      eb.or([
        containsText('orders.email', customer),
        containsText('users.first_name', customer),
        containsText('users.last_name', customer),
      ]),
    )
  }
  return q
}

/** How many units an order's lines hold, as a column of the order's row. */
const itemCount = (eb: ExpressionBuilder<Database, 'orders'>) =>
  eb
    .selectFrom('order_items')
    .select(sql<number>`coalesce(sum(quantity), 0)`.as('n'))
    .whereRef('order_items.order_id', '=', 'orders.id')
    .as('item_count')

export function countOrders(k: DbHandle, f: AdminOrderFilter) {
  return filtered(k, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
}

export function findOrdersPage(
  k: DbHandle,
  f: AdminOrderFilter,
  sort: { column: string; dir: 'asc' | 'desc' },
  limit: number,
  offset: number,
) {
  return filtered(k, f)
    .select([
      'orders.id',
      'orders.order_no',
      'orders.created_at',
      'orders.user_id',
      'orders.email',
      'orders.order_status',
      'orders.payment_status',
      'orders.back_order',
      'orders.pickup_order',
      'orders.grand_total_cents',
      'users.first_name',
      'users.last_name',
      itemCount,
    ])
    .orderBy(sql.ref(`orders.${sort.column}`), sort.dir)
    .orderBy('orders.id', sort.dir)
    .limit(limit)
    .offset(offset)
    .execute()
}
export type AdminOrderRow = Awaited<ReturnType<typeof findOrdersPage>>[number]

/** The next `size` orders the filter keeps after id `afterId`, in id order, with what the export writes. */
export function findOrdersAfter(k: DbHandle, f: AdminOrderFilter, afterId: number, size: number) {
  return filtered(k, f)
    .select([
      'orders.id',
      'orders.order_no',
      'orders.created_at',
      'orders.paid_at',
      'orders.email',
      'orders.order_status',
      'orders.payment_status',
      'orders.payment_method',
      'orders.card_brand',
      'orders.card_last4',
      'orders.back_order',
      'orders.pickup_order',
      'orders.sub_total_cents',
      'orders.coupon_code',
      'orders.coupon_discount_cents',
      'orders.shipping_charge_cents',
      'orders.tax_cents',
      'orders.grand_total_cents',
      'users.first_name',
      'users.last_name',
      itemCount,
    ])
    .where('orders.id', '>', afterId)
    .orderBy('orders.id')
    .limit(size)
    .execute()
}

export async function findOrderWithCustomerName(k: DbHandle, orderId: number) {
  return k
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .selectAll('orders')
    .select(['users.first_name', 'users.last_name'])
    .where('orders.id', '=', orderId)
    .executeTakeFirst()
}

/** Paid orders still to be worked on, per status. */
export async function countOrdersWaiting(k: DbHandle) {
  return k
    .selectFrom('orders')
    .select(['order_status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('payment_status', '=', 'paid')
    .where('order_status', 'not in', ['Delivered', 'Cancelled'])
    .groupBy('order_status')
    .execute()
}

/** Orders placed and paid since `sinceIso` (refunded ones too), and what the paid ones took. */
export async function sumOrdersSince(k: DbHandle, sinceIso: string) {
  const row = await k
    .selectFrom('orders')
    .select([
      (eb) => eb.fn.countAll<number>().as('n'),
      sql<number>`coalesce(sum(case when payment_status = 'paid' then grand_total_cents else 0 end), 0)`.as(
        'cents',
      ),
    ])
    .where('payment_status', 'in', PLACED_PAYMENTS)
    .where('created_at', '>=', sinceIso)
    .executeTakeFirstOrThrow()
  return { orders: Number(row.n), cents: Number(row.cents) }
}
