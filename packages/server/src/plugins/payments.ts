import fp from 'fastify-plugin'
import type { PaymentGateway } from '../domains/payments/gateway'
import { createPaymentGateway } from '../domains/payments/gateway-factory'
import { sandboxElementRoutes } from '../domains/payments/sandbox-element.routes'
import { isSandboxGateway, SANDBOX_PREFIX } from '../domains/payments/sandbox-gateway'

declare module 'fastify' {
  interface FastifyInstance {
    /** The card gateway PAYMENT_GATEWAY names (sandbox by default). */
    paymentGateway: PaymentGateway
  }
}

/**
 * Makes the configured card gateway available to checkout and the staff command; the sandbox also
 * serves its browser side (card element, challenge) under its own prefix, apart from the shop's API.
 */
export default fp(
  async (app) => {
    const gateway = createPaymentGateway(app.config, app.db)
    app.decorate('paymentGateway', gateway)
    if (isSandboxGateway(gateway)) {
      await app.register(sandboxElementRoutes, { prefix: SANDBOX_PREFIX, gateway })
    }
  },
  { name: 'payments', dependencies: ['db'] },
)
