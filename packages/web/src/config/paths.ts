/** Every client route (docs/requirements/storefront.md §2), in one place. */
export const paths = {
  home: '/',
  allProducts: '/all-products',
  shop: '/shop',
  category: (slug: string) => `/category/${slug}/`,
  brand: (slug: string) => `/brand/${slug}/`,
  productDetail: (slug: string) => `/product-detail/${slug}`,
  cart: '/cart',
  /** The 'View Cart' button's link, '/Cart', as the original app spelt it (docs/requirements/storefront.md §2). */
  viewCart: '/Cart',
  deals: '/deals',
  quickOrder: '/quick-order',
  blog: '/blog',
  blogDetails: '/blog-details',
  brands: '/brands',
  terms: '/terms-conditions',
  privacy: '/privacy-policy',
  refund: '/refund-policy',
  contact: '/contact-us',
  faq: '/faq',
  storeLocation: '/store-location',
  login: '/login',
  signup: '/signup',
  forgetPassword: '/forget-password',
  confirmOrder: '/confirm-order',
  confirmPreorder: '/confirm-preorder',
  checkoutSuccess: '/checkout/success',
  checkoutFailed: '/checkout/failed',
  checkoutError: '/checkout/error',
  dashboard: '/dashboard',
  dashboardOrders: '/dashboard/order',
  dashboardSubscriptions: '/dashboard/subscribed-products',
  dashboardReviews: '/dashboard/review',
  createReview: (productId: number | string) => `/dashboard/create-review/${productId}`,
  editReview: (reviewId: number | string) => `/dashboard/edit-review/${reviewId}`,
  editProfile: '/dashboard/edit-profile',
  editAddress: (addressId: number | string) => `/dashboard/edit-address/${addressId}`,
  wishlist: '/dashboard/wishlist',
  lists: '/dashboard/lists',
  professional: '/dashboard/professional',
  recalls: '/dashboard/recalls',
  dashboardPrivacy: '/dashboard/privacy',
  dashboardPaymentMethods: '/dashboard/payment-methods',
  businessAccount: '/dashboard/business-account',
  businessAccountTeam: '/dashboard/business-account/team',
  businessAccountJoin: '/dashboard/business-account/join',
  businessAccountApprovals: '/dashboard/business-account/approvals',
  wishListAll: '/dashboard/wish-list',
  myProfile: '/dashboard/my-profile',
  changePassword: '/dashboard/change-password',
} as const

/** Pages a shopper is never sent back to after logging in (they are the way in). */
const AUTH_PAGES = new Set(['/login', '/Login', '/signup', '/forget-password'])

/** The login page, bringing the shopper back to `here` (a path and query on this site) afterwards. */
export function loginPath(here?: string): string {
  const pathname = here?.split('?')[0] ?? ''
  if (!here || AUTH_PAGES.has(pathname)) return paths.login
  return `${paths.login}?redirectTo=${encodeURIComponent(here)}`
}

/** Whether a path is one of the ways in (login, signup, reset), never a place to return to. */
export function isAuthPage(pathname: string): boolean {
  return AUTH_PAGES.has(pathname)
}

/** The signup page, bringing the new customer back to `here` once registered and signed in. */
export function signupPath(here?: string): string {
  const pathname = here?.split('?')[0] ?? ''
  if (!here || AUTH_PAGES.has(pathname)) return paths.signup
  return `${paths.signup}?redirectTo=${encodeURIComponent(here)}`
}

/** The redirectTo after login: only a path on this site, never another origin. */
export function safeRedirectPath(
  target: string | null | undefined,
  fallback: string = paths.allProducts,
): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
    return fallback
  return target
}
