import { createHmac, timingSafeEqual } from 'node:crypto'

// Signed webhooks (docs/decisions/0138-payment-intents-signed-webhooks-and-a-card-element.md): an
// HMAC-SHA256 over `timestamp.body` with the shared secret, in a header `t=<unix seconds>,v1=<hex>`,
// the scheme Stripe and most providers use. The timestamp is signed too, so an old delivery cannot
// be replayed with a fresh one.

/** How far a signature's time may be from now, either way. */
export const WEBHOOK_TOLERANCE_SECONDS = 300

/** A delivery that is not the provider's: its signature is missing, wrong or too old. */
export class WebhookSignatureError extends Error {}

function digest(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')
}

/** The signature header for `body` sent at `at`. */
export function signWebhook(secret: string, body: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000)
  return `t=${timestamp},v1=${digest(secret, timestamp, body)}`
}

/** Throws WebhookSignatureError unless `header` signs exactly `body` with `secret` within the tolerance. */
export function verifyWebhookSignature(secret: string, body: string, header: string | undefined, now: Date) {
  if (!header) throw new WebhookSignatureError('The webhook signature is missing.')
  const parts = new Map<string, string[]>()
  for (const item of header.split(',')) {
    const [name, value] = item.split('=', 2).map((p) => p.trim())
    if (name && value) parts.set(name, [...(parts.get(name) ?? []), value])
  }
  const timestamp = Number(parts.get('t')?.[0])
  const signatures = parts.get('v1') ?? []
  if (!Number.isInteger(timestamp) || signatures.length === 0) {
    throw new WebhookSignatureError('The webhook signature is malformed.')
  }
  const expected = Buffer.from(digest(secret, timestamp, body))
  const matches = signatures.some((s) => {
    const given = Buffer.from(s)
    return given.length === expected.length && timingSafeEqual(given, expected)
  })
  if (!matches) throw new WebhookSignatureError('The webhook signature does not match.')
  if (Math.abs(now.getTime() / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS) {
    throw new WebhookSignatureError('The webhook signature is too old.')
  }
}
