import { API_ERROR_CODES } from '@shop/shared/api-error'
import { isoDateIn } from '@shop/shared/format'
import {
  professionalRefusal,
  professionalStanding,
  type ProfessionalStanding,
} from '@shop/shared/professional'
import type { DbHandle } from '../../db/connect'
import { AppError } from '../../errors'
import * as repo from './professional.repository'

/**
 * The one server rule for professional-only products (docs/decisions/0100-professional-only-products.md):
 * checkout, pre-orders, Subscribe & Save (started by checkout) and renewals all ask here, whatever
 * the browser sent. Carts and wish lists keep such lines; only buying is refused.
 */

/** The customer's standing on the shop's calendar day of `now`. */
export async function standingOf(
  k: DbHandle,
  userId: number | null,
  timeZone: string,
  now: Date = new Date(),
): Promise<ProfessionalStanding> {
  if (userId === null) return 'none'
  return professionalStanding(await repo.findAccount(k, userId), isoDateIn(now, timeZone))
}

/** Who is asking for lines: a signed-in customer or a guest (null), on the shop's calendar. */
export interface Buyer {
  userId: number | null
  timeZone: string
}

/** True when the buyer is a verified professional today (may see prices of and buy such products). */
export async function mayBuyProfessionalProducts(k: DbHandle, buyer: Buyer, now: Date = new Date()) {
  return (await standingOf(k, buyer.userId, buyer.timeZone, now)) === 'verified'
}

/**
 * Of `productIds`, the professional-only products this buyer may not buy (none for a verified
 * professional), by id with their label.
 */
export async function professionalProductsHiddenFrom(
  k: DbHandle,
  buyer: Buyer,
  productIds: readonly number[],
  now: Date = new Date(),
) {
  const restricted = await repo.findProfessionalProducts(k, [...new Set(productIds)])
  if (!restricted.length || (await mayBuyProfessionalProducts(k, buyer, now))) return new Map()
  return new Map(restricted.map((p) => [p.id, p]))
}

/** True when any of `productIds` is a professional-only product. */
export async function hasProfessionalProducts(k: DbHandle, productIds: readonly number[]) {
  return (await repo.findProfessionalProducts(k, [...new Set(productIds)])).length > 0
}

/** The first professional-only product among `productIds` this buyer may not buy, or null. */
export async function refusedProfessionalLine(
  k: DbHandle,
  userId: number | null,
  productIds: readonly number[],
  timeZone: string,
  now: Date = new Date(),
): Promise<{ productId: number; message: string; standing: ProfessionalStanding } | null> {
  const restricted = await repo.findProfessionalProducts(k, [...new Set(productIds)])
  if (!restricted.length) return null
  const standing = await standingOf(k, userId, timeZone, now)
  if (standing === 'verified') return null
  const first = restricted[0]!
  return { productId: first.id, message: professionalRefusal(first.product_name, standing), standing }
}

/**
 * Refuses (403, naming the product, code `professional_only`) when any of `productIds` is
 * professional-only and the buyer (null: a guest) is not a verified professional today.
 */
export async function assertProfessionalLinesAllowed(
  k: DbHandle,
  userId: number | null,
  productIds: readonly number[],
  timeZone: string,
  now: Date = new Date(),
) {
  const refused = await refusedProfessionalLine(k, userId, productIds, timeZone, now)
  if (!refused) return
  throw new AppError(
    403,
    refused.message,
    { items: [refused.message] },
    { code: API_ERROR_CODES.professionalOnly, product_id: refused.productId, error: refused.message },
  )
}
