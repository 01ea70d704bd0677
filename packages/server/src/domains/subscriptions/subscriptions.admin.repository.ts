import type { z } from 'zod'
import type { AdminSubscriptionsQuerySchema } from '@shop/shared/schemas/admin/operations'
import type { DbHandle } from '../../db/connect'
import { containsText } from '../../lib/paging'

type Query = z.output<typeof AdminSubscriptionsQuerySchema>

/** A subscription with its customer, as the back office lists it. */
function base(k: DbHandle) {
  return k.selectFrom('subscriptions as s').innerJoin('users as u', 'u.id', 's.user_id')
}

const COLUMNS = [
  's.id',
  's.subscription_no',
  's.user_id',
  'u.email',
  'u.first_name',
  'u.last_name',
  's.status',
  's.month',
  's.next_date',
  's.grand_total_cents',
  's.failed_attempts',
  's.retry_at',
  's.card_brand',
  's.card_last4',
  's.items',
  's.created_at',
] as const

export type AdminSubscriptionRow = NonNullable<Awaited<ReturnType<typeof findAdminSubscription>>>

export async function findAdminSubscription(k: DbHandle, id: number) {
  return base(k).select(COLUMNS).where('s.id', '=', id).executeTakeFirst()
}

/** The back office's subscriptions list: its count and one page, filtered. */
export function adminSubscriptionsPage(
  k: DbHandle,
  f: {
    state: Query['state']
    /** A due subscription's next delivery is on or before this day. */
    dueBy: string
    customerId?: number
    text?: string
    sort: Query['sort']
    dir: Query['dir']
  },
) {
  let query = base(k)
  if (f.state === 'active' || f.state === 'paused' || f.state === 'cancelled')
    query = query.where('s.status', '=', f.state)
  if (f.state === 'due') {
    query = query.where('s.status', '=', 'active').where('s.next_date', '<=', f.dueBy)
  }
  if (f.state === 'failed') query = query.where('s.status', '=', 'active').where('s.failed_attempts', '>', 0)
  if (f.customerId) query = query.where('s.user_id', '=', f.customerId)
  const text = f.text
  if (text)
    query = query.where((eb) =>
      eb.or([containsText('s.subscription_no', text), containsText('u.email', text)]),
    )
  return {
    count: () => query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    rows: (limit: number, offset: number) =>
      query
        .select(COLUMNS)
        .orderBy(`s.${f.sort}`, f.dir)
        .orderBy('s.id', f.dir)
        .limit(limit)
        .offset(offset)
        .execute(),
  }
}
