import { formatMoney } from '@shop/shared/format'
import { addDays, shopDay } from '../../lib/clock'
import type { ServiceContext } from '../../lib/service-context'
import { everyText, mailSubscriber, onDate } from './subscription-mail'
import { quoteDelivery } from './subscription-pricing'
import * as repo from './subscriptions.repository'

/**
 * Mails each active subscription's customer `daysBefore` days ahead of a delivery with the price it
 * will be charged, once per delivery (a guarded claim, so two processes never both mail). The quoted
 * unit prices are kept: if prices rise afterwards, that delivery is still charged the lower price.
 */
export async function sendRenewalReminders(
  ctx: ServiceContext,
  now: Date,
  daysBefore: number,
): Promise<string[]> {
  const at = now.toISOString()
  const until = shopDay(addDays(at, daysBefore), ctx.config.shop.timeZone)
  const reminded: string[] = []
  for (const sub of await repo.findSubscriptionsToRemind(ctx.db.kysely, until, 500)) {
    const quote = await quoteDelivery(ctx, ctx.db.kysely, sub)
    if (!quote.lines.length) continue
    const prices = JSON.stringify(Object.fromEntries(quote.lines.map((l) => [l.productId, l.unitCents])))
    if (!(await repo.claimReminder(ctx.db.kysely, sub.id, sub.next_date, prices, at))) continue
    const user = await repo.findUserEmail(ctx.db.kysely, sub.user_id)
    if (!user) continue
    const t = quote.totals
    await mailSubscriber(ctx, user.email, `Your Subscribe & Save delivery on ${onDate(sub.next_date)}`, [
      `Dear ${user.first_name},`,
      '',
      `Your Subscribe & Save delivery ${sub.subscription_no} (${everyText(sub.month)}) is due on ${onDate(sub.next_date)}.`,
      '',
      ...quote.lines.map(
        (l) => `${l.qty} x ${l.name} at ${formatMoney(l.unitCents)} = ${formatMoney(l.lineTotalCents)}`,
      ),
      `Shipping: ${formatMoney(t.shippingChargeCents)}`,
      `Tax: ${formatMoney(t.taxCents)}`,
      `Total to be charged to your saved card${sub.card_last4 ? ` ending in ${sub.card_last4}` : ''}: ${formatMoney(t.totalCents)}`,
      'If a price goes up before then, you still pay the price above for this delivery.',
      'You can skip, reschedule, change or cancel it before that date.',
    ])
    reminded.push(sub.subscription_no)
  }
  return reminded
}
