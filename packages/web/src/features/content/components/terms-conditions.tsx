import type { ShopInfo } from '@shop/shared/schemas/shop-info'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { MailLink, PolicyPage, type PolicySection } from './policy-page'

/** docs/requirements/storefront.md §8: effective 30 August 2023, 18 or over, orders may be declined, Bermuda law. */
export function TermsConditions({ shop }: { shop: ShopInfo }) {
  const sections: PolicySection[] = [
    {
      id: 'about',
      heading: 'About these terms',
      body: (
        <>
          <p>
            These Terms &amp; Conditions apply to your use of the {shop.name} website and to every order you
            place with us, whether for delivery or for pickup at our store. By using the website or placing an
            order you agree to them. Please read them together with our{' '}
            <Link to={paths.privacy}>Privacy Policy</Link> and our{' '}
            <Link to={paths.refund}>Return Policy</Link>, which form part of these terms.
          </p>
          <p>
            In these terms, &lsquo;we&rsquo;, &lsquo;us&rsquo; and &lsquo;our&rsquo; mean {shop.name}, of{' '}
            {shop.hq_address}; &lsquo;you&rsquo; means the person using the website or placing an order.
          </p>
        </>
      ),
    },
    {
      id: 'eligibility',
      heading: 'Who may buy from us',
      body: (
        <p>
          You must be 18 years of age or over to create an account or to place an order. By placing an order
          you confirm that you are 18 or over and that the information you give us, including your name,
          contact details and delivery address, is true, complete and yours to give. We may ask for proof of
          age or identity before we release an order.
        </p>
      ),
    },
    {
      id: 'account',
      heading: 'Your account',
      body: (
        <p>
          You are responsible for keeping your password private and for everything done through your account.
          Choose a password you do not use elsewhere. If you think someone else has used your account, change
          your password straight away and tell us at <MailLink email={shop.email} />.
        </p>
      ),
    },
    {
      id: 'products',
      heading: 'Products and health information',
      body: (
        <>
          <p>
            We describe and photograph our products as accurately as we can, but packaging changes from time
            to time and colours on screen may differ from the real thing. Always read the label and the
            manufacturer&rsquo;s instructions before use.
          </p>
          <p>
            The information on this website, including our blog, is general information and not medical
            advice. It does not replace a consultation with your doctor, nurse or pharmacist, particularly if
            you are pregnant, have a medical condition or take other medicines.
          </p>
        </>
      ),
    },
    {
      id: 'prices',
      heading: 'Prices and payment',
      body: (
        <>
          <p>
            Prices are shown in US dollars (the Bermuda dollar is at par with the US dollar). The delivery
            charge, any coupon discount and any tax that applies are shown at checkout before you pay. Bermuda
            has no sales tax; where a tax does apply it is added as a separate line, never hidden in the
            price.
          </p>
          <p>
            We accept payment by credit or debit card. Your card is charged when you place your order. Card
            details go directly to our payment processor: we never store your card number or security code,
            and keep only the card brand and last four digits for your records.
          </p>
          <p>
            If a price on the website is wrong because of an obvious error, we are not obliged to sell at that
            price. We will tell you and you may either confirm the order at the correct price or cancel it for
            a full refund.
          </p>
        </>
      ),
    },
    {
      id: 'orders',
      heading: 'Orders and our right to decline them',
      body: (
        <>
          <p>
            Your order is an offer to buy. A contract is made when we confirm your order by e-mail. We may
            decline or cancel any order, in whole or in part, before it is dispatched, including when a
            product is no longer available, when a price or description is wrong, when we cannot deliver to
            the address given, when an order exceeds reasonable household quantities, or when we suspect fraud
            or misuse.
          </p>
          <p>
            If we decline or cancel an order you have paid for, we refund the full amount to the card you paid
            with.
          </p>
        </>
      ),
    },
    {
      id: 'pre-orders',
      heading: 'Pre-orders (backorders)',
      body: (
        <p>
          Items that are out of stock may be offered as a pre-order. Pre-orders are placed through a separate
          backorder cart and checkout and are paid for when you place them. We dispatch them as soon as new
          stock arrives; any date we give is an estimate, not a guarantee. You may cancel a pre-order for a
          full refund at any time before it is Out for Delivery.
        </p>
      ),
    },
    {
      id: 'subscribe-save',
      heading: 'Subscribe & Save',
      body: (
        <p>
          With Subscribe &amp; Save you receive a product repeatedly at the interval you choose, at the
          subscription discount shown on the product page when you subscribe. Each delivery is charged to your
          card shortly before it is prepared, at the then current price less your discount. You can see and
          cancel your subscriptions at any time under Subscribe &amp; Save in your account; a cancellation
          applies to every delivery not yet Out for Delivery. We may change or end the programme by giving you
          notice by e-mail before your next delivery.
        </p>
      ),
    },
    {
      id: 'delivery',
      heading: 'Delivery and pickup',
      body: (
        <p>
          We deliver across Bermuda and, for some products, abroad; the charge depends on the destination and
          your order&rsquo;s value and is shown at checkout. You may instead choose to collect your order from
          our store at {shop.pickup_address}. Delivery times are estimates. The goods become your
          responsibility once they are delivered to the address you gave or collected from our store.
        </p>
      ),
    },
    {
      id: 'returns',
      heading: 'Cancellations and returns',
      body: (
        <p>
          Orders can be cancelled only before they are Out for Delivery. For health and safety reasons we
          cannot accept returns once an order is Out for Delivery or a product has been opened. Damaged or
          defective goods must be reported within 48 hours. The full rules are in our{' '}
          <Link to={paths.refund}>Return Policy</Link>.
        </p>
      ),
    },
    {
      id: 'reviews',
      heading: 'Reviews you post',
      body: (
        <p>
          Reviews must be honest, about the product, and free of personal health details of other people,
          offensive language and advertising. We may decline or remove a review that breaks these rules. By
          posting a review you allow us to show it on our website.
        </p>
      ),
    },
    {
      id: 'liability',
      heading: 'Our liability',
      body: (
        <p>
          Nothing in these terms limits our liability for death or personal injury caused by our negligence,
          for fraud, or for anything else that cannot be limited by law. Otherwise, our total liability to you
          for any order is limited to the price you paid for it, and we are not liable for losses that were
          not foreseeable when the contract was made or for business losses.
        </p>
      ),
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      body: (
        <p>
          We may update these terms from time to time. The version shown on the website when you place an
          order is the one that applies to that order. The effective date at the top of this page tells you
          when they last changed.
        </p>
      ),
    },
    {
      id: 'law',
      heading: 'Governing law',
      body: (
        <p>
          These terms, and any dispute or claim arising out of or in connection with them or with an order,
          are governed by the laws of Bermuda. The courts of Bermuda have exclusive jurisdiction.
        </p>
      ),
    },
    {
      id: 'contact',
      heading: 'Contact us',
      body: (
        <p>
          Questions about these terms? E-mail us at <MailLink email={shop.email} />, call {shop.phone}, or
          write to {shop.mailing_address}.
        </p>
      ),
    },
  ]
  return (
    <PolicyPage
      title="Terms & Conditions"
      dateLine="Effective 30 August 2023"
      intro={
        <p>
          Thank you for shopping with {shop.name}. These terms explain how ordering from us works and what you
          and we can expect of each other.
        </p>
      }
      sections={sections}
    />
  )
}
