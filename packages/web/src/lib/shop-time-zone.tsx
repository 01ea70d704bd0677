import { DEFAULT_SHOP_TIME_ZONE } from '@shop/shared/format'
import { createContext, useContext } from 'react'

/**
 * The shop's time zone (SHOP_TIME_ZONE, from GET /api/shop-info), so dates read the same on every
 * shopper's screen, on the invoice and in the mail, whatever zone the browser is in. Until the server
 * answers, the default zone applies.
 */
const ShopTimeZoneContext = createContext<string>(DEFAULT_SHOP_TIME_ZONE)

export const ShopTimeZoneProvider = ShopTimeZoneContext.Provider

export function useShopTimeZone(): string {
  return useContext(ShopTimeZoneContext)
}
