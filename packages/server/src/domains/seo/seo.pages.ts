/**
 * Titles and descriptions of the web app's pages that need no database lookup, keyed by path
 * (packages/web/src/app/router.tsx holds the same route table). `index: false` pages are private
 * (cart, account, checkout) or duplicates (login = home) and ask robots not to index them.
 */
export interface StaticPage {
  title: string
  description: string
  index: boolean
  /** Path of the page search engines should treat as the original, when this one duplicates it. */
  canonicalPath?: string
  /** Listed in /sitemap.xml. */
  inSitemap?: boolean
}

const ACCOUNT: StaticPage = {
  title: 'My account',
  description: 'Your orders, subscriptions, wish list, reviews and saved addresses.',
  index: false,
}

export const STATIC_PAGES: Readonly<Record<string, StaticPage>> = {
  '/all-products': {
    title: 'All products',
    description:
      'Browse every medical, health and aesthetics product we stock: wound care, diabetes care, mobility aids, skin care and more, delivered across Bermuda.',
    index: true,
    inSitemap: true,
  },
  '/shop': {
    title: 'Shop',
    description:
      'Shop medical, health and aesthetics supplies online with delivery across Bermuda or pickup in Hamilton.',
    index: true,
    canonicalPath: '/all-products',
  },
  '/deals': {
    title: "Today's deals",
    description: "Today's best deals on medical, health and aesthetics supplies, delivered across Bermuda.",
    index: true,
    inSitemap: true,
  },
  '/brands': {
    title: 'All brands',
    description:
      'Every brand we carry, grouped by range: medical, health and aesthetics supplies in Bermuda.',
    index: true,
    inSitemap: true,
  },
  '/blog': {
    title: 'Health blog',
    description:
      'Practical health articles from our pharmacy team: wound care, diabetes, blood pressure, first aid kits and more.',
    index: true,
    inSitemap: true,
  },
  '/blog-details': {
    title: 'Health blog article',
    description: 'A practical health article from the Bermuda Medical Supply team.',
    index: true,
    inSitemap: true,
  },
  '/terms-conditions': {
    title: 'Terms & Conditions',
    description:
      'The terms that apply when you buy from Bermuda Medical Supply online: orders, prices, delivery, subscriptions and Bermuda law.',
    index: true,
    inSitemap: true,
  },
  '/privacy-policy': {
    title: 'Privacy Policy',
    description: 'How Bermuda Medical Supply collects, uses and protects your personal information.',
    index: true,
    inSitemap: true,
  },
  '/refund-policy': {
    title: 'Return Policy',
    description: 'Returns, damaged or defective goods and order cancellations at Bermuda Medical Supply.',
    index: true,
    inSitemap: true,
  },
  '/faq': {
    title: 'Frequently asked questions',
    description:
      'Answers about ordering, pre-orders, Subscribe & Save, delivery in Bermuda, store pickup, returns and payment.',
    index: true,
    inSitemap: true,
  },
  '/store-location': {
    title: 'Store location and opening hours',
    description: 'Find our Hamilton store: address, opening hours, phone and how order pickup works.',
    index: true,
    inSitemap: true,
  },
  '/contact-us': {
    title: 'Contact us',
    description: 'Questions about an order or a product? Send us a message and we reply within 24 hours.',
    index: true,
    inSitemap: true,
  },
  '/login': {
    title: 'Log in',
    description: 'Log in to your Bermuda Medical Supply account.',
    index: false,
    canonicalPath: '/',
  },
  '/Login': {
    title: 'Log in',
    description: 'Log in to your Bermuda Medical Supply account.',
    index: false,
    canonicalPath: '/',
  },
  '/signup': {
    title: 'Create an account',
    description: 'Register for a Bermuda Medical Supply account to order, subscribe and track deliveries.',
    index: false,
  },
  '/forget-password': {
    title: 'Reset your password',
    description: 'Reset the password of your Bermuda Medical Supply account.',
    index: false,
  },
  '/cart': { title: 'Cart', description: 'Your shopping cart and backorder cart.', index: false },
  '/Cart': { title: 'Cart', description: 'Your shopping cart and backorder cart.', index: false },
  '/confirm-order': {
    title: 'Confirm your order',
    description: 'Confirm and pay for your order.',
    index: false,
  },
  '/confirm-preorder': {
    title: 'Confirm your pre-order',
    description: 'Confirm and pay for your pre-order.',
    index: false,
  },
  '/checkout/success': { title: 'Order placed', description: 'Thank you for your order.', index: false },
  '/checkout/failed': {
    title: 'Payment failed',
    description: 'Your payment was not approved.',
    index: false,
  },
  '/checkout/error': { title: 'Payment failed', description: 'Your payment was not approved.', index: false },
  '/dashboard': ACCOUNT,
  '/dashboard/order': ACCOUNT,
  '/dashboard/subscribed-products': ACCOUNT,
  '/dashboard/review': ACCOUNT,
  '/dashboard/edit-profile': ACCOUNT,
  '/dashboard/wishlist': ACCOUNT,
  '/dashboard/wish-list': ACCOUNT,
  '/dashboard/my-profile': ACCOUNT,
  '/dashboard/change-password': ACCOUNT,
}

/** Account pages with an id in the path. */
export const ACCOUNT_PATTERNS = [
  /^\/dashboard\/create-review\/[^/]+$/,
  /^\/dashboard\/edit-review\/[^/]+$/,
  /^\/dashboard\/edit-address\/[^/]+$/,
]
export const ACCOUNT_PAGE = ACCOUNT

/**
 * The back office (docs/requirements/back-office.md): every path under /admin is the web app's,
 * which tells its own unknown screens apart; never indexed.
 */
export const BACK_OFFICE_PATTERN = /^\/admin(\/.*)?$/
export const BACK_OFFICE_PAGE: StaticPage = {
  title: 'Back office',
  description: "The shop's back office for staff.",
  index: false,
}

/** Paths the web app answers that robots.txt keeps crawlers out of (prefixes). */
export const DISALLOWED_PATHS = [
  '/admin',
  '/dashboard',
  '/cart',
  '/Cart',
  '/confirm-order',
  '/confirm-preorder',
  '/checkout',
]
