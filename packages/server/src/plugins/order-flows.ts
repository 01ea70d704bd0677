import fp from 'fastify-plugin'
import type { ApprovalFlows } from '../domains/business-accounts/account-approval-flows'
import type { PricingFlows } from '../domains/checkout/pricing-flows'
import type { OrderFlows } from '../domains/orders/order-flows'
import type { PaymentFlows } from '../domains/payments/payment-flows'
import type { PrivacyFlows } from '../domains/privacy/privacy-flows'
import type { RecallFlows } from '../domains/recalls/recall-flows'
import type { StockFlows } from '../domains/stock/stock-flows'
import { approvalFlowsFor } from '../flows/account-approval.flow'
import { pricingFlows } from '../flows/account-pricing.flow'
import { orderFlowsFor } from '../flows/order-flows'
import { paymentFlows } from '../flows/payment-event.flow'
import { privacyFlows } from '../flows/privacy-erasure.flow'
import { recallFlowsFor } from '../flows/recall-replacement.flow'
import { stockFlows } from '../flows/stock-flows'

declare module 'fastify' {
  interface FastifyInstance {
    /** What follows an order's moves in other domains: the flows floor (packages/server/src/flows/). */
    orderFlows: OrderFlows
    /** What a delivery's pre-orders have orders write: the flows floor. */
    stockFlows: StockFlows
    /** What collecting recalled units has orders make (the replacement order): the flows floor. */
    recallFlows: RecallFlows
    /** What a provider's webhook event does to orders: the flows floor. */
    paymentFlows: PaymentFlows
    /** What erasing a person does in every domain that names them: the flows floor. */
    privacyFlows: PrivacyFlows
    /** What an order waiting for approval needs of stock and orders: the flows floor. */
    approvalFlows: ApprovalFlows
    /** What checkout prices a business account's lines with (its contract prices): the flows floor. */
    pricingFlows: PricingFlows
  }
}

/** Hands the flows floor to the services that move orders, stock and recalls, through their service context. */
export default fp(
  async (app) => {
    app.decorate('orderFlows', orderFlowsFor(app.config.shop, app.config.paymentGateway))
    app.decorate('stockFlows', stockFlows)
    app.decorate('paymentFlows', paymentFlows)
    app.decorate('privacyFlows', privacyFlows)
    app.decorate('recallFlows', recallFlowsFor(app.orderFlows))
    app.decorate('approvalFlows', approvalFlowsFor(app.orderFlows))
    app.decorate('pricingFlows', pricingFlows)
  },
  { name: 'order-flows' },
)
