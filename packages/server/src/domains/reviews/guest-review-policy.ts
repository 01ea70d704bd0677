import { REVIEW_MESSAGES } from '@shop/shared/schemas/reviews'
import type { Db } from '../../db/connect'
import { AppError, unprocessable } from '../../errors'
import { hashEmail } from '../../lib/security-events'
import type { ShopLimits } from '../../lib/shop-limits'
import { clientAddressKey } from '../../plugins/client-address'
import * as usersRepo from '../account/users.repository'

/** What a guest review is checked against besides its form. */
export interface GuestReviewGuard {
  limits: ShopLimits
  /** `request.ip`: the client address as trusted. */
  ip: string
}

/**
 * A guest's review is admitted only under an e-mail no customer has (a customer reviews signed in,
 * so nobody writes in their name), and within the per-address and per-e-mail ceilings. Guest
 * reviews are then held for moderation (see `createProductReview`).
 */
export async function admitGuestReview(db: Db, guard: GuestReviewGuard, email: string): Promise<void> {
  if (await usersRepo.findUserByEmail(db.kysely, email)) {
    throw unprocessable(REVIEW_MESSAGES.emailHasAccount, { email: [REVIEW_MESSAGES.emailHasAccount] })
  }
  const { guestReviewsAddress, guestReviewsEmail } = guard.limits
  // The e-mail's budget is spent only when the address still has one.
  const admitted =
    (await guestReviewsAddress.take(clientAddressKey(guard.ip))) &&
    (await guestReviewsEmail.take(hashEmail(email)))
  if (!admitted) throw new AppError(429, REVIEW_MESSAGES.tooManyFromGuest)
}
