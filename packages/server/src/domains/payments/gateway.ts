import type { CardDetails } from '@shop/shared/schemas/checkout'

/**
 * How the shop takes card payments, whatever the provider (docs/decisions/0040-card-payments-behind-one-gateway-interface.md). A payment method is either raw
 * card details (only the sandbox accepts those: the shop must never touch real card numbers) or a
 * token a provider's hosted payment page or card element made in the browser. Every charge carries
 * an idempotency key: the provider answers a repeat with the first result and never charges twice,
 * and `lookup` by that key tells the settle command what happened to a charge whose answer was lost.
 */
export type PaymentMethod = { type: 'card'; card: CardDetails } | { type: 'token'; token: string }

/**
 * Asks the provider to keep the card of an approved charge for later charges (Subscribe & Save
 * renewals): the answer carries a reusable token, and the shop keeps only that, the brand and the
 * last four digits.
 */
export interface ChargeOptions {
  saveForReuse?: boolean
}

export type Currency = 'USD'

export type ChargeResult =
  | {
      status: 'approved'
      transactionId: string
      cardBrand: string | null
      cardLast4: string | null
      /** With `saveForReuse`: the token later charges use instead of the card. */
      reusableToken?: string | null
    }
  | {
      status: 'declined'
      /** What the shopper is told: 'Card declined', 'Insufficient funds', ... */
      message: string
      transactionId: string | null
      cardBrand: string | null
      cardLast4: string | null
    }

export type PaymentRecord =
  | { status: 'not_found' }
  /** An intent waiting for the buyer (3-D Secure) or for the bank: no charge yet. */
  | { status: 'requires_action'; intentId: string; action: IntentAction | null }
  | { status: 'processing'; intentId: string; action: null }
  /** An intent cancelled before anything was charged. */
  | { status: 'canceled'; intentId: string }
  | {
      status: 'approved' | 'declined' | 'refunded'
      transactionId: string
      amountCents: number
      message: string | null
      cardBrand: string | null
      cardLast4: string | null
      /** The card saved by this charge, if it asked for it. */
      reusableToken?: string | null
    }

/** A card kept for later charges without charging it now (a provider's "setup" of a card). */
export type SavedCardResult =
  | {
      status: 'saved'
      token: string
      cardBrand: string | null
      cardLast4: string | null
      /** MM/YY, as the card shows it. */
      cardExpiry?: string | null
    }
  | { status: 'declined'; message: string }

export type RefundResult =
  { status: 'refunded'; transactionId: string } | { status: 'failed'; message: string }

/** What the browser shows for an intent that needs the buyer: the provider's challenge. */
export interface IntentAction {
  type: 'authenticate'
  /** The provider's challenge page for this intent. */
  url: string
  /** Lets the browser (and only it, with the page's answer) act on this one intent. */
  clientSecret: string
}

/**
 * A payment intent for the server's own total (docs/decisions/0138-payment-intents-signed-webhooks-and-a-card-element.md),
 * confirmed at once with its method; the same idempotency key answers the same intent.
 */
export interface IntentRequest {
  amountCents: number
  currency: Currency
  idempotencyKey: string
  method: PaymentMethod
  /** Keep the card for later charges (Subscribe & Save): the answer carries a reusable token. */
  saveForReuse?: boolean
  /** Charged while the buyer is away (a renewal): the bank may still ask for authentication. */
  offSession?: boolean
}

export type IntentStatus = 'succeeded' | 'failed' | 'requires_action' | 'processing' | 'canceled'

export interface PaymentIntent {
  id: string
  /** The idempotency key it was made with, which names the order attempt. */
  reference: string
  status: IntentStatus
  amountCents: number
  /** The captured charge, once succeeded (or the declined attempt's, once failed). */
  transactionId: string | null
  cardBrand: string | null
  cardLast4: string | null
  /** Why it failed: 'Card declined', 'Insufficient funds', 'Authentication failed', ... */
  message: string | null
  /** With `saveForReuse`, once succeeded. */
  reusableToken?: string | null
  /** The saved card's expiry (MM/YY), with its reusable token. */
  cardExpiry?: string | null
  /** While requires_action: what the browser shows. */
  action: IntentAction | null
}

/**
 * A provider's webhook event, as the shop reads it. It names the payment by the key it was made with
 * (`reference`) or its charge; the shop then asks the provider for the payment's state rather than
 * trusting the event's order.
 */
export interface PaymentEvent {
  id: string
  type: 'payment.succeeded' | 'payment.failed' | 'refund.succeeded' | 'dispute.opened' | 'other'
  /** When the provider made the event. */
  created: Date
  /** The idempotency key the payment was made with. */
  reference: string | null
  transactionId: string | null
  amountCents: number | null
  /** A refund's own key: the shop's refunds are named `cancel:…`, `return:…`, `late-charge:…`. */
  refundKey: string | null
}

export interface PaymentGateway {
  readonly name: string
  /**
   * Checks a webhook's signature over its raw body (within the provider's time tolerance) and reads
   * its event; throws WebhookSignatureError for a delivery that is not the provider's.
   */
  verifyWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
    now: Date,
  ): PaymentEvent
  /**
   * Creates and confirms a payment intent; the same idempotency key answers the same intent, so a
   * repeated call never charges twice.
   */
  createIntent(request: IntentRequest): Promise<PaymentIntent>
  /**
   * Cancels an intent nobody finished, so a challenge completed later cannot charge; answers the
   * intent as it is after (succeeded when it got there first).
   */
  cancelIntent(intentId: string): Promise<PaymentIntent>
  /**
   * Charges `amountCents` now, with no authentication step; the same idempotency key answers the
   * first result again. Kept for the sandbox's own use: the shop pays through `createIntent`.
   */
  authoriseAndCapture(
    amountCents: number,
    currency: Currency,
    method: PaymentMethod,
    idempotencyKey: string,
    options?: ChargeOptions,
  ): Promise<ChargeResult>
  /**
   * Checks a card (a card element's one-use token, or details on the sandbox) and keeps it for later
   * charges, answering its reusable token; the same key answers the same token.
   */
  saveCard(method: PaymentMethod, idempotencyKey: string): Promise<SavedCardResult>
  /** Forgets a saved card at the provider (a customer removed it): its token charges nothing after. */
  removeCard(token: string): Promise<void>
  /**
   * Gives a captured charge back in full (refunding twice refunds once); or, with an idempotency
   * key, part of it: the same key answers the first result again, and the parts together never
   * exceed the charge.
   */
  refund(transactionId: string, amountCents: number, idempotencyKey?: string): Promise<RefundResult>
  /**
   * What the provider knows of a charge, by its transaction id or the idempotency key it was made
   * with; by the key, an intent still waiting (or cancelled) answers so.
   */
  lookup(reference: { transactionId?: string; idempotencyKey?: string }): Promise<PaymentRecord>
}

/** The provider could not be reached or answered nonsense: the charge's outcome is unknown. */
export class GatewayUnavailableError extends Error {}
