/**
 * Machine-readable reasons a client may branch on. The message is for people and may be reworded;
 * the status and these codes are what code compares.
 */
export const API_ERROR_CODES = {
  /** 409 at checkout: a price or total differs from the shop's; the answer carries `current` figures. */
  pricesChanged: 'prices_changed',
  /** 409 at checkout: not enough stock left for a line; nothing was charged. */
  outOfStock: 'out_of_stock',
  /** 409 at checkout: the same Idempotency-Key's first request is still running; retry with that key. */
  orderInProgress: 'order_in_progress',
  /** 403 in the back office: the member still holds a one-time password and must choose their own first. */
  passwordChangeRequired: 'password_change_required',
  /** 403 at checkout and renewals: a professional-only product for a buyer who is not a verified professional. */
  professionalOnly: 'professional_only',
  /** 422 at checkout: the card was declined by the payment service; nothing was charged. */
  cardDeclined: 'card_declined',
} as const

export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES]

/** The one JSON error shape every failing API call answers (docs/architecture.md §5). */
export interface ApiErrorBody {
  message: string
  errors?: Record<string, string[]>
  /** Present where a client must tell one failure from another with the same status. */
  code?: ApiErrorCode
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string'
  )
}

/** The `code` of an error answer's body, if it has one. */
export function apiErrorCode(body: unknown): ApiErrorCode | undefined {
  return isApiErrorBody(body) ? body.code : undefined
}
