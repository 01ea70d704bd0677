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
  | { status: 'saved'; token: string; cardBrand: string | null; cardLast4: string | null }
  | { status: 'declined'; message: string }

export type RefundResult =
  { status: 'refunded'; transactionId: string } | { status: 'failed'; message: string }

export interface PaymentGateway {
  readonly name: string
  /** Charges `amountCents` now; the same idempotency key answers the first result again. */
  authoriseAndCapture(
    amountCents: number,
    currency: Currency,
    method: PaymentMethod,
    idempotencyKey: string,
    options?: ChargeOptions,
  ): Promise<ChargeResult>
  /** Checks a card and keeps it for later charges, answering its reusable token; the same key answers the same token. */
  saveCard(card: CardDetails, idempotencyKey: string): Promise<SavedCardResult>
  /**
   * Gives a captured charge back in full (refunding twice refunds once); or, with an idempotency
   * key, part of it: the same key answers the first result again, and the parts together never
   * exceed the charge.
   */
  refund(transactionId: string, amountCents: number, idempotencyKey?: string): Promise<RefundResult>
  /** What the provider knows of a charge, by its transaction id or the idempotency key it was made with. */
  lookup(reference: { transactionId?: string; idempotencyKey?: string }): Promise<PaymentRecord>
}

/** The provider could not be reached or answered nonsense: the charge's outcome is unknown. */
export class GatewayUnavailableError extends Error {}
