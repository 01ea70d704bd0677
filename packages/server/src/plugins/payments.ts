import fp from 'fastify-plugin'
import type { PaymentGateway } from '../domains/payments/gateway'
import { createPaymentGateway } from '../domains/payments/gateway-factory'

declare module 'fastify' {
  interface FastifyInstance {
    /** The card gateway PAYMENT_GATEWAY names (sandbox by default). */
    paymentGateway: PaymentGateway
  }
}

/** Makes the configured card gateway available to checkout and the staff command. */
export default fp(
  async (app) => {
    app.decorate('paymentGateway', createPaymentGateway(app.config, app.db))
  },
  { name: 'payments', dependencies: ['db'] },
)
