import type { Subscription } from '../../subscriptions.api'

/** What every action dialog of a subscription card is given. */
export interface SubscriptionActionProps {
  subscription: Subscription
  show: boolean
  onHide: () => void
}

/** An id unique to this subscription's card for a dialog's field. */
export const fieldId = (subscription: Subscription, name: string) => `${name}-${subscription.subscription_no}`
