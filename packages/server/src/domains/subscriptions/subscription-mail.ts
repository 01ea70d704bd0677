import { formatDayMonthYear } from '@shop/shared/format'
import type { ServiceContext } from '../../lib/service-context'

/** Mails a subscription's customer; a mail that fails is logged and retried by the mail job, never fatal. */
export async function mailSubscriber(
  ctx: ServiceContext,
  to: string,
  subject: string,
  lines: readonly string[],
): Promise<void> {
  const text = [
    ...lines,
    '',
    `Manage your subscriptions: ${ctx.config.publicUrl}/dashboard/subscribed-products`,
    '',
    ctx.config.shop.name,
  ].join('\n')
  try {
    await ctx.mailer.send({ to, subject, text })
  } catch (error) {
    ctx.log.error({ err: error, subject }, 'subscription mail not sent')
  }
}

export function everyText(months: number): string {
  return months === 1 ? 'every month' : `every ${months} months`
}

export function onDate(isoDate: string): string {
  return formatDayMonthYear(isoDate)
}
