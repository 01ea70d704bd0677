import type { ServiceContext } from '../../lib/service-context'

/** Mails a customer about their business account; a failed send is logged and retried by the mail job. */
export async function mailAccount(
  ctx: ServiceContext,
  to: string,
  subject: string,
  lines: readonly string[],
): Promise<void> {
  const text = [
    ...lines,
    '',
    `Your business account: ${ctx.config.publicUrl}/dashboard/business-account`,
    '',
    ctx.config.shop.name,
  ].join('\n')
  try {
    await ctx.mailer.send({ to, subject, text })
  } catch (error) {
    ctx.log.error({ err: error, subject }, 'business account mail not sent')
  }
}
