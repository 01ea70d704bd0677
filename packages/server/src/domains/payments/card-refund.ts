import { refundLimitRefusal, type RefundRole } from '@shop/shared/refunds'
import { recordAudit, type StaffActor } from '../../audit/audit'
import type { DbHandle } from '../../db/connect'
import { AppError } from '../../errors'
import type { ServiceContext } from '../../lib/service-context'
import { OWNER_ONLY } from '../../plugins/staff-auth'
import { readShopSettings } from '../../settings/settings.service'
import type { RefundResult } from './gateway'

// The one way money goes back (docs/architecture.md, "One card refund"). Every caller first reserves
// what it gives back in its own guarded write (the cancellation's status move, the return's
// received → refunding move, the failed order's charge key), so two requests at once give back once;
// then the card is refunded here, under a key that names what the refund is for, so a repeated call
// refunds once at the gateway too; a refusal or an unreachable gateway is caught and recorded.

/**
 * Refuses (403) a staff member giving back more than the owner's refund limit, by card or as store
 * credit alike; an owner may give back any amount.
 */
export async function assertMayRefund(k: DbHandle, staff: { role: RefundRole | string }, cents: number) {
  if (staff.role === 'owner') return
  const { refund_owner_over_cents } = await readShopSettings(k)
  const refusal = refundLimitRefusal(staff.role, cents, refund_owner_over_cents)
  if (refusal) throw new AppError(403, `${OWNER_ONLY} ${refusal}`)
}

export interface CardRefund {
  /** The order the money was paid for (named in the record of a failure). */
  orderId: number
  transactionId: string
  cents: number
  /** What the refund is for, unique per refund: `cancel:BMU-…`, `return:RET-…`, `late-charge:BMU-…`. */
  key: string
  /** Who asked; null for the shop itself (the settle job, a late charge). */
  actor: StaffActor | null
}

/**
 * Refunds the card `cents` under the refund's key and answers what the gateway said. Never throws
 * for the gateway: a refusal or an error is logged and recorded in the audit log (`refund.failed`,
 * with why), for staff to refund by hand.
 */
export async function refundCard(ctx: ServiceContext, r: CardRefund): Promise<RefundResult> {
  let answer: RefundResult
  try {
    answer = await ctx.gateway.refund(r.transactionId, r.cents, r.key)
  } catch (error) {
    answer = {
      status: 'failed',
      message: error instanceof Error ? error.message : 'The gateway could not be reached.',
    }
  }
  if (answer.status !== 'refunded') {
    ctx.log.error({ orderId: r.orderId, key: r.key, reason: answer.message }, 'refund failed; refund by hand')
    try {
      await recordAudit(ctx.db.kysely, r.actor, {
        action: 'refund.failed',
        entity: 'order',
        entityId: r.orderId,
        before: null,
        after: { key: r.key, cents: r.cents, message: answer.message },
      })
    } catch (error) {
      ctx.log.error({ err: error, orderId: r.orderId }, 'refund failure not recorded')
    }
  }
  return answer
}
