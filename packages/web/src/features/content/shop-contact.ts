import { DEFAULT_SHOP_TIME_ZONE } from '@shop/shared/format'
import { OPENING_HOURS } from '@shop/shared/order-status'
import type { ShopInfo } from '@shop/shared/schemas/shop-info'
import { DEFAULT_DISPATCH_CUTOFF } from '@shop/shared/delivery-promise'

/**
 * The shop's contact details as the server's defaults have them (packages/server/src/config.ts),
 * shown until GET /api/shop-info has answered, so a policy page never lacks its contact e-mail.
 */
export const DEFAULT_SHOP_INFO: ShopInfo = {
  name: 'Bermuda Medical Supply',
  email: 'info@bermudamedicalsupply.bm',
  phone: '+1 (441) 295-0000',
  hq_address: '12 Reid Street, Hamilton HM 11, Bermuda',
  mailing_address: 'P.O. Box HM 1234, Hamilton HM FX, Bermuda',
  pickup_address: '12 Reid Street, Hamilton HM 11, Bermuda',
  time_zone: DEFAULT_SHOP_TIME_ZONE,
  dispatch_cutoff: DEFAULT_DISPATCH_CUTOFF,
  opening_hours: OPENING_HOURS.map((h) => ({ ...h })),
}
