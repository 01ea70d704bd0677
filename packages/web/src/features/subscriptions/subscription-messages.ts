/** What the shopper is told after each Subscribe & Save action. The first two are the shop's wording. */
export const SUBSCRIPTION_MESSAGES = {
  cancelled: 'Subscription canceled successfully',
  cancelFailed: 'Failed to cancel subscription',
  skipped: 'The next delivery is skipped.',
  rescheduled: 'The next delivery date is changed.',
  intervalChanged: 'The delivery interval is changed.',
  quantityChanged: 'The quantity is changed.',
  paused: 'The subscription is paused.',
  resumed: 'The subscription is resumed.',
  sentNow: 'The next delivery is on its way: an order was placed.',
  changeFailed: 'The subscription could not be changed.',
  empty: 'No data available...',
} as const
