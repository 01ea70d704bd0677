import {
  PAYMENT_METHOD_IN_USE_MESSAGE,
  PAYMENT_METHOD_MESSAGES,
  type SavedPaymentMethod,
} from '@shop/shared/schemas/payment-methods'
import type { DbHandle } from '../../db/connect'
import { writeTransaction } from '../../db/transaction'
import { AppError, conflict, unprocessable } from '../../errors'
import { nowIso } from '../../lib/clock'
import type { ServiceContext } from '../../lib/service-context'
import * as repo from './payment-methods.repository'

/** What every refused card answers, whatever the bank's reason. */
const PAYMENT_DECLINED_MESSAGE = 'Card declined'

// A customer's saved cards (docs/decisions/0138-payment-intents-signed-webhooks-and-a-card-element.md):
// the provider keeps the card, the shop its reusable token, brand, last four and expiry. Every call
// acts on the caller's own cards only; another customer's card answers 404.

/** A card the provider kept for a customer, as a charge or a setup answered it. */
export interface KeptCard {
  userId: number
  provider: string
  token: string
  cardBrand: string | null
  cardLast4: string | null
  cardExpiry?: string | null
}

/**
 * Records a kept card among the customer's saved cards (once per token) and answers its row's id;
 * their first card becomes their default. Runs in the caller's transaction.
 */
export async function recordSavedCard(k: DbHandle, card: KeptCard): Promise<number> {
  const isFirst = !(await repo.hasDefault(k, card.userId))
  const row = await repo.insert(k, {
    user_id: card.userId,
    provider: card.provider,
    token: card.token,
    card_brand: card.cardBrand,
    card_last4: card.cardLast4,
    card_expiry: card.cardExpiry ?? null,
    is_default: isFirst ? 1 : 0,
    created_at: nowIso(),
  })
  return row.id
}

async function answer(ctx: ServiceContext, userId: number): Promise<SavedPaymentMethod[]> {
  const rows = await repo.listForUser(ctx.db.kysely, userId, ctx.gateway.name)
  const usedBy = await ctx.paymentFlows.subscriptionsOnCards(ctx, userId)
  return rows.map((r) => ({
    id: r.id,
    brand: r.card_brand,
    last4: r.card_last4,
    expiry: r.card_expiry,
    is_default: r.is_default === 1,
    subscriptions: usedBy.filter((s) => s.paymentMethodId === r.id).map((s) => s.subscriptionNo),
    created_at: r.created_at,
  }))
}

export async function listPaymentMethods(ctx: ServiceContext, userId: number) {
  return { data: await answer(ctx, userId) }
}

/** The customer's own saved card, or 404: what paying or a subscription with it charges. */
export async function ownSavedCard(
  ctx: ServiceContext,
  userId: number,
  id: number,
  field = 'paymentMethodId',
) {
  const row = await repo.findForUser(ctx.db.kysely, userId, id)
  if (!row || row.provider !== ctx.gateway.name)
    throw new AppError(404, PAYMENT_METHOD_MESSAGES.notFound, { [field]: [PAYMENT_METHOD_MESSAGES.notFound] })
  return row
}

/**
 * A card set up without paying, from the card element's one-use token: the provider checks it with
 * its bank and keeps it (a set-up intent); a refused card answers 'Card declined', its reason left
 * to the log, so the form cannot be used to test stolen cards.
 */
export async function addPaymentMethod(
  ctx: ServiceContext,
  userId: number,
  body: { paymentToken: string; makeDefault?: boolean },
  log: { warn(o: object, msg: string): void },
) {
  const saved = await ctx.gateway.saveCard(
    { type: 'token', token: body.paymentToken },
    `payment-method:${userId}:${body.paymentToken}`,
  )
  if (saved.status !== 'saved') {
    log.warn({ userId, reason: saved.message }, 'saved card refused')
    throw unprocessable(PAYMENT_DECLINED_MESSAGE, { paymentToken: [PAYMENT_DECLINED_MESSAGE] })
  }
  await writeTransaction(ctx.db, async (trx) => {
    const id = await recordSavedCard(trx, {
      userId,
      provider: ctx.gateway.name,
      token: saved.token,
      cardBrand: saved.cardBrand,
      cardLast4: saved.cardLast4,
      cardExpiry: saved.cardExpiry ?? null,
    })
    if (body.makeDefault) await repo.setDefault(trx, userId, id)
  })
  return { message: PAYMENT_METHOD_MESSAGES.added, data: await answer(ctx, userId) }
}

export async function setDefaultPaymentMethod(ctx: ServiceContext, userId: number, id: number) {
  await ownSavedCard(ctx, userId, id, 'id')
  await repo.setDefault(ctx.db.kysely, userId, id)
  return { message: PAYMENT_METHOD_MESSAGES.defaultSet, data: await answer(ctx, userId) }
}

/**
 * Removes a saved card, here and at the provider; refused (409) while a subscription is charged to
 * it. Removing the default makes the newest other card the default.
 */
export async function removePaymentMethod(ctx: ServiceContext, userId: number, id: number) {
  const row = await ownSavedCard(ctx, userId, id, 'id')
  const usedBy = await ctx.paymentFlows.subscriptionsOnCards(ctx, userId)
  if (usedBy.some((s) => s.paymentMethodId === id)) throw conflict(PAYMENT_METHOD_IN_USE_MESSAGE)
  await writeTransaction(ctx.db, async (trx) => {
    if (!(await repo.remove(trx, userId, id))) return
    if (row.is_default === 1) {
      const next = await repo.newestOther(trx, userId, row.provider)
      if (next) await repo.setDefault(trx, userId, next.id)
    }
  })
  // After the row is gone: a card the provider still holds charges nothing without its token here.
  await ctx.gateway.removeCard(row.token)
  return { message: PAYMENT_METHOD_MESSAGES.removed, data: await answer(ctx, userId) }
}
