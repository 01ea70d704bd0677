import type { ServiceContext } from '../lib/service-context'

/** How many times a message is offered to the SMTP server before it is left for staff. */
export const MAX_MAIL_ATTEMPTS = 8

/** Offers the outbox's unsent messages to the SMTP server again (nothing to do without SMTP_URL). */
export async function retryUnsentMail(ctx: ServiceContext): Promise<{ sent: number; failed: number }> {
  if (!ctx.config.smtpUrl) return { sent: 0, failed: 0 }
  const rows = await ctx.db.kysely
    .selectFrom('mail_outbox')
    .select('id')
    .where('sent_at', 'is', null)
    .where('send_attempts', '<', MAX_MAIL_ATTEMPTS)
    .orderBy('id')
    .limit(200)
    .execute()
  let sent = 0
  let failed = 0
  for (const row of rows) {
    if (await ctx.mailer.resend(row.id)) sent++
    else failed++
  }
  return { sent, failed }
}
