import type { CardDetails } from '@shop/shared/schemas/checkout'
import { notFound, unprocessable } from '../../errors'
import type { SandboxGateway } from './sandbox-gateway'

// The sandbox's browser side: what a provider's card element and challenge page ask of the
// provider, never of the shop (docs/decisions/0138-payment-intents-signed-webhooks-and-a-card-element.md).

/** Card details become a one-use token; a card the element itself would refuse answers 422. */
export async function tokeniseCard(gateway: SandboxGateway, card: CardDetails) {
  const made = await gateway.tokenise(card)
  if (made.status === 'refused') throw unprocessable(made.message, { number: [made.message] })
  return { token: made.token, card: { brand: made.cardBrand, last4: made.cardLast4 } }
}

/** A signed webhook on its way to the shop's endpoint; answers the endpoint's status. */
export type WebhookSender = (delivery: { body: string; headers: Record<string, string> }) => Promise<number>

/**
 * The challenge's answer: approve charges the card, fail leaves nothing charged. Then, as a
 * provider does, the outcome is sent to the shop as a signed webhook; a delivery that fails is
 * logged, and the shop still learns it from the buyer's confirm or the settle job.
 */
export async function answerChallenge(
  gateway: SandboxGateway,
  challenge: { intentId: string; clientSecret: string; approve: boolean },
  send: WebhookSender,
  log: { warn(o: object, msg: string): void },
) {
  const intent = await gateway.authenticate(challenge.intentId, challenge.clientSecret, challenge.approve)
  if (!intent) throw notFound('No such payment.')
  if (intent.status === 'succeeded' || intent.status === 'failed') {
    const delivery = gateway.webhook({
      type: intent.status === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed',
      reference: intent.reference,
      transactionId: intent.transactionId,
      amountCents: intent.amountCents,
    })
    try {
      const status = await send(delivery)
      if (status !== 200) log.warn({ intentId: intent.id, status }, 'sandbox webhook refused')
    } catch (error) {
      log.warn({ err: error, intentId: intent.id }, 'sandbox webhook not delivered')
    }
  }
  return { id: intent.id, status: intent.status }
}
