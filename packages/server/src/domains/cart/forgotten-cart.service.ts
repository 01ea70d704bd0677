import { createHmac, timingSafeEqual } from 'node:crypto'
import { formatMoney, isoDateIn } from '@shop/shared/format'
import { professionalInsteadOfPrice } from '@shop/shared/professional'
import { toCents } from '@shop/shared/money'
import type { Config } from '../../config'
import { badRequest } from '../../errors'
import type { ServiceContext } from '../../lib/service-context'
import { mailShop } from '../../mail/mail-layout'
import { mails } from '../../mail/mails'
import { signingSecret } from '../../lib/signing-secret'
import { turnCartRemindersOff } from '../account/users.repository'
import { recordConsent } from '../privacy/consents.service'
import { professionalProductsHiddenFrom } from '../professional/professional-rule'
import * as repo from './forgotten-cart.repository'
import { readSavedCarts } from './saved-cart.service'

type SigningConfig = Pick<Config, 'privateDir' | 'mediaDir' | 'signingSecret'>

/** How long an unsubscribe link works after its mail: a forwarded or leaked mail does not act for ever. */
export const UNSUBSCRIBE_LINK_DAYS = 60

/** The unsubscribe link's signature: only the shop can make a link that turns someone's reminders off. */
function unsubscribeSignature(config: SigningConfig, userId: number, expires: string): string {
  return createHmac('sha256', signingSecret(config))
    .update(`cart-reminders:${userId}:${expires}`)
    .digest('base64url')
}

/** The one-click link in a reminder mailed at `now`, working for `UNSUBSCRIBE_LINK_DAYS` days. */
export function unsubscribeUrl(
  config: SigningConfig & Pick<Config, 'publicUrl' | 'shop'>,
  userId: number,
  now: Date,
): string {
  const expires = isoDateIn(
    new Date(now.getTime() + UNSUBSCRIBE_LINK_DAYS * 86_400_000),
    config.shop.timeZone,
  )
  const sig = unsubscribeSignature(config, userId, expires)
  return `${config.publicUrl}/api/cart-reminders/unsubscribe?user=${userId}&expires=${expires}&sig=${sig}`
}

/**
 * Turns the reminders off for the link's customer; a link not made by the shop, or past its last
 * day, is refused (the profile's switch always works).
 */
export async function unsubscribeFromCartReminders(
  ctx: Pick<ServiceContext, 'db' | 'config'>,
  link: { user: number; expires: string; sig: string },
  now: Date = new Date(),
): Promise<void> {
  const want = Buffer.from(unsubscribeSignature(ctx.config, link.user, link.expires))
  const got = Buffer.from(link.sig)
  if (want.length !== got.length || !timingSafeEqual(want, got)) {
    throw badRequest('sig: This link is not valid.', { sig: ['is not valid'] })
  }
  if (link.expires < isoDateIn(now, ctx.config.shop.timeZone)) {
    const message = 'This link has expired; turn cart reminders off in your profile instead.'
    throw badRequest(`expires: ${message}`, { expires: [message] })
  }
  await ctx.db.kysely.transaction().execute(async (trx) => {
    if (await turnCartRemindersOff(trx, link.user)) {
      await recordConsent(trx, {
        userId: link.user,
        purpose: 'cart_reminders',
        given: false,
        source: 'unsubscribe_link',
      })
    }
  })
}

/**
 * Mails each opted-in customer whose saved cart stopped changing `quietMinutes` ago, once per
 * quiet cart (a change makes a new version, which may be reminded again after its own quiet time):
 * the lines at today's prices, a link back to the cart and the unsubscribe link. A cart that became
 * an order is empty (checkout clears it), and a cart with an order placed since its last change is
 * skipped. A claimed row makes sure two processes never both mail.
 */
export async function sendForgottenCartReminders(
  ctx: ServiceContext,
  now: Date,
  quietMinutes: number,
): Promise<number[]> {
  const quietSince = new Date(now.getTime() - quietMinutes * 60_000).toISOString()
  const reminded: number[] = []
  for (const cart of await repo.findForgottenCarts(ctx.db.kysely, quietSince, 200)) {
    if (!(await repo.claimCartReminder(ctx.db.kysely, cart.user_id, cart.version))) continue
    const carts = await readSavedCarts(ctx.db, cart.user_id)
    const lines = [...carts.cart, ...carts.backorderCart]
    if (lines.length === 0) continue
    // A professional-only product reads as its product page shows it to this customer.
    const hidden = await professionalProductsHiddenFrom(
      ctx.db.kysely,
      { userId: cart.user_id, timeZone: ctx.config.shop.timeZone },
      lines.map((l) => l.id),
    )
    try {
      const body = await mails['forgotten-cart']({
        shop: mailShop(ctx.config),
        firstName: cart.first_name,
        lines: lines.map((l) => ({
          name: l.name,
          quantity: l.qty,
          unitPrice: formatMoney(toCents(l.price)),
          ...(hidden.has(l.id) ? { professional: professionalInsteadOfPrice(hidden.get(l.id)!) } : {}),
          preOrder: l.back_order === 1,
        })),
        cartUrl: `${ctx.config.publicUrl}/cart`,
        unsubscribeUrl: unsubscribeUrl(ctx.config, cart.user_id, now),
      })
      await ctx.mailer.send({ to: cart.email, subject: 'You left items in your cart', ...body })
      reminded.push(cart.user_id)
    } catch (error) {
      ctx.log.error({ err: error, userId: cart.user_id }, 'forgotten-cart reminder not sent')
    }
  }
  return reminded
}
