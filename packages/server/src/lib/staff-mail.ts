import type { ServiceContext } from './service-context'

/**
 * Mails the shop's own address (SHOP_EMAIL) that something waits for staff, with the back office
 * page to act on it: a request that sits unseen until someone opens the dashboard waits too long.
 * A failed send is logged, never the customer's failure.
 */
export async function mailStaff(
  ctx: Pick<ServiceContext, 'config' | 'mailer' | 'log'>,
  subject: string,
  lines: readonly string[],
  adminPath: string,
): Promise<void> {
  const text = [...lines, '', `Back office: ${ctx.config.publicUrl}${adminPath}`].join('\n')
  try {
    await ctx.mailer.send({ to: ctx.config.shop.email, subject, text })
  } catch (error) {
    ctx.log.error({ err: error, subject }, 'mail to the shop not sent')
  }
}
