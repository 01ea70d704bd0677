import type { ServiceContext } from '../../lib/service-context'

/** Mails a customer about their professional account; a failed send is logged and retried by the mail job. */
export async function mailProfessional(
  ctx: ServiceContext,
  to: string,
  subject: string,
  lines: readonly string[],
): Promise<void> {
  const text = [
    ...lines,
    '',
    `Your professional account: ${ctx.config.publicUrl}/dashboard/professional`,
    '',
    ctx.config.shop.name,
  ].join('\n')
  try {
    await ctx.mailer.send({ to, subject, text })
  } catch (error) {
    ctx.log.error({ err: error, subject }, 'professional account mail not sent')
  }
}
