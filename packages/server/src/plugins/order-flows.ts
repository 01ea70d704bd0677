import fp from 'fastify-plugin'
import type { OrderFlows } from '../domains/orders/order-flows'
import { orderFlowsFor } from '../flows/order-flows'

declare module 'fastify' {
  interface FastifyInstance {
    /** What follows an order's moves in other domains: the flows floor (packages/server/src/flows/). */
    orderFlows: OrderFlows
  }
}

/** Hands the flows floor to the services that move orders, through their service context. */
export default fp(
  async (app) => {
    app.decorate('orderFlows', orderFlowsFor(app.config.shop))
  },
  { name: 'order-flows' },
)
