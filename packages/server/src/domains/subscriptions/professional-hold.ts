import { formatDate } from '@shop/shared/format'
import type { ServiceContext } from '../../lib/service-context'
import { refusedProfessionalLine } from '../professional/professional-rule'
import { mailSubscriber } from './subscription-mail'
import { parseItems } from './subscription-pricing'
import * as repo from './subscriptions.repository'

type Subscription = NonNullable<Awaited<ReturnType<typeof repo.findSubscriptionById>>>

/**
 * A due renewal holding a professional-only product for a customer who is no longer a verified
 * professional (lapsed or suspended) is held, never charged: the subscription pauses and the
 * customer is told why and how to resume. True when it was held (by this run or another).
 */
export async function holdProfessionalRenewal(
  ctx: ServiceContext,
  sub: Subscription,
  now: Date,
): Promise<boolean> {
  const k = ctx.db.kysely
  const productIds = parseItems(sub.items).map((i) => i.product_id)
  const refused = await refusedProfessionalLine(k, sub.user_id, productIds, ctx.config.shop.timeZone, now)
  if (!refused) return false
  const at = now.toISOString()
  const paused = await repo.updateSubscriptionIf(
    k,
    sub.id,
    { status: 'active', next_date: sub.next_date },
    { status: 'paused', paused_at: at, updated_at: at },
  )
  if (!paused) return true
  const user = await repo.findUserEmail(k, sub.user_id)
  if (user) {
    await mailSubscriber(ctx, user.email, `Subscription ${sub.subscription_no} is on hold`, [
      `Dear ${user.first_name},`,
      '',
      `Your Subscribe & Save delivery of ${formatDate(sub.next_date)} (subscription ${sub.subscription_no}) is on hold and you have not been charged.`,
      refused.message,
      '',
      `Once your professional account is verified again, resume the subscription from your dashboard: ${ctx.config.publicUrl}/dashboard/professional`,
    ])
  }
  ctx.log.info(
    { subscriptionId: sub.id, reason: refused.standing },
    'renewal held: professional-only product',
  )
  return true
}
