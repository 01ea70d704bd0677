import { SUBSCRIPTION_MESSAGES as SHOP_MESSAGES } from '@shop/shared/schemas/subscriptions'

/** What the shopper is told on the Subscribe & Save page; the cancel toasts are the shop's own wording. */
export const SUBSCRIPTION_MESSAGES = {
  ...SHOP_MESSAGES,
  changeFailed: 'The subscription could not be changed.',
  empty: 'No data available...',
} as const
