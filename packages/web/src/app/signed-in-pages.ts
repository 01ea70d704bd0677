import { RequireAuth } from './guards'
import type { PageLoader } from './lazy-page'

/**
 * The modules of the pages only a signed-in shopper sees (checkout's confirmation and outcome, the
 * dashboard), loaded with the first of them (app/router.tsx).
 */
const wishlist = () => import('./routes/dashboard/wishlist')

export const signedInPages = {
  // In this module's own chunk: every page of the list needs it.
  requireAuth: () => Promise.resolve({ default: RequireAuth }),
  confirmOrder: () => import('./routes/confirm-order'),
  confirmPreorder: () => import('./routes/confirm-preorder'),
  checkoutSuccess: () => import('./routes/checkout-success'),
  checkoutFailed: () => import('./routes/checkout-failed'),
  dashboardLayout: async () => ({ default: (await import('./layouts/dashboard-layout')).DashboardLayout }),
  // The dashboard's pages, by their paths (app/router.tsx).
  dashboard: () => import('./routes/dashboard/dashboard-home'),
  'dashboard/order': () => import('./routes/dashboard/orders'),
  'dashboard/subscribed-products': () => import('./routes/dashboard/subscribed-products'),
  'dashboard/review': () => import('./routes/dashboard/reviews'),
  'dashboard/create-review/:productId': () => import('./routes/dashboard/create-review'),
  'dashboard/edit-review/:reviewId': () => import('./routes/dashboard/edit-review'),
  'dashboard/edit-profile': () => import('./routes/dashboard/edit-profile'),
  'dashboard/edit-address/:addressId': () => import('./routes/dashboard/edit-address'),
  'dashboard/wishlist': wishlist,
  'dashboard/wish-list': wishlist,
  'dashboard/lists': () => import('./routes/dashboard/lists'),
  'dashboard/professional': () => import('./routes/dashboard/professional'),
  'dashboard/recalls': () => import('./routes/dashboard/recalls'),
  'dashboard/privacy': () => import('./routes/dashboard/privacy'),
  'dashboard/payment-methods': () => import('./routes/dashboard/payment-methods'),
  'dashboard/business-account': () => import('./routes/dashboard/business-account'),
  'dashboard/business-account/team': () => import('./routes/dashboard/business-account-team'),
  'dashboard/business-account/join': () => import('./routes/dashboard/business-account-join'),
  'dashboard/business-account/approvals': () => import('./routes/dashboard/business-account-approvals'),
  'dashboard/my-profile': () => import('./routes/dashboard/my-profile'),
  'dashboard/change-password': () => import('./routes/dashboard/change-password'),
} satisfies Record<string, PageLoader>
