import type { z } from 'zod'
import type { AdminCustomerDetail, AdminCustomersQuerySchema } from '@shop/shared/schemas/admin/customers'
import type { Db, DbHandle } from '../../db/connect'
import { writeTransaction } from '../../db/transaction'
import { conflict, notFound } from '../../errors'
import { nowIso } from '../../lib/clock'
import { pageOf } from '../../lib/paging'
import type { ServiceContext } from '../../lib/service-context'
import { mailShop } from '../../mail/mail-layout'
import type { ShopLimits } from '../../lib/shop-limits'
import { recordAudit, type StaffActor } from '../../audit/audit'
import { deleteUserAuthTokens } from './auth-tokens.repository'
import * as repo from './customers.admin.repository'
import { sendResetCode } from './password-reset.service'

// Customers in the back office (docs/requirements/back-office.md §8).

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
  return pageOf(
    q,
    () => repo.countCustomers(k, q),
    (limit, offset) => repo.findCustomersPage(k, q, limit, offset),
    summary,
  )
}

export async function getCustomer(k: DbHandle, id: number): Promise<AdminCustomerDetail> {
  const user = await repo.findCustomer(k, id)
  if (!user) throw notFound('No such customer.')
  const [addresses, orders, subscriptions] = await Promise.all([
    repo.findCustomerAddresses(k, id),
    repo.findCustomerOrders(k, id),
    repo.findCustomerSubscriptions(k, id),
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
    await repo.setBlocked(trx, id, blocked ? { at: nowIso(), reason: reason || null } : null)
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
