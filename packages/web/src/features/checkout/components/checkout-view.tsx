import { overCreditMessage } from '@shop/shared/business-account'
import { formatMoney, isoDateIn } from '@shop/shared/format'
import type { Cents } from '@shop/shared/money'
import { creditToSpend } from '@shop/shared/store-credit'
import { renewalNotes } from '@shop/shared/subscription-renewals'
import { useShopTimeZone } from '../../../lib/shop-time-zone'
import { Fragment, useState } from 'react'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { useAppDispatch } from '../../../store/hooks'
import type { CheckoutInputs } from '../checkout-inputs'
import { couponRemoved, pickupAddressChosen } from '../checkout.slice'
import { useAddressChoice } from '../hooks/use-address-choice'
import { useCheckoutFigures } from '../hooks/use-checkout-figures'
import { usePlaceOrder } from '../hooks/use-place-order'
import { ChallengeDialog } from './challenge-dialog'
import { CheckoutAddresses } from './checkout-addresses'
import { CheckoutItems } from './checkout-items'
import { CouponForm } from './coupon-form'
import { DeliveryChoice } from './delivery-choice'
import { OrderSummary } from './order-summary'
import { PaymentForm, type PayOnAccountOption } from './payment-form'
import { PricesChanged } from './prices-changed'
import { ProcessingOverlay } from './processing-overlay'

/**
 * The confirm pages, for the normal cart and for a pre-order: the lines, the delivery and address
 * choice, the coupon, the figures (with the store credit the order will spend) and the payment block. The hooks do the work; this lays it out.
 */
export function CheckoutView({
  inputs,
  storeCreditCents = 0,
  businessAccount = null,
}: {
  inputs: CheckoutInputs
  /** The customer's store-credit balance, read by the page (the returns feature keeps it). */
  storeCreditCents?: number
  /** The customer's approved business account, read by the page: the order may be paid on account. */
  businessAccount?: PayOnAccountOption | null
}) {
  const [method, setMethod] = useState<'card' | 'account'>('card')
  const preorder = inputs.kind === 'preorder'
  const dispatch = useAppDispatch()
  const addresses = useAddressChoice(inputs)
  const money = useCheckoutFigures(inputs, addresses)
  const onAccount = businessAccount !== null && method === 'account'
  // The server spends the balance before the card by the same rule; the card pays the rest. An
  // order paid on account is invoiced whole.
  const credit = onAccount ? 0 : creditToSpend(storeCreditCents, money.figures.totalCents)
  const order = usePlaceOrder(inputs, addresses, money, {
    storeCreditCents: credit,
    accountTermsDays: businessAccount?.termsDays ?? null,
  })
  const { pickup } = addresses
  const timeZone = useShopTimeZone()
  const renewals = renewalNotes(inputs.lines, isoDateIn(new Date(), timeZone))
  const byCard = (money.figures.totalCents - credit) as Cents

  const title = preorder ? 'CONFIRM CHECKOUT PROCESS' : 'Confirm Order'
  if (inputs.loading) {
    return (
      <section className="py-5 text-center" aria-busy="true" data-testid="checkout-loading">
        <h1 className="h3">{title}</h1>
        <div className="spinner-border text-primary my-3" aria-hidden="true" />
        <p role="status">Loading your cart and saved addresses…</p>
      </section>
    )
  }
  if (inputs.lines.length === 0) {
    return (
      <section className="py-5 text-center">
        <h1 className="h3">{title}</h1>
        <p>{preorder ? 'Your backorder cart is empty.' : 'Your cart is empty.'}</p>
        <Link className="btn btn-primary" to={paths.allProducts}>
          Continue Shopping
        </Link>
      </section>
    )
  }

  const hasAddress = pickup || Boolean(addresses.shippingAddress)
  const hasBilling = preorder || Boolean(addresses.billingAddress)
  // An order on account beyond the available credit is said before placing, in the server's words.
  const overCredit =
    onAccount && money.settled
      ? overCreditMessage(money.figures.totalCents, businessAccount.availableCents)
      : null
  const ready = money.settled && hasAddress && hasBilling && !overCredit
  const notReadyReason = !hasAddress
    ? 'Choose or add a shipping address.'
    : !hasBilling
      ? 'Choose or add a billing address.'
      : (money.shippingRefused ?? overCredit)

  return (
    <div className="checkout-page">
      <h1 className="h3 mb-3">{title}</h1>
      <Fragment key={order.cartCheckRound}>{inputs.cartCheck}</Fragment>
      <div className="row g-4">
        <div className="col-lg-7 d-grid gap-4 align-content-start">
          <section className="card shadow-sm" aria-labelledby="checkout-items-title">
            <div className="card-body">
              <h2 id="checkout-items-title" className="h5">
                {preorder ? 'Pre-order items' : 'Items'}
              </h2>
              <CheckoutItems lines={inputs.lines} caption={preorder ? 'Backorder cart' : 'Shopping cart'} />
            </div>
          </section>
          {preorder ? null : (
            <section className="card shadow-sm">
              <div className="card-body">
                <DeliveryChoice
                  pickup={pickup}
                  pickupAddress={order.pickupAddress}
                  onChange={(wantsPickup) =>
                    dispatch(pickupAddressChosen(wantsPickup ? (order.pickupAddress ?? null) : null))
                  }
                />
              </div>
            </section>
          )}
          <CheckoutAddresses choice={addresses} preorder={preorder} />
        </div>

        <div className="col-lg-5 d-grid gap-4 align-content-start">
          <section className="card shadow-sm" aria-labelledby="checkout-summary-title">
            <div className="card-body d-grid gap-3">
              <h2 id="checkout-summary-title" className="h5 mb-0">
                Order summary
              </h2>
              {preorder ? null : (
                <div>
                  <CouponForm
                    appliedCode={money.couponCode}
                    discountCents={money.couponDiscountCents}
                    onApply={money.applyCoupon}
                    onRemove={() => dispatch(couponRemoved())}
                  />
                </div>
              )}
              <OrderSummary
                figures={money.figures}
                itemCount={inputs.itemCount}
                pickup={pickup}
                shippingNote={money.shippingNote}
                shipsWithOrderNo={money.shipsWithOrderNo}
                subscriptionSavingsCents={money.subscriptionSavingsCents}
                storeCreditCents={credit}
              />
              {renewals.map((note) => (
                <p key={note} className="small alert alert-info py-2 mt-3 mb-0" data-testid="renewal-note">
                  {note}
                </p>
              ))}
              {order.pricesChanged ? <PricesChanged current={order.pricesChanged} /> : null}
            </div>
          </section>
          <section className="card shadow-sm" aria-labelledby="checkout-payment-title">
            <div className="card-body">
              <h2 id="checkout-payment-title" className="h5">
                Payment
              </h2>
              <PaymentForm
                submitLabel={
                  onAccount
                    ? ready
                      ? `Place order on account (${formatMoney(byCard)})`
                      : 'Place order on account'
                    : ready
                      ? `Pay ${formatMoney(byCard)}`
                      : 'Pay'
                }
                ready={ready}
                processing={order.processing}
                onPay={(payment) => void order.pay(payment)}
                account={businessAccount}
                method={method}
                onMethodChange={setMethod}
                notice={
                  <div aria-live="polite">
                    {order.retryNotice ? (
                      <div className="alert alert-warning small">
                        {order.retryNotice} Press Pay again to retry: you will not be charged twice.
                      </div>
                    ) : null}
                    {order.refusal ? (
                      <div className="alert alert-danger small" role="alert" data-testid="checkout-refusal">
                        <p className="fw-semibold mb-1">{order.refusal.message}</p>
                        <p className="mb-0">{order.refusal.advice}</p>
                      </div>
                    ) : null}
                    {notReadyReason ? (
                      <p className="small text-danger" data-testid="checkout-not-ready">
                        {notReadyReason}
                      </p>
                    ) : null}
                  </div>
                }
              />
            </div>
          </section>
        </div>
      </div>
      {order.challenge ? (
        <ChallengeDialog
          challenge={order.challenge}
          onAnswered={() => void order.challengeAnswered()}
          onClose={order.challengeAbandoned}
        />
      ) : null}
      <ProcessingOverlay show={order.processing} />
    </div>
  )
}
