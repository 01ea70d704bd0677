import type { ShopInfo } from '@shop/shared/schemas/shop-info'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { MailLink, PolicyPage, type PolicySection } from './policy-page'

/**
 * docs/requirements/storefront.md §8: the return policy. No returns once Out for Delivery or opened;
 * damage or defects reported within 48 hours; cancellation only before Out for Delivery.
 */
export function ReturnPolicy({ shop }: { shop: ShopInfo }) {
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
            Many of our products are medical and personal-care items. To protect the health and safety of
            every customer, we cannot accept returns or exchanges once an order is Out for Delivery, or of any
            product that has been opened or whose seal has been broken.
          </p>
          <p>
            Please check the size, strength, quantity and product details before you order, and ask us if you
            are not sure which product is right for you. We are happy to help.
          </p>
        </>
      ),
    },
    {
      id: 'damaged-or-defective',
      heading: 'Damaged, defective or wrong items',
      body: (
        <>
          <p>
            If an item arrives damaged or defective, or is not what you ordered, you must report it to us
            within 48 hours of delivery or pickup. E-mail <MailLink email={shop.email} /> with:
          </p>
          <ul>
            <li>your order number;</li>
            <li>the product and what is wrong with it; and</li>
            <li>photos of the item and its packaging.</li>
          </ul>
          <p>
            Keep the item and its packaging until we have replied. Once we have confirmed the problem we will
            replace the item or refund it, together with any delivery charge, at no cost to you. We cannot
            accept reports made more than 48 hours after delivery or pickup.
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
