import type { Config } from '../../config'
import type { Db } from '../../db/connect'
import type { PaymentGateway } from './gateway'
import { createSandboxGateway } from './sandbox-gateway'

/** The gateway PAYMENT_GATEWAY names; a real provider's adapter is added here as one more case. */
export function createPaymentGateway(config: Config, db: Db): PaymentGateway {
  switch (config.paymentGateway) {
    case 'sandbox':
      return createSandboxGateway(db, {
        latencyMs: config.paymentSandboxLatencyMs,
        // Unset, a key of its own: the sandbox delivers its webhooks from this same process.
        webhookSecret: config.paymentWebhookSecret,
      })
  }
}
