import { API_ERROR_CODES } from '@shop/shared/api-error'
import { dueDateFor } from '@shop/shared/business-account'
import { isoDateIn } from '@shop/shared/format'
import { lineCents, lineTotalCents } from '@shop/shared/cart-totals'
import type { OrderTotals } from '@shop/shared/order-totals'
import { useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { useShopTimeZone } from '../../../lib/shop-time-zone'
import { toast } from '../../../lib/toast'
import { paths } from '../../../config/paths'
import { useAppDispatch, useAppSelector } from '../../../store/hooks'
import { sessionEnded } from '../../../store/session'
import type { CheckoutInputs } from '../checkout-inputs'
import { checkoutRefusal, type CheckoutRefusal } from '../checkout-refusal'
import {
  checkoutAmounts,
  confirmPayment,
  newIdempotencyKey,
  placeOrder,
  type CheckoutChallenge,
  type PlaceOrderOutcome,
  useGetPickupAddressQuery,
  type CheckoutFailedState,
  type CheckoutSuccessState,
} from '../checkout.api'
import { checkoutCleared, selectCheckout } from '../checkout.slice'
import type { PaymentChoice } from '../components/payment-form'
import type { AddressChoiceState } from './use-address-choice'

/** Said beside Pay when the buyer closed their bank's check. */
export const CHALLENGE_ABANDONED_MESSAGE = 'The payment was not completed: your bank’s check was closed.'

/**
 * Placing the order: sends the lines, figures and addresses with the card (or the business account), then goes by the answer's
 * status and code: placed → success page; 401 → session ended; 409 prices_changed → the shop's
 * current figures and a fresh look at the cart; an unknown outcome (no answer, 5xx, 409
 * order_in_progress) → the same Idempotency-Key on the next press; a declined card → failure page;
 * any other refusal (the account, a professional-only line, stock) → said in the checkout itself.
 */
export function usePlaceOrder(
  inputs: CheckoutInputs,
  addresses: AddressChoiceState,
  money: { figures: OrderTotals; couponCode: string | null; refetch: () => void },
  /** The store credit this order spends before the card, and the account's terms when paying on it. */
  means: { storeCreditCents: number; accountTermsDays: number | null },
) {
  const { kind, lines } = inputs
  const preorder = kind === 'preorder'
  const dispatch = useAppDispatch()
  const timeZone = useShopTimeZone()
  const navigate = useNavigate()
  const checkout = useAppSelector(selectCheckout)
  const pickupAddress = useGetPickupAddressQuery(undefined, { skip: preorder })
  // One key per checkout attempt, kept for a retry of the same attempt.
  const attemptKey = useRef<string | null>(null)
  const [retryNotice, setRetryNotice] = useState<string | null>(null)
  const [pricesChanged, setPricesChanged] = useState<OrderTotals | null>(null)
  const [refusal, setRefusal] = useState<CheckoutRefusal | null>(null)
  // Re-checking the lines against current prices and stock remounts the check (after a 409).
  const [cartCheckRound, setCartCheckRound] = useState(0)

  // The bank's challenge the order waits for (3-D Secure), shown in the checkout.
  const [challenge, setChallenge] = useState<CheckoutChallenge | null>(null)
  // How the waiting order was paid, for its confirmation once the bank has answered.
  const lastPayment = useRef<PaymentChoice | null>(null)

  const pay = async (payment: PaymentChoice) => {
    setRetryNotice(null)
    setPricesChanged(null)
    setRefusal(null)
    setChallenge(null)
    lastPayment.current = payment
    attemptKey.current ??= newIdempotencyKey()
    const { figures } = money
    const pickup = addresses.pickup
    const outcome = await dispatch(
      placeOrder(
        kind,
        {
          items: lines.map((l) => ({
            id: l.id,
            qty: l.qty,
            price: l.price,
            ...(l.subscription ? { subscription: { interval: l.subscription.interval } } : {}),
            ...(l.pack ? { pack: { code: l.pack.code } } : {}),
          })),
          ...checkoutAmounts(figures),
          couponCode: money.couponCode,
          shippingAddress: addresses.shippingAddress,
          billingAddress: addresses.billingAddress,
          pickupOrder: pickup,
          pickupAddress: pickup ? (checkout.pickupAddress ?? pickupAddress.data ?? null) : null,
          back_order: preorder ? 1 : 0,
          ...payment,
        },
        attemptKey.current,
      ),
    )
    settle(outcome, payment)
  }

  /** The buyer answered the bank: the shop asks the provider and answers as checkout does. */
  const challengeAnswered = async () => {
    if (!challenge) return
    const { orderNumber } = challenge
    setChallenge(null)
    if (lastPayment.current) settle(await dispatch(confirmPayment(orderNumber)), lastPayment.current)
  }

  /**
   * The buyer closed the bank's page: nothing was charged, and the next Pay is a new attempt (the
   * shop cancels the challenge left waiting before it charges anything).
   */
  const challengeAbandoned = () => {
    setChallenge(null)
    attemptKey.current = null
    setRefusal({
      message: CHALLENGE_ABANDONED_MESSAGE,
      advice: 'Nothing was charged. Press Pay to try again, with this card or another.',
    })
  }

  /** Where an answer of checkout (or of its confirm call) leads. */
  const settle = (outcome: PlaceOrderOutcome, payment: PaymentChoice) => {
    if (outcome.ok === 'needs_action') {
      setChallenge(outcome.challenge)
      return
    }
    if (outcome.ok === 'awaiting_approval') {
      // Over a limit or an approval rule: the order waits for an Approver instead of being placed.
      attemptKey.current = null
      inputs.clearCart()
      dispatch(checkoutCleared())
      // The Approvals page shows what it waits for (its state's `awaiting`).
      navigate(paths.businessAccountApprovals, { state: { awaiting: outcome.awaiting }, replace: true })
      return
    }
    if (outcome.ok) {
      const { figures } = money
      const pickup = addresses.pickup
      attemptKey.current = null
      inputs.clearCart()
      dispatch(checkoutCleared())
      const state: CheckoutSuccessState = {
        result: outcome.result,
        preorder,
        summary: {
          lines: lines.map((l) => ({
            rowId: l.rowId,
            name: l.name,
            pack: l.pack?.label ?? null,
            qty: l.qty,
            totalCents: lineTotalCents(lineCents(l)),
          })),
          totalCents: figures.totalCents,
          // The server spends the credit and dates the invoice by the same shared rules.
          payment:
            'payOnAccount' in payment
              ? {
                  kind: 'account',
                  poNumber: payment.payOnAccount.poNumber,
                  dueOn: dueDateFor(isoDateIn(new Date(), timeZone), means.accountTermsDays ?? 0),
                }
              : {
                  kind: 'card',
                  storeCreditCents: means.storeCreditCents,
                  cardCents: figures.totalCents - means.storeCreditCents,
                },
          couponCode: figures.couponDiscountCents > 0 ? money.couponCode : null,
          couponCents: figures.couponDiscountCents,
          shippingCents: figures.shippingChargeCents,
          taxCents: figures.taxCents,
          pickup,
          address: pickup
            ? (checkout.pickupAddress ?? pickupAddress.data ?? null)
            : addresses.shippingAddress,
        },
      }
      navigate(paths.checkoutSuccess, { state, replace: true })
      return
    }
    const { failure, code } = outcome
    if (outcome.retryable || code === API_ERROR_CODES.orderInProgress) {
      // The outcome is unknown: the same key lets the next press find the first answer.
      setRetryNotice(failure.message)
      return
    }
    attemptKey.current = null
    if (failure.status === 401) {
      dispatch(sessionEnded())
      toast.info('Your session has ended. Please log in again.', { toastId: 'session-ended' })
      return
    }
    if (code === API_ERROR_CODES.pricesChanged && outcome.current) {
      // Nothing was charged: show what the shop charges now and bring the lines up to date.
      setPricesChanged(outcome.current)
      setCartCheckRound((n) => n + 1)
      money.refetch()
      return
    }
    const said = checkoutRefusal(failure, code)
    if (said) {
      setRefusal(said)
      return
    }
    const state: CheckoutFailedState = {
      failure,
      retryTo: preorder ? paths.confirmPreorder : paths.confirmOrder,
    }
    navigate(paths.checkoutFailed, { state })
  }

  return {
    pay,
    challenge,
    challengeAnswered,
    challengeAbandoned,
    processing: checkout.loading,
    retryNotice,
    refusal,
    pricesChanged,
    cartCheckRound,
    pickupAddress: pickupAddress.data,
  }
}
