import {
  DEFAULT_RETURN_WINDOW_DAYS,
  RETURNABILITY,
  RETURNABILITY_LABELS,
  RETURNABILITY_NOTES,
} from '@shop/shared/returns'
import type { ShopInfo } from '@shop/shared/schemas/shop-info'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { MailLink, PolicyPage, type PolicySection } from './policy-page'

/**
 * docs/requirements/storefront.md §8: the return policy. Returns are started from a delivered order
 * within the owner's window, under each product's rule (shared/returns.ts); cancellation only
 * before Out for Delivery.
 */
export function ReturnPolicy({ shop }: { shop: ShopInfo }) {
  const window = shop.return_window_days ?? DEFAULT_RETURN_WINDOW_DAYS
  const sections: PolicySection[] = [
    {
      id: 'cancelling',
      heading: 'Cancelling an order',
      body: (
        <>
          <p>
            You can cancel an order only before its status is Out for Delivery. To cancel, e-mail{' '}
            <MailLink email={shop.email} /> or call {shop.phone} with your order number as soon as possible.
            We refund the full amount, including any delivery charge, to the card you paid with.
          </p>
          <p>
            Once an order is Out for Delivery it can no longer be cancelled. You can follow each order&rsquo;s
            status under <Link to={paths.dashboardOrders}>My Orders</Link> in your account.
          </p>
        </>
      ),
    },
    {
      id: 'returns',
      heading: 'Returns',
      body: (
        <>
          <p>
            You can start a return from a delivered order under{' '}
            <Link to={paths.dashboardOrders}>My Orders</Link> for {window} days after delivery: choose the
            items and how many, tell us why, add photos if you like, and choose a refund to your card or store
            credit. We reply by e-mail, and the order page shows where your return is.
          </p>
          <p>
            Many of our products are medical and personal-care items, so each product page says which rule it
            follows:
          </p>
          <ul>
            {RETURNABILITY.map((rule) => (
              <li key={rule}>
                <strong>{RETURNABILITY_LABELS[rule]}</strong>: {RETURNABILITY_NOTES[rule]}
              </li>
            ))}
          </ul>
          <p>
            Once a return is approved, drop the items off at our Hamilton store ({shop.pickup_address}), or
            use the prepaid label we send you. Returned items are inspected before anything goes back on the
            shelf.
          </p>
        </>
      ),
    },
    {
      id: 'damaged-or-defective',
      heading: 'Damaged, defective, expired or wrong items',
      body: (
        <>
          <p>
            If an item arrives damaged, expired or is not what you ordered, start a return within the {window}{' '}
            days and add photos of the item and its packaging. These come back whatever the product&rsquo;s
            rule, and we refund the item with its share of tax, and the delivery charge, at no cost to you.
          </p>
          <p>
            Questions? E-mail <MailLink email={shop.email} /> or call {shop.phone} with your order number.
          </p>
        </>
      ),
    },
    {
      id: 'pre-orders-and-subscriptions',
      heading: 'Pre-orders and Subscribe & Save',
      body: (
        <p>
          A pre-order can be cancelled for a full refund at any time before it is Out for Delivery. A
          Subscribe &amp; Save subscription can be cancelled at any time in your account; deliveries already
          Out for Delivery follow the rules above.
        </p>
      ),
    },
    {
      id: 'refunds',
      heading: 'Refunds',
      body: (
        <p>
          Refunds are made to the card used for the order within 5 business days of our approval. Your bank
          may take a few more days to show the refund on your statement.
        </p>
      ),
    },
    {
      id: 'contact',
      heading: 'Contact us',
      body: (
        <p>
          Questions about a return or cancellation? E-mail <MailLink email={shop.email} /> or call{' '}
          {shop.phone}. We reply within 24 hours.
        </p>
      ),
    },
  ]
  return (
    <PolicyPage
      title="Return Policy"
      dateLine="Effective 30 August 2023"
      intro={
        <p>
          We want you to be happy with every order. This policy explains when an order can be cancelled, what
          we can take back, and what to do if something arrives damaged or defective.
        </p>
      }
      sections={sections}
    />
  )
}
