import { API_ERROR_CODES } from '@shop/shared/api-error'
import { cardShareCents } from '@shop/shared/refunds'
import { cartTotals, priceLine } from '@shop/shared/cart-totals'
import { accountUnitPrice, type ContractPrice } from '@shop/shared/contract-prices'
import { oneTimePrice, subscriptionPrice } from '@shop/shared/pricing'
import { SUBSCRIPTION_ON_ACCOUNT_MESSAGE } from '@shop/shared/business-account'
import { formatDate, isoDateIn } from '@shop/shared/format'
import { toCents, toDollars, type Cents } from '@shop/shared/money'
import { orderTotals, type CouponTerms, type OrderTotals, type ShippingRate } from '@shop/shared/order-totals'
import { parseStoredBreaks } from '@shop/shared/price-breaks'
import { PACK_NOT_SUBSCRIBED_MESSAGE, packNotSoldMessage, type PackCents } from '@shop/shared/packs'
import type {
  CheckoutActionResponse,
  CheckoutAddress,
  CheckoutFigures,
  CheckoutKind,
  CheckoutPayload,
  CheckoutSuccessResponse,
} from '@shop/shared/schemas/checkout'
import { isUniqueViolation, writeTransaction } from '../../db/transaction'
import type { OrderRow } from '../../db/schema'
import { AppError, badRequest, unprocessable } from '../../errors'
import { nowIso, shopDay } from '../../lib/clock'
import type { ServiceContext } from '../../lib/service-context'
import type { AuthUser } from '../../plugins/auth'
import { clearSavedCart } from '../cart/saved-cart.service'
import { ownSavedCard } from '../payments/payment-methods.service'
import { claimAccountCredit, invoiceOrder } from '../business-accounts/pay-on-account'
import {
  approvalNeeded,
  earlierWait,
  holdForApproval,
  mailApprovers,
} from '../business-accounts/account-approvals.service'
import type { AwaitingApproval } from '@shop/shared/schemas/business-account-approvals'
import { assertProfessionalLinesAllowed, hasProfessionalProducts } from '../professional/professional-rule'
import { spendCreditOnOrder } from '../store-credit/store-credit-at-checkout'
import {
  createPendingOrder,
  findOrderById,
  gatewayKey,
  type NewOrderLine,
} from '../orders/order-lifecycle.service'
import {
  abandonWaitingChallenges,
  chargePendingOrder,
  findCustomerOrder,
  markPaidOnAccount,
  recordStoreCreditSpent,
  settlePendingOrder,
} from '../orders/order-payment.service'
import {
  HOME_COUNTRY,
  orderToShipWith,
  shippingRateFor,
  taxRateBpFor,
  usableCoupon,
} from './order-quote.service'
import {
  assertCheckoutAllowed,
  checkoutBodyHash,
  PAYMENT_DECLINED_MESSAGE,
  recordDecline,
  type CheckoutGuard,
} from './checkout-guard'
import { packsFromColumn } from '../catalogue/product-packs'
import * as repo from './checkout.repository'

export const PRICES_CHANGED_MESSAGE = 'Prices have changed. Please review your order.'
export const IN_PROGRESS_MESSAGE = 'This order is already being processed. Please wait a moment.'
/** How long a repeated key waits for the first request's payment to finish before answering 409. */
const REPLAY_WAIT_MS = 10_000

/** The shipping rate of a pre-order that ships with an order already paid. */
const NO_SHIPPING_CHARGE = { rate_cents: 0, free_over_cents: null }

/** A checkout failure: `error` repeats the message for the /checkout/failed page (docs/requirements/carts-and-checkout.md §10). */
export function checkoutError(status: number, message: string, extra: Record<string, unknown> = {}) {
  return new AppError(status, message, undefined, { error: message, ...extra })
}

/** Adds the `error` field to any expected failure raised while checking out. */
export function withErrorField(error: unknown): unknown {
  if (error instanceof AppError && error.extra?.error === undefined) {
    return new AppError(error.status, error.message, error.errors, { ...error.extra, error: error.message })
  }
  return error
}

interface PricedLine extends NewOrderLine {
  browserPriceCents: Cents
}

interface OrderQuote {
  lines: PricedLine[]
  totals: OrderTotals
  /** What the totals were made from: an order waiting for approval re-totals its changed lines with them. */
  rates: { coupon: CouponTerms | null; shippingRate: ShippingRate | null; taxRateBp: number }
  coupon: { id: number; code: string } | null
  pickup: boolean
  shippingAddress: string | null
  billingAddress: string | null
  pickupAddress: string | null
  /** A pre-order shipping with this paid order: no shipping charged. */
  shipsWith: { id: number; order_no: string } | null
}

function addressText(address: CheckoutAddress | null | undefined): string | null {
  return address ? JSON.stringify(address) : null
}

/** A line's unit price for a business account with contract prices for the product. */
function contractLinePrice(
  product: { selling_price_cents: Cents; discounted_price_cents: Cents | null; price_breaks: string | null },
  pack: PackCents | null,
  qty: number,
  contracts: readonly ContractPrice[],
  today: string,
  subscriptionPercent: number | null,
): { priceCents: Cents } {
  const { unitCents } = accountUnitPrice({
    piece: {
      oneTimeCents: oneTimePrice(product.selling_price_cents, product.discounted_price_cents),
      breaks: parseStoredBreaks(product.price_breaks),
    },
    pack,
    qty,
    contracts,
    today,
  })
  return {
    priceCents: subscriptionPercent === null ? unitCents : subscriptionPrice(unitCents, subscriptionPercent),
  }
}

/** Prices the order from the database as the browser should have: lines, coupon, shipping, tax. */
async function priceOrder(
  ctx: ServiceContext,
  user: AuthUser,
  payload: CheckoutPayload,
  kind: CheckoutKind,
): Promise<OrderQuote> {
  const k = ctx.db.kysely
  const ids = [...new Set(payload.items.map((i) => i.id))]
  const [products, options, profile, contracts] = await Promise.all([
    repo.findProductsForPricing(k, ids),
    repo.findSubscriptionOptions(k, ids),
    repo.findUserProfile(k, user.id),
    ctx.pricingFlows.accountContracts(k, user.id, ids),
  ])
  const today = shopDay(new Date(), ctx.config.shop.timeZone)
  const byId = new Map(products.map((p) => [p.id, p]))
  const errors: Record<string, string[]> = {}
  const lines: PricedLine[] = []
  payload.items.forEach((item, i) => {
    const product = byId.get(item.id)
    if (!product) {
      errors[`items.${i}.id`] = ['This product is no longer available.']
      return
    }
    // A pack sells at its own price per pack; breaks and discounts belong to the single piece.
    const pack = item.pack
      ? packsFromColumn(product.packs).find((p) => p.code === item.pack!.code)
      : undefined
    if (item.pack && !pack) {
      errors[`items.${i}.pack.code`] = [packNotSoldMessage(product.product_name, item.pack.code)]
      return
    }
    if (pack && item.subscription) {
      errors[`items.${i}.subscription`] = [PACK_NOT_SUBSCRIBED_MESSAGE]
      return
    }
    let subscription: PricedLine['subscription'] = null
    if (item.subscription) {
      const months = item.subscription.interval
      const option = options.find((o) => o.product_id === item.id && o.months === months)
      if (!option) {
        errors[`items.${i}.subscription.interval`] = [
          `${product.product_name} is not offered for Subscribe & Save every ${months} month${months === 1 ? '' : 's'}.`,
        ]
        return
      }
      subscription = { months, discount: option.discount }
    }
    // One pricing rule for browser and server: the cart's priceLine (shared/cart-totals); a business
    // account's contract prices through the one contract rule, Subscribe & Save after it.
    const own = contracts.get(product.id)
    const { priceCents } = own
      ? contractLinePrice(product, pack ?? null, item.qty, own, today, subscription?.discount ?? null)
      : pack
        ? { priceCents: pack.priceCents }
        : priceLine({
            sellingCents: product.selling_price_cents,
            discountedCents: product.discounted_price_cents,
            subscriptionPercent: subscription?.discount ?? null,
            priceBreaks: parseStoredBreaks(product.price_breaks),
            qty: item.qty,
          })
    lines.push({
      productId: product.id,
      name: product.product_name,
      sku: pack?.code ?? product.sku,
      pack: pack ? { code: pack.code, label: pack.label, unitsPerPack: pack.unitsPerPack } : null,
      qty: item.qty,
      unitCents: priceCents,
      lineTotalCents: priceCents * item.qty,
      subscription,
      browserPriceCents: toCents(item.price),
    })
  })
  const first = Object.entries(errors)[0]
  if (first) throw badRequest(`${first[0]}: ${first[1][0]}`, errors)

  const { subTotalCents } = cartTotals(lines)
  // Pre-orders take no coupon (docs/requirements/carts-and-checkout.md §5).
  const coupon =
    kind === 'payment' && payload.couponCode
      ? await usableCoupon(k, payload.couponCode, subTotalCents, user.id)
      : null
  const pickup = payload.pickupOrder
  const country = pickup ? HOME_COUNTRY : (payload.shippingAddress?.country ?? profile?.country ?? null)
  if (!country) {
    throw badRequest('shippingAddress: Shipping address is required.', {
      shippingAddress: ['Shipping address is required.'],
    })
  }
  const [shippingRate, taxRateBp, shipsWith] = await Promise.all([
    pickup ? null : shippingRateFor(k, country),
    taxRateBpFor(k, ctx.config, country),
    kind === 'preorder' && !pickup && payload.shippingAddress
      ? orderToShipWith(k, user.id, payload.shippingAddress)
      : null,
  ])
  // A pre-order shipping with a paid order pays no second shipping (carts-and-checkout.md §8.2).
  const totals = orderTotals({
    subTotalCents,
    coupon,
    shippingRate: shipsWith ? NO_SHIPPING_CHARGE : shippingRate,
    pickup,
    taxRateBp,
  })

  const billing =
    kind === 'preorder'
      ? profile
        ? JSON.stringify({ ...profile, country: profile.country ?? HOME_COUNTRY })
        : null
      : addressText(payload.billingAddress ?? payload.shippingAddress)
  const pickupAddress = pickup
    ? typeof payload.pickupAddress === 'string' && payload.pickupAddress
      ? payload.pickupAddress
      : payload.pickupAddress && typeof payload.pickupAddress === 'object'
        ? JSON.stringify(payload.pickupAddress)
        : ctx.config.shop.pickupAddress
    : null
  return {
    lines,
    totals,
    rates: {
      coupon: coupon ? { discount_type: coupon.discount_type, discount_value: coupon.discount_value } : null,
      shippingRate: shipsWith ? NO_SHIPPING_CHARGE : shippingRate,
      taxRateBp,
    },
    coupon: coupon ? { id: coupon.id, code: coupon.code } : null,
    pickup,
    shippingAddress: pickup ? null : addressText(payload.shippingAddress),
    billingAddress: billing,
    pickupAddress,
    shipsWith,
  }
}

function currentFigures(quote: OrderQuote): CheckoutFigures {
  return {
    items: quote.lines.map((l) => ({
      id: l.productId,
      price: toDollars(l.unitCents),
      qty: l.qty,
      subscription: l.subscription
        ? { interval: l.subscription.months, discount: l.subscription.discount }
        : null,
      pack: l.pack?.code ?? null,
    })),
    subTotal: toDollars(quote.totals.subTotalCents),
    couponDiscount: toDollars(quote.totals.couponDiscountCents),
    shippingCharge: toDollars(quote.totals.shippingChargeCents),
    taxAmount: toDollars(quote.totals.taxCents),
    total: toDollars(quote.totals.totalCents),
  }
}

/** 409 with the server's figures when any line price or total differs from the browser's, to the cent. */
function assertSameFigures(payload: CheckoutPayload, quote: OrderQuote) {
  const t = quote.totals
  const same =
    quote.lines.every((l) => l.browserPriceCents === l.unitCents) &&
    toCents(payload.subTotal) === t.subTotalCents &&
    toCents(payload.couponDiscount) === t.couponDiscountCents &&
    toCents(payload.shippingCharge) === t.shippingChargeCents &&
    toCents(payload.taxAmount) === t.taxCents &&
    toCents(payload.total) === t.totalCents
  if (!same) {
    throw checkoutError(409, PRICES_CHANGED_MESSAGE, {
      code: API_ERROR_CODES.pricesChanged,
      current: currentFigures(quote),
    })
  }
}

/** The subscription messages of an order's answer. */
async function subscriptionMessages(ctx: ServiceContext, orderId: number): Promise<string[]> {
  const subs = await repo.findOrderSubscriptions(ctx.db.kysely, orderId)
  return subs.map((s) => {
    const names = (JSON.parse(s.items) as { name: string }[]).map((i) => i.name).join(', ')
    const every = s.month === 1 ? 'every month' : `every ${s.month} months`
    return `Subscription ${s.subscription_no} started: ${names}, delivered ${every}. Next delivery on ${formatDate(s.next_date)}.`
  })
}

async function successAnswer(ctx: ServiceContext, order: OrderRow): Promise<CheckoutSuccessResponse> {
  return {
    data: {
      orderNumber: order.order_no,
      transactionID: order.transaction_id ?? '',
      Subscriptions: await subscriptionMessages(ctx, order.id),
      shipsWithOrder: order.ships_with_order_id
        ? ((await repo.findOrderNumber(ctx.db.kysely, order.ships_with_order_id)) ?? null)
        : null,
    },
  }
}

/** What checkout answers: the order paid, or (202) a challenge the buyer must answer first. */
export type PaymentAnswer = CheckoutSuccessResponse | CheckoutActionResponse
/** ...or (202) an order on account waiting for an Approver. */
export type CheckoutAnswer = PaymentAnswer | AwaitingApproval

export function needsAction(answer: CheckoutAnswer): answer is CheckoutActionResponse {
  return 'status' in answer.data && answer.data.status === 'requires_action'
}

/** An order on account that waits for an Approver (202): no order is placed yet. */
export function awaitsApproval(answer: CheckoutAnswer): answer is AwaitingApproval {
  return 'status' in answer.data && answer.data.status === 'awaiting_approval'
}

type IntentAction = CheckoutActionResponse['data']['action']

function actionAnswer(orderNumber: string, action: IntentAction): CheckoutActionResponse {
  return {
    data: {
      status: 'requires_action',
      orderNumber,
      action: { type: action.type, url: action.url, clientSecret: action.clientSecret },
    },
  }
}

/** The challenge a pending order waits on, as the provider says; undefined when it waits on none. */
async function waitingAction(ctx: ServiceContext, order: OrderRow) {
  try {
    const record = await ctx.gateway.lookup({ idempotencyKey: gatewayKey(order) })
    if (record.status === 'requires_action' && record.action)
      return actionAnswer(order.order_no, record.action)
  } catch (error) {
    ctx.log.warn({ err: error, orderId: order.id }, 'gateway lookup failed while replaying')
  }
  return undefined
}

export const KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for a different order.'

function keyReused() {
  return new AppError(
    422,
    KEY_REUSED_MESSAGE,
    { 'idempotency-key': [KEY_REUSED_MESSAGE] },
    { error: KEY_REUSED_MESSAGE },
  )
}

/** A repeated key whose first request made an order wait for approval answers that wait again. */
async function replayWait(
  k: ServiceContext['db']['kysely'],
  userId: number,
  idempotency: { key: string; bodyHash: string },
): Promise<AwaitingApproval | null> {
  const waited = await earlierWait(k, userId, idempotency)
  if (waited === 'reused') throw keyReused()
  return waited
}

/**
 * A repeated Idempotency-Key answers the first request's result, waiting briefly while it is in
 * flight; with a different body it is refused (422) and nothing is charged.
 */
async function replayOrder(ctx: ServiceContext, first: OrderRow, bodyHash: string): Promise<PaymentAnswer> {
  if (first.idempotency_body_hash && first.idempotency_body_hash !== bodyHash) {
    throw new AppError(
      422,
      KEY_REUSED_MESSAGE,
      { 'idempotency-key': [KEY_REUSED_MESSAGE] },
      {
        error: KEY_REUSED_MESSAGE,
      },
    )
  }
  let order = first
  const deadline = Date.now() + REPLAY_WAIT_MS
  for (let round = 0; order.payment_status === 'pending' && Date.now() < deadline; round++) {
    // An attempt waiting for its buyer's challenge answers the same challenge again (asked about
    // once a second, not on every poll: a real provider's lookup is a network call).
    if (round % 10 === 0) {
      const waiting = await waitingAction(ctx, order)
      if (waiting) return waiting
    }
    await new Promise((r) => setTimeout(r, 100))
    order = (await findOrderById(ctx.db.kysely, first.id)) ?? order
  }
  if (order.payment_status === 'pending')
    throw checkoutError(409, IN_PROGRESS_MESSAGE, { code: API_ERROR_CODES.orderInProgress })
  if (order.payment_status === 'failed')
    throw checkoutError(422, PAYMENT_DECLINED_MESSAGE, { code: API_ERROR_CODES.cardDeclined })
  return successAnswer(ctx, order)
}

/**
 * Places an order from the normal cart ('payment') or the backorder cart ('preorder'): re-prices it,
 * refuses changed figures (409), reserves stock and creates the pending order (transaction 1), charges
 * the card with no transaction open, then marks it paid or failed (transaction 2). The same
 * Idempotency-Key from the same user never makes a second order or a second charge; without a key
 * nothing is deduplicated. Attempts and declines are limited per account and address.
 */
export async function placeOrder(
  ctx: ServiceContext,
  user: AuthUser,
  payload: CheckoutPayload,
  kind: CheckoutKind,
  idempotencyKey: string | undefined,
  guard: CheckoutGuard,
): Promise<CheckoutAnswer> {
  if (kind === 'payment' && payload.back_order === 1) {
    throw badRequest('back_order: Pre-orders go to checkout/preorder.', { back_order: ['must be 0 here'] })
  }
  if (kind === 'preorder' && payload.back_order === 0) {
    throw badRequest('back_order: Normal orders go to checkout/payment.', { back_order: ['must be 1 here'] })
  }
  const k = ctx.db.kysely
  const idempotency = idempotencyKey
    ? { key: idempotencyKey, bodyHash: checkoutBodyHash(payload, kind) }
    : null
  if (idempotency) {
    const earlier = await repo.findOrderByIdempotencyKey(k, user.id, idempotency.key)
    if (earlier) return replayOrder(ctx, earlier, idempotency.bodyHash)
    const waited = await replayWait(k, user.id, idempotency)
    if (waited) return waited
  }
  await assertCheckoutAllowed(guard, user.id)
  // Professional-only products: verified professionals only, whatever the browser sent.
  const productIds = payload.items.map((i) => i.id)
  await assertProfessionalLinesAllowed(k, user.id, productIds, ctx.config.shop.timeZone)

  const quote = await priceOrder(ctx, user, payload, kind)
  assertSameFigures(payload, quote)
  const onAccount = payload.payOnAccount ?? null
  if (onAccount && quote.lines.some((l) => l.subscription)) {
    throw unprocessable(SUBSCRIPTION_ON_ACCOUNT_MESSAGE, { payOnAccount: [SUBSCRIPTION_ON_ACCOUNT_MESSAGE] })
  }
  // A new card's token from the card element, or one of the buyer's own saved cards (404 otherwise).
  const savedCard =
    !onAccount && payload.paymentMethodId ? await ownSavedCard(ctx, user.id, payload.paymentMethodId) : null
  const cardToken = savedCard?.token ?? payload.paymentToken ?? null
  // A challenge this buyer walked away from is cancelled before they try again, giving its stock back.
  if (!onAccount) await abandonWaitingChallenges(ctx, user.id)
  const today = isoDateIn(new Date(), ctx.config.shop.timeZone)
  // An approval rule may hold orders with professional-only items for an Approver.
  const professionalItems = onAccount ? await hasProfessionalProducts(k, productIds) : false

  let created: { id: number; orderNo: string; credit: number }
  let waiting: AwaitingApproval | null = null
  let waitingAccountId = 0
  try {
    created = await writeTransaction(ctx.db, async (trx) => {
      // Pay on account: the account row is locked and the credit checked before the order takes any
      // stock (docs/decisions/0112-business-accounts-and-pay-on-account.md).
      const claim = onAccount
        ? await claimAccountCredit(trx, user.id, {
            totalCents: quote.totals.totalCents,
            poNumber: onAccount.poNumber,
            today,
          })
        : null
      // Over a Buyer's limit or an approval rule: the order waits for an Approver instead, its
      // prices held and its stock reserved (docs/decisions/0139-clinic-teams-members-roles-and-invitations.md).
      const reasons = claim
        ? await approvalNeeded(trx, claim, {
            totalCents: quote.totals.totalCents,
            hasProfessionalItems: professionalItems,
            now: nowIso(),
            timeZone: ctx.config.shop.timeZone,
          })
        : []
      if (claim && reasons.length) {
        waitingAccountId = claim.accountId
        waiting = await holdForApproval(trx, ctx.approvalFlows, claim, {
          kind,
          lines: quote.lines.map((l) => ({
            productId: l.productId,
            name: l.name,
            sku: l.sku,
            qty: l.qty,
            unitCents: l.unitCents,
            lineTotalCents: l.lineTotalCents,
            pack: l.pack ?? null,
          })),
          terms: {
            ...quote.rates,
            coupon: quote.coupon && quote.rates.coupon ? { ...quote.coupon, ...quote.rates.coupon } : null,
            pickup: quote.pickup,
            shippingAddress: quote.shippingAddress,
            billingAddress: quote.billingAddress,
            pickupAddress: quote.pickupAddress,
            shipsWithOrderId: quote.shipsWith?.id ?? null,
          },
          reasons,
          totalCents: quote.totals.totalCents,
          now: nowIso(),
          stockHoldHours: ctx.config.approvalStockHoldHours,
          idempotency,
        })
        return { id: 0, orderNo: '', credit: 0 }
      }
      const made = await createPendingOrder(trx, ctx.orderFlows, {
        user: { id: user.id, email: user.email },
        lines: quote.lines,
        totals: quote.totals,
        coupon: quote.coupon,
        backOrder: kind === 'preorder',
        pickup: quote.pickup,
        shippingAddress: quote.shippingAddress,
        billingAddress: quote.billingAddress,
        pickupAddress: quote.pickupAddress,
        shipsWithOrderId: quote.shipsWith?.id ?? null,
        idempotency,
      })
      if (claim) {
        const now = nowIso()
        await invoiceOrder(trx, claim, { ...made, totalCents: quote.totals.totalCents }, today, now)
        await markPaidOnAccount(trx, ctx.orderFlows, made.id, now)
        return { ...made, credit: 0 }
      }
      // The customer's store credit pays first; the card pays the rest.
      const credit = await spendCreditOnOrder(trx, user.id, made.id, quote.totals.totalCents)
      if (credit > 0) await recordStoreCreditSpent(trx, made.id, credit)
      return { ...made, credit }
    })
  } catch (error) {
    // A concurrent request with the same key won the unique (user_id, idempotency_key) index.
    if (idempotency && isUniqueViolation(error)) {
      const first = await repo.findOrderByIdempotencyKey(k, user.id, idempotency.key)
      if (first) return replayOrder(ctx, first, idempotency.bodyHash)
      const waited = await replayWait(k, user.id, idempotency)
      if (waited) return waited
    }
    throw error
  }

  // Set inside the transaction's callback, which the compiler does not follow.
  const waits = waiting as AwaitingApproval | null
  if (waits) {
    await mailApprovers(ctx, waitingAccountId, waits.data.approvalId)
    await clearSavedCart(ctx.db, user.id, kind === 'preorder' ? 'backorderCart' : 'cart')
    return waits
  }
  if (onAccount) {
    // Confirmed on the account's invoice: no card is charged; the invoice and mail follow as for a card.
    ctx.documents?.wake()
    ctx.metrics?.orderPlaced(kind)
    await clearSavedCart(ctx.db, user.id, kind === 'preorder' ? 'backorderCart' : 'cart')
    return {
      data: {
        orderNumber: created.orderNo,
        transactionID: '',
        Subscriptions: [],
        shipsWithOrder: quote.shipsWith?.order_no ?? null,
      },
    }
  }

  const outcome = await chargePendingOrder(
    ctx,
    { id: created.id, order_no: created.orderNo, idempotency_key: idempotency?.key ?? null },
    cardShareCents({ grandTotalCents: quote.totals.totalCents, storeCreditCents: created.credit }),
    // The schema lets no card payment through without a token or a saved card.
    { type: 'token', token: cardToken! },
    // 'Save this card', and Subscribe & Save (its renewals are charged to this order's card), have
    // the gateway keep the card: it becomes one of the buyer's saved cards when the order is paid.
    { saveForReuse: payload.saveCard || quote.lines.some((l) => l.subscription) },
  )
  if (outcome.result === 'requires_action') {
    // The order waits (stock held) for the buyer's challenge; paid only on the provider's word.
    if (outcome.action) return actionAnswer(created.orderNo, outcome.action)
    throw checkoutError(409, IN_PROGRESS_MESSAGE, { code: API_ERROR_CODES.orderInProgress })
  }
  if (outcome.result === 'unreachable') {
    // The outcome is unknown: the order stays pending (stock held) until `shop settle` asks the gateway.
    ctx.log.error(
      { err: outcome.error, orderId: created.id },
      'payment gateway unreachable; order left pending',
    )
    throw checkoutError(
      503,
      'We could not reach the payment service. Your order will be confirmed or cancelled within minutes; you will not be charged twice.',
    )
  }
  if (outcome.result === 'declined') {
    await recordDecline(guard, user.id, { orderId: created.id, reason: outcome.message })
    ctx.metrics?.paymentDeclined()
    throw checkoutError(422, PAYMENT_DECLINED_MESSAGE, { code: API_ERROR_CODES.cardDeclined })
  }
  if (outcome.result === 'refunded') {
    // Settled as failed while the gateway was answering (a staff `settle` on a stuck order).
    ctx.log.warn(
      { orderId: created.id, refund: outcome.refund },
      'charge arrived for an order settled as failed',
    )
    throw checkoutError(409, 'Your payment could not be completed and has been refunded. Please try again.')
  }
  ctx.metrics?.orderPlaced(kind)
  // The cart became an order: every device of the shopper sees it empty (as this browser empties it).
  await clearSavedCart(ctx.db, user.id, kind === 'preorder' ? 'backorderCart' : 'cart')
  // What successAnswer would read back, known here: the order is not read again.
  return {
    data: {
      orderNumber: created.orderNo,
      transactionID: outcome.transactionId,
      Subscriptions: quote.lines.some((l) => l.subscription)
        ? await subscriptionMessages(ctx, created.id)
        : [],
      shipsWithOrder: quote.shipsWith?.order_no ?? null,
    },
  }
}

/**
 * After the buyer answered a challenge: asks the provider about the customer's own waiting order
 * (never the browser's word) and answers as checkout would: paid (200), still waiting (202 with the
 * same challenge, or 409 while the bank decides), or failed (422 'Card declined', after which a new
 * attempt with another card is made under a new key). Another customer's order answers 404.
 */
export async function confirmPayment(
  ctx: ServiceContext,
  user: AuthUser,
  orderNumber: string,
  guard: CheckoutGuard,
): Promise<PaymentAnswer> {
  const order = await findCustomerOrder(ctx, user.id, orderNumber)
  if (!order || order.payment_method === 'account') throw checkoutError(404, 'Order not found.')
  const outcome = order.payment_status === 'pending' ? await settlePendingOrder(ctx, order, {}) : 'unchanged'
  const now = (await findOrderById(ctx.db.kysely, order.id)) ?? order
  if (now.payment_status === 'pending') {
    const waiting = await waitingAction(ctx, now)
    if (waiting) return waiting
    throw checkoutError(409, IN_PROGRESS_MESSAGE, { code: API_ERROR_CODES.orderInProgress })
  }
  if (now.payment_status === 'failed') {
    if (outcome === 'failed') {
      await recordDecline(guard, user.id, { orderId: now.id, reason: now.payment_error ?? 'Card declined' })
      ctx.metrics?.paymentDeclined()
    }
    throw checkoutError(422, PAYMENT_DECLINED_MESSAGE, { code: API_ERROR_CODES.cardDeclined })
  }
  if (outcome === 'paid') {
    const kind: CheckoutKind = now.back_order ? 'preorder' : 'payment'
    ctx.metrics?.orderPlaced(kind)
    await clearSavedCart(ctx.db, user.id, kind === 'preorder' ? 'backorderCart' : 'cart')
  }
  return successAnswer(ctx, now)
}
