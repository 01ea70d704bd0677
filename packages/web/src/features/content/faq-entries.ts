import { deliveryPromise } from '@shop/shared/delivery-promise'

/** /faq: questions customers ask most, by topic (docs/decisions/0023-mobile-menu-links-are-real.md). */
export interface FaqEntry {
  id: string
  question: string
  answer: string[]
}

export interface FaqTopic {
  topic: string
  entries: FaqEntry[]
}

/** The FAQ, its delivery answer said from the shop's dispatch cut-off (the one delivery promise). */
export function faqTopics(dispatchCutoff: string): FaqTopic[] {
  return [
    {
      topic: 'Ordering',
      entries: [
        {
          id: 'how-to-order',
          question: 'How do I place an order?',
          answer: [
            'Find a product by browsing a category or brand, or with the search box, then choose Add To Cart. When you are ready, open your cart and choose Proceed To Checkout. You will confirm your delivery or pickup details, review the total and pay by card.',
          ],
        },
        {
          id: 'account-needed',
          question: 'Do I need an account to order?',
          answer: [
            'You can browse and fill your cart without an account. To check out you log in or create a free account, so that you can follow your order, see your invoices and manage subscriptions in one place.',
          ],
        },
        {
          id: 'change-order',
          question: 'Can I change or cancel an order after placing it?',
          answer: [
            'An order can be cancelled until its status is Out for Delivery. Contact us as soon as possible with your order number; we refund the full amount to your card. Once an order is Out for Delivery it can no longer be changed or cancelled.',
          ],
        },
      ],
    },
    {
      topic: 'Pre-orders',
      entries: [
        {
          id: 'what-is-pre-order',
          question: 'What is a pre-order?',
          answer: [
            'When a product is out of stock its button reads Pre Order. Pre-ordered items go into a separate backorder cart with its own checkout, so they never hold up the rest of your shopping. We dispatch them as soon as new stock arrives.',
          ],
        },
        {
          id: 'pre-order-payment',
          question: 'When am I charged for a pre-order, and can I cancel it?',
          answer: [
            'A pre-order is paid when you place it. You can cancel it for a full refund at any time before it is Out for Delivery.',
          ],
        },
      ],
    },
    {
      topic: 'Subscribe & Save',
      entries: [
        {
          id: 'subscribe-save',
          question: 'How does Subscribe & Save work?',
          answer: [
            'On products that offer it, choose Subscribe & Save instead of a one-time purchase and pick how often you want the product delivered, in months. You receive it automatically at that interval and pay a lower price on every delivery: the discount for each interval is shown on the product page.',
          ],
        },
        {
          id: 'cancel-subscription',
          question: 'How do I see or cancel a subscription?',
          answer: [
            'Open Subscribe & Save in your account to see your upcoming deliveries and your active subscriptions. You can cancel a subscription there at any time; nothing more is charged for it after you cancel.',
          ],
        },
      ],
    },
    {
      topic: 'Delivery and pickup',
      entries: [
        {
          id: 'delivery-bermuda',
          question: 'Do you deliver everywhere in Bermuda, and what does it cost?',
          answer: [
            'Yes, we deliver to every parish. The delivery charge depends on where the order is going and on its value, and is shown at checkout before you pay.',
          ],
        },
        {
          id: 'delivery-time',
          question: 'How long does delivery take?',
          answer: [
            `${deliveryPromise(dispatchCutoff)} You can follow each order under My Orders in your account with Track Order.`,
          ],
        },
        {
          id: 'abroad',
          question: 'Do you ship outside Bermuda?',
          answer: [
            'We ship many products abroad. Enter your address at checkout to see the shipping charge for your country.',
          ],
        },
        {
          id: 'pickup',
          question: 'Can I collect my order from the store?',
          answer: [
            'Yes. Choose pickup at checkout and there is no delivery charge. We e-mail you when your order is ready, usually within two business hours for in-stock items. Bring your order number and a photo ID.',
          ],
        },
      ],
    },
    {
      topic: 'Returns',
      entries: [
        {
          id: 'returns',
          question: 'Can I return a product?',
          answer: [
            'For health and safety reasons we cannot take back an order once it is Out for Delivery, or any product that has been opened. Please ask us before ordering if you are unsure which product is right for you.',
          ],
        },
        {
          id: 'damaged',
          question: 'What if my order arrives damaged or defective?',
          answer: [
            'Report it to us within 48 hours of delivery or pickup, with your order number and photos of the item and its packaging. Once we have confirmed the problem we replace or refund the item at no cost to you.',
          ],
        },
      ],
    },
    {
      topic: 'Payment',
      entries: [
        {
          id: 'payment-methods',
          question: 'How can I pay?',
          answer: [
            'We accept credit and debit cards. Your card details go directly to our payment processor over an encrypted connection; we never store your card number or security code.',
          ],
        },
        {
          id: 'currency-tax',
          question: 'Which currency are prices in, and is there sales tax?',
          answer: [
            'Prices are in US dollars, which are at par with the Bermuda dollar. Bermuda has no sales tax; any tax that does apply, and the delivery charge, are shown at checkout before you pay.',
          ],
        },
        {
          id: 'coupons',
          question: 'How do I use a coupon code?',
          answer: ['Enter the code at checkout. The discount is shown in your order total before you pay.'],
        },
      ],
    },
  ]
}
