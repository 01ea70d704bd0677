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

/** The challenge's answer: approve charges the card, fail leaves nothing charged. */
export async function answerChallenge(
  gateway: SandboxGateway,
  intentId: string,
  clientSecret: string,
  approve: boolean,
) {
  const intent = await gateway.authenticate(intentId, clientSecret, approve)
  if (!intent) throw notFound('No such payment.')
  return { id: intent.id, status: intent.status }
}
