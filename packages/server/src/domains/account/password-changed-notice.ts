import { formatDateTime } from '@shop/shared/format'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config'
import { mailShop } from '../../mail/mail-layout'
import { mails } from '../../mail/mails'
import type { Mailer } from '../../plugins/mailer'

/** What a password change needs to tell its customer: the mailer and the shop's details. */
export interface PasswordNotice {
  mailer: Mailer
  config: Pick<Config, 'publicUrl' | 'shop'>
}

/**
 * Mails the customer that their password changed, so a change they did not make is noticed. The
 * change has happened by now: a mail that cannot be sent is logged, never turned into a failure.
 */
export async function mailPasswordChanged(
  notice: PasswordNotice,
  log: FastifyBaseLogger,
  user: { id: number; email: string; first_name: string },
  how: 'changed' | 'reset',
  at: string,
): Promise<void> {
  try {
    const body = await mails['password-changed']({
      shop: mailShop(notice.config),
      firstName: user.first_name,
      changedAt: formatDateTime(at, notice.config.shop.timeZone),
      how,
    })
    await notice.mailer.send({ to: user.email, subject: 'Your password was changed', ...body })
  } catch (error) {
    log.error({ err: error, userId: user.id }, 'password changed mail failed')
  }
}
