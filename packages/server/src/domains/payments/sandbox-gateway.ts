import { randomBytes } from 'node:crypto'
import type { Db } from '../../db/connect'
import { isUniqueViolation, writeTransaction } from '../../db/transaction'
import { nowIso } from '../../lib/clock'
import { cardBrand, hasExpired, lastFour, passesLuhn } from './card'
import type { ChargeResult, PaymentGateway, PaymentRecord, RefundResult, SavedCardResult } from './gateway'

/** Test cards of the sandbox (listed in the README); any other number that passes Luhn is approved. */
export const SANDBOX_CARDS = {
  approved: '4111111111111111',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  incorrectCvc: '4000000000000127',
} as const

const DECLINES: Record<string, string> = {
  [SANDBOX_CARDS.declined]: 'Card declined',
  [SANDBOX_CARDS.insufficientFunds]: 'Insufficient funds',
  [SANDBOX_CARDS.incorrectCvc]: 'Incorrect CVC',
}

export interface SandboxOptions {
  /** Pretend network time per charge, so tests and benchmarks see checkouts in flight. */
  latencyMs?: number
  now?: () => Date
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
export function createSandboxGateway(db: Db, options: SandboxOptions = {}): PaymentGateway {
  const now = options.now ?? (() => new Date())
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
      .select(['token', 'card_brand', 'card_last4', 'decline_message'])
      .where(column, '=', value)
      .executeTakeFirst()

  /** Keeps the card of an approved charge: the token answers as the test card would, forever. */
  async function keepCard(chargeKey: string, brand: string | null, last4: string | null, digits: string) {
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
        decline_message: DECLINES[digits] ?? null,
        created_at: nowIso(),
      })
      .onConflict((oc) => oc.column('charge_key').doNothing())
      .execute()
    return (await findToken('charge_key', chargeKey))?.token ?? token
  }

  return {
    name: 'sandbox',

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
      if (method.type === 'token') {
        const saved = await findToken('token', method.token)
        if (!saved) message = 'This saved card is no longer available.'
        else {
          brand = saved.card_brand
          last4 = saved.card_last4
          message = saved.decline_message
        }
        if (message) status = 'declined'
      } else {
        digits = method.card.number.replace(/\D/g, '')
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
      if (result.status === 'approved' && chargeOptions.saveForReuse && method.type === 'card') {
        return { ...result, reusableToken: await keepCard(idempotencyKey, brand, last4, digits) }
      }
      return result
    },

    async saveCard(card, idempotencyKey): Promise<SavedCardResult> {
      const digits = card.number.replace(/\D/g, '')
      if (!passesLuhn(digits)) return { status: 'declined', message: 'Your card number is invalid.' }
      if (hasExpired(card.expiry, now())) return { status: 'declined', message: 'Your card has expired.' }
      if (!/^\d{3,4}$/.test(card.cvc)) return { status: 'declined', message: 'Incorrect CVC' }
      const brand = cardBrand(digits)
      const last4 = lastFour(digits)
      const token = await keepCard(`setup:${idempotencyKey}`, brand, last4, digits)
      return { status: 'saved', token, cardBrand: brand, cardLast4: last4 }
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
      if (!row) return { status: 'not_found' }
      const saved = await k
        .selectFrom('sandbox_payments')
        .innerJoin('sandbox_tokens', 'sandbox_tokens.charge_key', 'sandbox_payments.idempotency_key')
        .select('sandbox_tokens.token')
        .where('sandbox_payments.transaction_id', '=', row.transaction_id)
        .executeTakeFirst()
      return saved ? { ...toRecord(row), reusableToken: saved.token } : toRecord(row)
    },
  }
}
