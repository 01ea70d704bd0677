import { OPENING_HOURS } from '@shop/shared/order-status'
import type { ShopInfo } from '@shop/shared/schemas/shop-info'
import type { Config } from '../../config'

/** The shop's public contact details, from configuration (SHOP_* variables). */
export function getShopInfo(shop: Config['shop']): ShopInfo {
  return {
    name: shop.name,
    email: shop.email,
    phone: shop.phone,
    hq_address: shop.hqAddress,
    mailing_address: shop.mailingAddress,
    pickup_address: shop.pickupAddress,
    time_zone: shop.timeZone,
    dispatch_cutoff: shop.dispatchCutoff,
    opening_hours: OPENING_HOURS.map((h) => ({ ...h })),
  }
}
