import { formatDate, formatMoney } from './format'
import { toCents } from './money'

/** 'Every month' or 'every 3 months'. */
function everyText(months: number): string {
  return months === 1 ? 'every month' : `every ${months} months`
}

/** The calendar day `months` after `isoDay` (the 31st becomes the month's last day), as renewals count. */
export function monthsLater(isoDay: string, months: number): string {
  const d = new Date(`${isoDay.slice(0, 10)}T00:00:00.000Z`)
  const day = d.getUTCDate()
  d.setUTCDate(1)
  d.setUTCMonth(d.getUTCMonth() + months)
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate()
  d.setUTCDate(Math.min(day, last))
  return d.toISOString().slice(0, 10)
}

/**
 * What checkout says about the charges to come, one sentence per interval: Subscribe & Save lines
 * renew on their own, so the shopper reads when the card is charged next and about how much.
 */
export function renewalNotes(
  lines: readonly { price: number; qty: number; subscription?: { interval: number } }[],
  today: string,
): string[] {
  const byInterval = new Map<number, number>()
  for (const line of lines) {
    if (!line.subscription) continue
    const months = line.subscription.interval
    byInterval.set(months, (byInterval.get(months) ?? 0) + toCents(line.price) * line.qty)
  }
  return [...byInterval.entries()]
    .sort(([a], [b]) => a - b)
    .map(
      ([months, cents]) =>
        `Subscribe & Save: your card is charged again ${everyText(months)}, first on ` +
        `${formatDate(monthsLater(today, months))}, about ${formatMoney(cents)} for these items at today's ` +
        `prices, plus shipping and tax then. We e-mail you the price a few days before each delivery, ` +
        `and you can skip, change or cancel it in your account.`,
    )
}
