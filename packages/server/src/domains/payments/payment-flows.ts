import type { ServiceContext } from '../../lib/service-context'
import type { PaymentEvent } from './gateway'

/**
 * What a provider's event does to the shop's orders, as payments sees it: the flows floor does it
 * (orders and payments composed), and the app hands it to payments in the service context
 * (`ctx.paymentFlows`), so payments imports none of the domains that charge (docs/architecture.md,
 * "Floors").
 */
export interface PaymentFlows {
  /** Applies one verified event; answers what it did, in a word kept with the event. */
  eventReceived(ctx: ServiceContext, event: PaymentEvent): Promise<string>
  /** The customer's active and paused subscriptions charged to one of their saved cards. */
  subscriptionsOnCards(
    ctx: ServiceContext,
    userId: number,
  ): Promise<{ paymentMethodId: number; subscriptionNo: string }[]>
}
