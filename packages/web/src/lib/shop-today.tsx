import { isoDateIn } from '@shop/shared/format'
import { createContext, useContext } from 'react'
import { useShopTimeZone } from './shop-time-zone'

/** The shop's day the server rendered the page on (store/server-render.ts); null: the browser rendered it. */
const ShopTodayContext = createContext<string | null>(null)

export const ShopTodayProvider = ShopTodayContext.Provider

/**
 * The shop's calendar day (YYYY-MM-DD in its time zone) for what a page shows by the day (a
 * product's shelf life in months). On a page the server rendered it is the day the server rendered
 * it with (the page cache keeps pages per day): the page hydrates with the same text, and no date
 * formatter is built while it starts, as the first one of a page loads the browser's locale data in
 * a long task on a slow phone. A page the browser renders reads the clock.
 */
export function useShopToday(): string {
  const rendered = useContext(ShopTodayContext)
  const timeZone = useShopTimeZone()
  return rendered ?? isoDateIn(new Date(), timeZone)
}
