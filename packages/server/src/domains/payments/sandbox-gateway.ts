import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { Db } from '../../db/connect'
import { isUniqueViolation, writeTransaction } from '../../db/transaction'
import { nowIso } from '../../lib/clock'
import { cardBrand, hasExpired, lastFour, passesLuhn } from './card'
import type { CardDetails } from '@shop/shared/schemas/checkout'
import { signWebhook, verifyWebhookSignature, WebhookSignatureError } from './webhook-signature'
import type {
  ChargeResult,
  IntentRequest,
  PaymentEvent,
  PaymentGateway,
  PaymentIntent,
  PaymentRecord,
  RefundResult,
  SavedCardResult,
} from './gateway'

/** Test cards of the sandbox (listed in the README); any other number that passes Luhn is approved. */
export const SANDBOX_CARDS = {
  approved: '4111111111111111',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  incorrectCvc: '4000000000000127',
  /** Asks for 3-D Secure; approved once the buyer passes the challenge. */
  authenticate: '4000000000003220',
} as const

/** A card element's token offered for a second attempt: the card must be entered again. */
export const TOKEN_SPENT_MESSAGE = 'This card was already used for another payment: enter it again.'

/** Where the sandbox's browser side is served: apart from the shop's pages and API. */
export const SANDBOX_PREFIX = '/sandbox-gateway'

const DECLINES: Record<string, string> = {
  [SANDBOX_CARDS.declined]: 'Card declined',
  [SANDBOX_CARDS.insufficientFunds]: 'Insufficient funds',
  [SANDBOX_CARDS.incorrectCvc]: 'Incorrect CVC',
}

/** The sandbox's browser side (its card element and challenge), beyond what every gateway does. */
export interface SandboxGateway extends PaymentGateway {
  /** The card element's call: card details become a token; only brand, last four and behaviour are kept. */
  tokenise(
    card: CardDetails,
  ): Promise<
    | { status: 'ok'; token: string; cardBrand: string; cardLast4: string }
    | { status: 'refused'; message: string }
  >
  /**
   * The challenge page's answer for a waiting intent, checked against its client secret: approve
   * charges the card, fail leaves nothing charged. Null for an unknown intent or a wrong secret.
   */
  authenticate(intentId: string, clientSecret: string, approve: boolean): Promise<PaymentIntent | null>
  /** A webhook delivery of `event`, signed as the sandbox sends them. */
  webhook(event: SandboxEvent, sentAt?: Date): { id: string; body: string; headers: Record<string, string> }
}

/** The sandbox's event types, named as Stripe names them. */
const EVENT_TYPES: Record<string, PaymentEvent['type']> = {
  'payment_intent.succeeded': 'payment.succeeded',
  'payment_intent.payment_failed': 'payment.failed',
  'charge.refunded': 'refund.succeeded',
  'charge.dispute.created': 'dispute.opened',
}
export type SandboxEventType = keyof typeof EVENT_TYPES

/** The header the sandbox signs its webhooks in. */
export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature'

export interface SandboxEvent {
  type: SandboxEventType
  reference: string | null
  transactionId: string | null
  amountCents: number | null
  refundKey?: string | null
  /** Given for a replay of an earlier event; otherwise a new one. */
  id?: string
  created?: Date
}

export function isSandboxGateway(gateway: PaymentGateway): gateway is SandboxGateway {
  return gateway.name === 'sandbox' && 'authenticate' in gateway
}

export interface SandboxOptions {
  /** Pretend network time per charge, so tests and benchmarks see checkouts in flight. */
  latencyMs?: number
  now?: () => Date
  /** Signs the webhooks the sandbox sends and checks those it is sent; unset, one of its own. */
  webhookSecret?: string
}

type LedgerRow = {
  transaction_id: string
  amount_cents: number
  status: string
  message: string | null
  card_brand: string | null
  card_last4: string | null
}

function toRecord(row: LedgerRow): PaymentRecord {
  return {
    status: row.status as 'approved' | 'declined' | 'refunded',
    transactionId: row.transaction_id,
    amountCents: row.amount_cents,
    message: row.message,
    cardBrand: row.card_brand,
    cardLast4: row.card_last4,
  }
}

/** A repeated key answers the first charge as it was made (a later refund does not change that answer). */
function toChargeResult(row: LedgerRow): ChargeResult {
  const card = { cardBrand: row.card_brand, cardLast4: row.card_last4 }
  if (row.status === 'declined') {
    return {
      status: 'declined',
      message: row.message ?? 'Card declined',
      transactionId: row.transaction_id,
      ...card,
    }
  }
  return { status: 'approved', transactionId: row.transaction_id, ...card }
}

const columns = ['transaction_id', 'amount_cents', 'status', 'message', 'card_brand', 'card_last4'] as const

/**
 * The default gateway: behaves like a card processor (checks the number, expiry and code, declines
 * the test cards, honours idempotency keys) and keeps its ledger in the sandbox_payments table,
 * outside any checkout transaction, as a remote provider would.
 */
export function createSandboxGateway(db: Db, options: SandboxOptions = {}): SandboxGateway {
  const now = options.now ?? (() => new Date())
  const webhookSecret = options.webhookSecret ?? randomBytes(32).toString('hex')
  const k = db.kysely
  const findByKey = (key: string) =>
    k.selectFrom('sandbox_payments').select(columns).where('idempotency_key', '=', key).executeTakeFirst()

  /**
   * A part of a charge given back under its key: the first answer for a repeated key; refused when
   * the parts would come to more than the charge. The parts are summed and written in one
   * transaction, so two parts at once cannot both pass the check.
   */
  const refundPart = async (
    charge: Pick<LedgerRow, 'transaction_id' | 'amount_cents' | 'status'>,
    amountCents: number,
    key: string,
  ): Promise<RefundResult> => {
    if (!Number.isInteger(amountCents) || amountCents <= 0) {
      return { status: 'failed', message: 'The refund must be a positive amount.' }
    }
    // A repeated key answers the first refund, also once that refund completed the charge.
    const first = await k
      .selectFrom('sandbox_refunds')
      .select('idempotency_key')
      .where('idempotency_key', '=', key)
      .executeTakeFirst()
    if (first) return { status: 'refunded', transactionId: charge.transaction_id }
    if (charge.status !== 'approved')
      return { status: 'failed', message: 'The charge was not captured or was refunded.' }
    try {
      return await writeTransaction(db, async (trx) => {
        const again = await trx
          .selectFrom('sandbox_refunds')
          .select('idempotency_key')
          .where('idempotency_key', '=', key)
          .executeTakeFirst()
        if (again) return { status: 'refunded' as const, transactionId: charge.transaction_id }
        // Lock the charge's row (PostgreSQL) so parts of one charge are refunded one at a time.
        // (It writes the status as it is: a part that completed the charge meanwhile left it refunded.)
        await trx
          .updateTable('sandbox_payments')
          .set((eb) => ({ status: eb.ref('status') }))
          .where('transaction_id', '=', charge.transaction_id)
          .execute()
        const done = await trx
          .selectFrom('sandbox_refunds')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('sum'))
          .where('transaction_id', '=', charge.transaction_id)
          .executeTakeFirstOrThrow()
        if (Number(done.sum) + amountCents > charge.amount_cents) {
          return { status: 'failed' as const, message: 'The refunds would exceed the charge.' }
        }
        await trx
          .insertInto('sandbox_refunds')
          .values({
            idempotency_key: key,
            transaction_id: charge.transaction_id,
            amount_cents: amountCents,
            created_at: nowIso(),
          })
          .execute()
        // Parts that give the whole charge back leave it refunded, as a full refund does.
        if (Number(done.sum) + amountCents === charge.amount_cents) {
          await trx
            .updateTable('sandbox_payments')
            .set({ status: 'refunded', refunded_at: nowIso() })
            .where('transaction_id', '=', charge.transaction_id)
            .execute()
        }
        return { status: 'refunded' as const, transactionId: charge.transaction_id }
      })
    } catch (error) {
      // The same key refunded concurrently: the first one recorded is the answer for both.
      if (isUniqueViolation(error)) return { status: 'refunded', transactionId: charge.transaction_id }
      throw error
    }
  }

  const findToken = (column: 'token' | 'charge_key', value: string) =>
    k
      .selectFrom('sandbox_tokens')
      .select(['token', 'card_brand', 'card_last4', 'decline_message', 'card_expiry', 'charge_key'])
      .where(column, '=', value)
      .executeTakeFirst()

  /**
   * A card element's token pays one attempt only, as a provider's does: the first attempt to use it
   * takes it (its row's charge_key turns from `element:<token>` to `spent:<attempt's key>`), the
   * same attempt repeated finds it its own, and any other is refused. Saved cards' tokens are
   * reusable and pass.
   */
  async function spendToken(token: string, key: string): Promise<boolean> {
    try {
      await k
        .updateTable('sandbox_tokens')
        .set({ charge_key: `spent:${key}` })
        .where('token', '=', token)
        .where('charge_key', '=', `element:${token}`)
        .execute()
    } catch (error) {
      // The attempt spent another token already (one key, one card): this one stays unspent.
      if (!isUniqueViolation(error)) throw error
    }
    const row = await k
      .selectFrom('sandbox_tokens')
      .select('charge_key')
      .where('token', '=', token)
      .executeTakeFirst()
    if (!row) return true // unknown: the charge declines it as no longer available
    return !row.charge_key.startsWith('spent:') || row.charge_key === `spent:${key}`
  }

  /** Keeps the card of an approved charge: the token answers as the test card would, forever. */
  async function keepCard(
    chargeKey: string,
    brand: string | null,
    last4: string | null,
    declineMessage: string | null,
    requiresAuthentication = false,
    expiry: string | null = null,
  ) {
    const earlier = await findToken('charge_key', chargeKey)
    if (earlier) return earlier.token
    const token = `sbxtok_${randomBytes(16).toString('hex')}`
    await k
      .insertInto('sandbox_tokens')
      .values({
        token,
        charge_key: chargeKey,
        card_brand: brand,
        card_last4: last4,
        decline_message: declineMessage,
        requires_authentication: requiresAuthentication ? 1 : 0,
        card_expiry: expiry,
        created_at: nowIso(),
      })
      .onConflict((oc) => oc.column('charge_key').doNothing())
      .execute()
    return (await findToken('charge_key', chargeKey))?.token ?? token
  }

  const intentColumns = [
    'intent_id',
    'idempotency_key',
    'client_secret',
    'amount_cents',
    'status',
    'card_token',
    'save_for_reuse',
    'transaction_id',
    'message',
    'card_brand',
    'card_last4',
  ] as const
  const findIntent = (column: 'intent_id' | 'idempotency_key', value: string) =>
    k.selectFrom('sandbox_intents').select(intentColumns).where(column, '=', value).executeTakeFirst()
  type IntentRow = NonNullable<Awaited<ReturnType<typeof findIntent>>>

  async function toIntent(row: IntentRow): Promise<PaymentIntent> {
    const wantsSaved = row.status === 'succeeded' && row.save_for_reuse === 1
    // Paid with a card already kept, the card saved is that same one.
    const saved = wantsSaved
      ? ((await findToken('charge_key', row.idempotency_key)) ??
        (row.card_token ? keptCard(await findToken('token', row.card_token)) : undefined))
      : undefined
    return {
      id: row.intent_id,
      reference: row.idempotency_key,
      status: row.status as PaymentIntent['status'],
      amountCents: row.amount_cents,
      transactionId: row.transaction_id,
      cardBrand: row.card_brand,
      cardLast4: row.card_last4,
      message: row.message,
      ...(saved ? { reusableToken: saved.token, cardExpiry: saved.card_expiry } : {}),
      action:
        row.status === 'requires_action'
          ? {
              type: 'authenticate',
              url: `${SANDBOX_PREFIX}/v1/intents/${row.intent_id}/challenge`,
              clientSecret: row.client_secret,
            }
          : null,
    }
  }

  /** The card a method stands for: whether it asks for 3-D Secure, and the token a challenge charges. */
  async function authenticationOf(method: IntentRequest['method']) {
    if (method.type === 'token') {
      const row = await k
        .selectFrom('sandbox_tokens')
        .select(['token', 'card_brand', 'card_last4', 'decline_message', 'requires_authentication'])
        .where('token', '=', method.token)
        .executeTakeFirst()
      if (!row || row.decline_message || row.requires_authentication !== 1) return null
      return { token: row.token, brand: row.card_brand, last4: row.card_last4 }
    }
    const digits = method.card.number.replace(/\D/g, '')
    if (digits !== SANDBOX_CARDS.authenticate || hasExpired(method.card.expiry, now())) return null
    if (!/^\d{3,4}$/.test(method.card.cvc)) return null
    return { token: null, brand: cardBrand(digits), last4: lastFour(digits) }
  }

  /** The first intent recorded under a key answers every request made with it. */
  async function insertIntent(values: Omit<IntentRow, 'client_secret'> & { currency: string }) {
    const at = nowIso()
    try {
      await k
        .insertInto('sandbox_intents')
        .values({
          ...values,
          client_secret: `${values.intent_id}_secret_${randomBytes(16).toString('hex')}`,
          created_at: at,
          updated_at: at,
        })
        .execute()
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
    }
    return (await findIntent('idempotency_key', values.idempotency_key))!
  }

  const gateway: SandboxGateway = {
    name: 'sandbox',

    async createIntent(request) {
      const earlier = await findIntent('idempotency_key', request.idempotencyKey)
      if (earlier) return toIntent(earlier)
      const intentId = `pi_sbx_${randomBytes(12).toString('hex')}`
      const base = {
        intent_id: intentId,
        idempotency_key: request.idempotencyKey,
        amount_cents: request.amountCents,
        currency: request.currency,
        save_for_reuse: request.saveForReuse ? 1 : 0,
      }
      if (
        request.method.type === 'token' &&
        !(await spendToken(request.method.token, request.idempotencyKey))
      ) {
        return toIntent(
          await insertIntent({
            ...base,
            status: 'failed',
            card_token: null,
            transaction_id: null,
            message: TOKEN_SPENT_MESSAGE,
            card_brand: null,
            card_last4: null,
          }),
        )
      }
      const challenge = await authenticationOf(request.method)
      if (challenge) {
        // The challenge later charges a token, never a number: a raw test card becomes one here.
        const token =
          challenge.token ??
          (await keepCard(`intent:${intentId}`, challenge.brand, challenge.last4, null, true))
        if (options.latencyMs) await new Promise((r) => setTimeout(r, options.latencyMs))
        return toIntent(
          await insertIntent({
            ...base,
            status: 'requires_action',
            card_token: token,
            transaction_id: null,
            message: null,
            card_brand: challenge.brand,
            card_last4: challenge.last4,
          }),
        )
      }
      const charge = await gateway.authoriseAndCapture(
        request.amountCents,
        request.currency,
        request.method,
        request.idempotencyKey,
        { saveForReuse: request.saveForReuse },
      )
      return toIntent(
        await insertIntent({
          ...base,
          status: charge.status === 'approved' ? 'succeeded' : 'failed',
          card_token: request.method.type === 'token' ? request.method.token : null,
          transaction_id: charge.transactionId,
          message: charge.status === 'declined' ? charge.message : null,
          card_brand: charge.cardBrand,
          card_last4: charge.cardLast4,
        }),
      )
    },

    async cancelIntent(intentId) {
      await k
        .updateTable('sandbox_intents')
        .set({ status: 'canceled', updated_at: nowIso() })
        .where('intent_id', '=', intentId)
        .where('status', '=', 'requires_action')
        .execute()
      const row = await findIntent('intent_id', intentId)
      if (!row) throw new Error(`No sandbox intent ${intentId}.`)
      return toIntent(row)
    },

    webhook(event, sentAt = now()) {
      const id = event.id ?? `evt_sbx_${randomBytes(12).toString('hex')}`
      const body = JSON.stringify({
        id,
        type: event.type,
        created: Math.floor((event.created ?? sentAt).getTime() / 1000),
        data: {
          reference: event.reference,
          transaction_id: event.transactionId,
          amount_cents: event.amountCents,
          refund_key: event.refundKey ?? null,
        },
      })
      return { id, body, headers: { [SANDBOX_SIGNATURE_HEADER]: signWebhook(webhookSecret, body, sentAt) } }
    },

    verifyWebhook(rawBody, headers, at) {
      const header = headers[SANDBOX_SIGNATURE_HEADER]
      verifyWebhookSignature(webhookSecret, rawBody, Array.isArray(header) ? header[0] : header, at)
      let parsed: {
        id?: unknown
        type?: unknown
        created?: unknown
        data?: { reference?: unknown; transaction_id?: unknown; amount_cents?: unknown; refund_key?: unknown }
      }
      try {
        parsed = JSON.parse(rawBody)
      } catch {
        throw new WebhookSignatureError('The webhook body is not JSON.')
      }
      const text = (v: unknown) => (typeof v === 'string' && v ? v : null)
      const id = text(parsed.id)
      if (!id || typeof parsed.type !== 'string')
        throw new WebhookSignatureError('The webhook event has no id or type.')
      const data = parsed.data ?? {}
      return {
        id,
        type: EVENT_TYPES[parsed.type] ?? 'other',
        created: new Date(Number(parsed.created) * 1000),
        reference: text(data.reference),
        transactionId: text(data.transaction_id),
        amountCents: typeof data.amount_cents === 'number' ? data.amount_cents : null,
        refundKey: text(data.refund_key),
      }
    },

    async tokenise(card) {
      const digits = card.number.replace(/\D/g, '')
      if (!passesLuhn(digits)) return { status: 'refused', message: 'Your card number is invalid.' }
      if (hasExpired(card.expiry, now())) return { status: 'refused', message: 'Your card has expired.' }
      if (!/^\d{3,4}$/.test(card.cvc)) return { status: 'refused', message: 'Your security code is invalid.' }
      const token = `sbxcard_${randomBytes(16).toString('hex')}`
      const brand = cardBrand(digits)
      const last4 = lastFour(digits)
      await k
        .insertInto('sandbox_tokens')
        .values({
          token,
          charge_key: `element:${token}`,
          card_brand: brand,
          card_last4: last4,
          decline_message: DECLINES[digits] ?? null,
          requires_authentication: digits === SANDBOX_CARDS.authenticate ? 1 : 0,
          card_expiry: card.expiry,
          created_at: nowIso(),
        })
        .execute()
      return { status: 'ok', token, cardBrand: brand, cardLast4: last4 }
    },

    async authenticate(intentId, clientSecret, approve) {
      const row = await findIntent('intent_id', intentId)
      if (!row || !sameSecret(row.client_secret, clientSecret)) return null
      // One answer acts on a waiting intent: a second answer, or a cancel, finds it taken.
      const claimed = await k
        .updateTable('sandbox_intents')
        .set({ status: 'processing', updated_at: nowIso() })
        .where('intent_id', '=', intentId)
        .where('status', '=', 'requires_action')
        .executeTakeFirst()
      if (Number(claimed.numUpdatedRows) === 0) return toIntent((await findIntent('intent_id', intentId))!)
      let outcome: Pick<IntentRow, 'status' | 'transaction_id' | 'message'>
      if (approve && row.card_token) {
        const charge = await gateway.authoriseAndCapture(
          row.amount_cents,
          'USD',
          { type: 'token', token: row.card_token },
          row.idempotency_key,
          { saveForReuse: row.save_for_reuse === 1 },
        )
        outcome = {
          status: charge.status === 'approved' ? 'succeeded' : 'failed',
          transaction_id: charge.transactionId,
          message: charge.status === 'declined' ? charge.message : null,
        }
      } else {
        // A failed challenge is a declined attempt in the ledger, so a lookup by its key says so.
        const transactionId = `sbx_${randomBytes(12).toString('hex')}`
        const message = 'Authentication failed'
        await k
          .insertInto('sandbox_payments')
          .values({
            idempotency_key: row.idempotency_key,
            transaction_id: transactionId,
            amount_cents: row.amount_cents,
            currency: 'USD',
            status: 'declined',
            message,
            card_brand: row.card_brand,
            card_last4: row.card_last4,
            created_at: nowIso(),
            refunded_at: null,
          })
          .onConflict((oc) => oc.column('idempotency_key').doNothing())
          .execute()
        outcome = { status: 'failed', transaction_id: transactionId, message }
      }
      await k
        .updateTable('sandbox_intents')
        .set({ ...outcome, updated_at: nowIso() })
        .where('intent_id', '=', intentId)
        .execute()
      return toIntent((await findIntent('intent_id', intentId))!)
    },

    async authoriseAndCapture(amountCents, currency, method, idempotencyKey, chargeOptions = {}) {
      const earlier = await findByKey(idempotencyKey)
      if (earlier) {
        const result = toChargeResult(earlier)
        const saved = result.status === 'approved' ? await findToken('charge_key', idempotencyKey) : undefined
        return saved ? { ...result, reusableToken: saved.token } : result
      }
      if (options.latencyMs) await new Promise((r) => setTimeout(r, options.latencyMs))

      let status: 'approved' | 'declined' = 'approved'
      let message: string | null = null
      let brand: string | null = null
      let last4: string | null = null
      let digits = ''
      let expiry: string | null = null
      let alreadyKept: string | null = null
      if (method.type === 'token') {
        const saved = await findToken('token', method.token)
        alreadyKept = keptCard(saved)?.token ?? null
        if (!saved) message = 'This saved card is no longer available.'
        else if (!(await spendToken(method.token, idempotencyKey))) message = TOKEN_SPENT_MESSAGE
        else {
          brand = saved.card_brand
          last4 = saved.card_last4
          message = saved.decline_message
          expiry = saved.card_expiry
        }
        if (message) status = 'declined'
      } else {
        digits = method.card.number.replace(/\D/g, '')
        expiry = method.card.expiry
        brand = cardBrand(digits)
        last4 = lastFour(digits)
        if (!passesLuhn(digits)) message = 'Your card number is invalid.'
        else if (hasExpired(method.card.expiry, now())) message = 'Your card has expired.'
        else if (!/^\d{3,4}$/.test(method.card.cvc)) message = 'Incorrect CVC'
        else message = DECLINES[digits] ?? null
        if (message) status = 'declined'
      }
      const row: LedgerRow = {
        transaction_id: `sbx_${randomBytes(12).toString('hex')}`,
        amount_cents: amountCents,
        status,
        message,
        card_brand: brand,
        card_last4: last4,
      }
      try {
        await k
          .insertInto('sandbox_payments')
          .values({
            ...row,
            idempotency_key: idempotencyKey,
            currency,
            created_at: nowIso(),
            refunded_at: null,
          })
          .execute()
      } catch (error) {
        // The same key charged concurrently: the first one recorded is the answer for both.
        if (!isUniqueViolation(error)) throw error
        const first = await findByKey(idempotencyKey)
        if (first) return toChargeResult(first)
        throw error
      }
      const result = toChargeResult(row)
      // A card saved from an approved charge was authenticated by it: later charges need no challenge.
      if (result.status === 'approved' && chargeOptions.saveForReuse) {
        const decline = method.type === 'card' ? (DECLINES[digits] ?? null) : null
        const reusableToken =
          alreadyKept ?? (await keepCard(idempotencyKey, brand, last4, decline, false, expiry))
        return { ...result, reusableToken }
      }
      return result
    },

    async saveCard(method, idempotencyKey): Promise<SavedCardResult> {
      const key = `setup:${idempotencyKey}`
      if (method.type === 'token') {
        // The element's token is spent by this setup; the card kept answers as its test card would.
        const row = await findToken('token', method.token)
        if (!row) return { status: 'declined', message: 'This saved card is no longer available.' }
        if (!(await spendToken(method.token, key)))
          return { status: 'declined', message: TOKEN_SPENT_MESSAGE }
        // Setting a card up checks it with its bank, as a provider's setup does: a card that declines
        // is not kept.
        if (row.decline_message) return { status: 'declined', message: row.decline_message }
        const token = await keepCard(key, row.card_brand, row.card_last4, null, false, row.card_expiry)
        return {
          status: 'saved',
          token,
          cardBrand: row.card_brand,
          cardLast4: row.card_last4,
          cardExpiry: row.card_expiry,
        }
      }
      const card = method.card
      const digits = card.number.replace(/\D/g, '')
      if (!passesLuhn(digits)) return { status: 'declined', message: 'Your card number is invalid.' }
      if (hasExpired(card.expiry, now())) return { status: 'declined', message: 'Your card has expired.' }
      if (!/^\d{3,4}$/.test(card.cvc)) return { status: 'declined', message: 'Incorrect CVC' }
      const brand = cardBrand(digits)
      const last4 = lastFour(digits)
      const token = await keepCard(key, brand, last4, DECLINES[digits] ?? null, false, card.expiry)
      return { status: 'saved', token, cardBrand: brand, cardLast4: last4, cardExpiry: card.expiry }
    },

    async removeCard(token) {
      // Only a kept card is forgotten; an element's one-use token is not a saved card.
      await k
        .deleteFrom('sandbox_tokens')
        .where('token', '=', token)
        .where('charge_key', 'not like', 'element:%')
        .execute()
    },

    async refund(transactionId, amountCents, idempotencyKey): Promise<RefundResult> {
      const row = await k
        .selectFrom('sandbox_payments')
        .select(columns)
        .where('transaction_id', '=', transactionId)
        .executeTakeFirst()
      if (!row) return { status: 'failed', message: 'No such charge.' }
      if (idempotencyKey) return refundPart(row, amountCents, idempotencyKey)
      if (row.status === 'refunded') return { status: 'refunded', transactionId }
      if (row.status !== 'approved') return { status: 'failed', message: 'The charge was not captured.' }
      if (amountCents !== row.amount_cents)
        return { status: 'failed', message: 'Only full refunds are supported.' }
      await k
        .updateTable('sandbox_payments')
        .set({ status: 'refunded', refunded_at: nowIso() })
        .where('transaction_id', '=', transactionId)
        .where('status', '=', 'approved')
        .execute()
      return { status: 'refunded', transactionId }
    },

    async lookup(reference) {
      let query = k.selectFrom('sandbox_payments').select(columns)
      if (reference.transactionId) query = query.where('transaction_id', '=', reference.transactionId)
      else if (reference.idempotencyKey) query = query.where('idempotency_key', '=', reference.idempotencyKey)
      else return { status: 'not_found' }
      const row = await query.executeTakeFirst()
      if (!row) {
        const intent = reference.idempotencyKey
          ? await findIntent('idempotency_key', reference.idempotencyKey)
          : undefined
        if (intent?.status === 'canceled') return { status: 'canceled', intentId: intent.intent_id }
        if (intent?.status === 'processing')
          return { status: 'processing', intentId: intent.intent_id, action: null }
        if (intent?.status === 'requires_action') {
          const { action } = await toIntent(intent)
          return { status: 'requires_action', intentId: intent.intent_id, action }
        }
        return { status: 'not_found' }
      }
      const saved = await k
        .selectFrom('sandbox_payments')
        .innerJoin('sandbox_tokens', 'sandbox_tokens.charge_key', 'sandbox_payments.idempotency_key')
        .select('sandbox_tokens.token')
        .where('sandbox_payments.transaction_id', '=', row.transaction_id)
        .executeTakeFirst()
      return saved ? { ...toRecord(row), reusableToken: saved.token } : toRecord(row)
    },
  }
  return gateway
}

/** A kept (reusable) card's row, not an element's one-use token. */
function keptCard<T extends { charge_key: string }>(row: T | undefined): T | undefined {
  return row && !row.charge_key.startsWith('element:') && !row.charge_key.startsWith('spent:')
    ? row
    : undefined
}

/** Compares a client secret in constant time. */
function sameSecret(expected: string, given: string): boolean {
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}
