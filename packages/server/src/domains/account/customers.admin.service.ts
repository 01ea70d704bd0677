import type { z } from 'zod'
import type { AdminCustomerDetail, AdminCustomersQuerySchema } from '@shop/shared/schemas/admin/customers'
import { sql } from 'kysely'
import type { Db, DbHandle } from '../../db/connect'
import { writeTransaction } from '../../db/transaction'
import { conflict, notFound } from '../../errors'
import { nowIso } from '../../lib/clock'
import { containsText, pageOf } from '../../lib/paging'
import type { ServiceContext } from '../../lib/service-context'
import { mailShop } from '../../mail/mail-layout'
import type { ShopLimits } from '../../lib/shop-limits'
import { recordAudit, type StaffActor } from '../../audit/audit'
import { deleteUserAuthTokens } from './auth-tokens.repository'
import { sendResetCode } from './password-reset.service'

// Customers in the back office (docs/requirements/back-office.md §8).

const ORDER_COUNT = sql<number>`(select count(*) from orders o where o.user_id = u.id and o.payment_status in ('paid', 'refunded'))`

function summary(r: {
  id: number
  first_name: string
  last_name: string
  email: string
  phone: string
  created_at: string
  order_count: number | string
  blocked_at: string | null
}) {
  return {
    id: r.id,
    first_name: r.first_name,
    last_name: r.last_name,
    email: r.email,
    phone: r.phone,
    created_at: r.created_at,
    order_count: Number(r.order_count),
    blocked: r.blocked_at !== null,
  }
}

export async function listCustomers(k: DbHandle, q: z.output<typeof AdminCustomersQuerySchema>) {
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
  return pageOf(
    q,
    () => base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    (limit, offset) =>
      base
        .select(['u.id', 'u.first_name', 'u.last_name', 'u.email', 'u.phone', 'u.created_at', 'u.blocked_at'])
        .select(ORDER_COUNT.as('order_count'))
        .orderBy(q.sort === 'order_count' ? ORDER_COUNT : sql.ref(`u.${q.sort}`), q.dir)
        .orderBy('u.id', q.dir)
        .limit(limit)
        .offset(offset)
        .execute(),
    summary,
  )
}

export async function getCustomer(k: DbHandle, id: number): Promise<AdminCustomerDetail> {
  const user = await k
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
  if (!user) throw notFound('No such customer.')
  const [addresses, orders, subscriptions] = await Promise.all([
    k.selectFrom('addresses').selectAll().where('user_id', '=', id).orderBy('id').execute(),
    k
      .selectFrom('orders')
      .select(['id', 'order_no', 'created_at', 'order_status', 'payment_status', 'grand_total_cents'])
      .where('user_id', '=', id)
      .orderBy('created_at', 'desc')
      .limit(100)
      .execute(),
    k
      .selectFrom('subscriptions')
      .select(['id', 'subscription_no', 'status', 'month', 'next_date', 'grand_total_cents'])
      .where('user_id', '=', id)
      .orderBy('id', 'desc')
      .execute(),
  ])
  return {
    ...summary(user),
    blocked_at: user.blocked_at,
    blocked_reason: user.blocked_reason,
    addresses: addresses.map((a) => ({
      id: a.id,
      first_name: a.first_name,
      last_name: a.last_name,
      address: a.address,
      street: a.street,
      city: a.city,
      zipcode: a.zipcode,
      country: a.country,
      phone: a.phone,
      default_address: Boolean(a.default_address),
    })),
    orders,
    subscriptions,
  }
}

/** Blocks a customer: no login, and every session ends now (docs/requirements/back-office.md §8). */
export async function setCustomerBlocked(
  db: Db,
  actor: StaffActor | null,
  id: number,
  blocked: boolean,
  reason = '',
) {
  return writeTransaction(db, async (trx) => {
    const before = await getCustomer(trx, id)
    if (before.blocked === blocked)
      throw conflict(blocked ? 'The customer is already blocked.' : 'The customer is not blocked.')
    await trx
      .updateTable('users')
      .set(
        blocked
          ? { blocked_at: nowIso(), blocked_reason: reason || null }
          : { blocked_at: null, blocked_reason: null },
      )
      .where('id', '=', id)
      .execute()
    if (blocked) await deleteUserAuthTokens(trx, id)
    await recordAudit(trx, actor, {
      action: blocked ? 'customer.block' : 'customer.unblock',
      entity: 'customer',
      entityId: id,
      before: { blocked: before.blocked, blocked_reason: before.blocked_reason },
      after: { blocked, blocked_reason: blocked ? reason || null : null },
    })
    return getCustomer(trx, id)
  })
}

/** Mails the customer a password reset code, as the forgotten-password page does (same limits). */
export async function sendCustomerReset(
  ctx: ServiceContext,
  actor: StaffActor,
  id: number,
  guard: { limits: ShopLimits; ip: string },
) {
  const customer = await getCustomer(ctx.db.kysely, id)
  await sendResetCode(ctx.db, ctx.mailer, ctx.log, mailShop(ctx.config), customer.email, guard)
  await recordAudit(ctx.db.kysely, actor, {
    action: 'customer.password_reset',
    entity: 'customer',
    entityId: id,
    before: null,
    after: { mailed: customer.email },
  })
  return { message: `A password reset code was mailed to ${customer.email}.` }
}
