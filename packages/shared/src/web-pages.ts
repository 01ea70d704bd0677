/**
 * Every page of the web app's shop (packages/web/src/app/router.tsx), by its route path, with the
 * title and description the server writes into its head and the HTTP status it answers with: the
 * one list both sides read. The router's own test checks that its routes are exactly these (so a
 * new page cannot be drawn by the browser while the server answers 404), and the server derives
 * its known pages from them (packages/server/src/domains/seo/seo.pages.ts). The back office under
 * /admin is its own section and not listed.
 */

/** A page's head: `index: false` pages are private (cart, account, checkout) or duplicates (login = home). */
export interface WebPage {
  title: string
  description: string
  index: boolean
  /** Path of the page search engines should treat as the original, when this one duplicates it. */
  canonicalPath?: string
  /** Listed in /sitemap.xml. */
  inSitemap?: boolean
}

/** Pages whose head the server reads from the catalogue (home, a product, a category, a brand). */
export const CATALOGUE_PAGES = ['/', '/product-detail/:slug', '/category/:category', '/brand/:brand'] as const

const ACCOUNT: WebPage = {
  title: 'My account',
  description: 'Your orders, subscriptions, wish list, reviews and saved addresses.',
  index: false,
}

/** The shop's other pages, each with its head; `:param` pages are matched by pattern. */
export const WEB_PAGES = {
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
  '/quick-order': {
    title: 'Quick order',
    description: 'Order by product or pack code: type, paste or upload codes and quantities.',
    index: false,
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
  '/dashboard/lists': ACCOUNT,
  '/dashboard/professional': ACCOUNT,
  '/dashboard/recalls': ACCOUNT,
  '/dashboard/payment-methods': ACCOUNT,
  '/dashboard/privacy': ACCOUNT,
  '/dashboard/business-account': ACCOUNT,
  '/dashboard/business-account/team': ACCOUNT,
  '/dashboard/business-account/approvals': ACCOUNT,
  '/dashboard/business-account/join': ACCOUNT,
  '/dashboard/create-review/:productId': ACCOUNT,
  '/dashboard/edit-review/:reviewId': ACCOUNT,
  '/dashboard/edit-address/:addressId': ACCOUNT,
} as const satisfies Record<string, WebPage>

/** A route path of the web app's shop. */
export type WebPagePath = keyof typeof WEB_PAGES | (typeof CATALOGUE_PAGES)[number]

/** Every route path of the shop, catalogue pages first. */
export const WEB_PAGE_PATHS: readonly WebPagePath[] = [
  ...CATALOGUE_PAGES,
  ...(Object.keys(WEB_PAGES) as (keyof typeof WEB_PAGES)[]),
]
