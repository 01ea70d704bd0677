/**
 * Opening hours of the Hamilton store, Monday first: the store page shows them, and a pickup order
 * that is ready says when it can be collected (docs/requirements/orders-and-subscriptions.md §1).
 */
export const OPENING_HOURS: readonly { days: string; hours: string }[] = [
  { days: 'Monday to Friday', hours: '8:30 am – 5:30 pm' },
  { days: 'Saturday', hours: '9:00 am – 4:00 pm' },
  { days: 'Sunday and public holidays', hours: 'Closed' },
]
