import { AppError, notFound } from '../../errors'
import { nowIso } from '../../lib/clock'
import type { ServiceContext } from '../../lib/service-context'
import * as repo from './payment-events.repository'
import { WebhookSignatureError } from './webhook-signature'

export const BAD_SIGNATURE_MESSAGE = 'This webhook is not signed by the payment provider.'

/**
 * A provider's webhook (docs/decisions/0138-payment-intents-signed-webhooks-and-a-card-element.md):
 * its signature over the raw body is checked first (400 otherwise, nothing recorded); its event id is
 * recorded, and an event recorded and applied before answers `duplicate` and changes nothing. The
 * event is applied by the flows floor, which asks the provider for the payment's state, so events
 * arriving out of order end where the provider is.
 */
export async function receiveWebhook(
  ctx: ServiceContext,
  provider: string,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
) {
  if (provider !== ctx.gateway.name) throw notFound('No such payment provider.')
  let event
  try {
    event = ctx.gateway.verifyWebhook(rawBody, headers, new Date())
  } catch (error) {
    if (!(error instanceof WebhookSignatureError)) throw error
    ctx.log.warn({ provider, reason: error.message }, 'webhook refused')
    throw new AppError(400, BAD_SIGNATURE_MESSAGE, { signature: [error.message] })
  }
  const k = ctx.db.kysely
  const fresh = await repo.recordEvent(k, {
    provider,
    eventId: event.id,
    type: event.type,
    receivedAt: nowIso(),
  })
  // A replay of an event applied before. One recorded but not marked applied (a crash half-way, or
  // the same event delivered twice at once) is applied again: each move it makes is guarded.
  if (!fresh && (await repo.findEvent(k, provider, event.id))?.processed_at) {
    return { received: true as const, duplicate: true }
  }
  const outcome = await ctx.paymentFlows.eventReceived(ctx, event)
  await repo.markEventProcessed(k, provider, event.id, outcome, nowIso())
  return { received: true as const, duplicate: false }
}
