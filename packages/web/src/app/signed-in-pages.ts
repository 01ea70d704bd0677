import { RequireAuth } from './guards'
import type { PageLoader } from './lazy-page'

/**
 * The modules of the pages only a signed-in shopper sees (checkout's confirmation and outcome, the
 * dashboard), loaded with the first of them (app/router.tsx).
 */
export const signedInPages = {
  // In this module's own chunk: every page of the list needs it.
  requireAuth: () => Promise.resolve({ default: RequireAuth }),
  confirmOrder: () => import('./routes/confirm-order'),
  confirmPreorder: () => import('./routes/confirm-preorder'),
  checkoutSuccess: () => import('./routes/checkout-success'),
  dashboardHome: () => import('./routes/dashboard/dashboard-home'),
  dashboardOrders: () => import('./routes/dashboard/orders'),
  subscribedProducts: () => import('./routes/dashboard/subscribed-products'),
  dashboardReviews: () => import('./routes/dashboard/reviews'),
  createReview: () => import('./routes/dashboard/create-review'),
  editReview: () => import('./routes/dashboard/edit-review'),
  editProfile: () => import('./routes/dashboard/edit-profile'),
  editAddress: () => import('./routes/dashboard/edit-address'),
  lists: () => import('./routes/dashboard/lists'),
  dashboardProfessional: () => import('./routes/dashboard/professional'),
  dashboardRecalls: () => import('./routes/dashboard/recalls'),
  dashboardPrivacy: () => import('./routes/dashboard/privacy'),
  dashboardPaymentMethods: () => import('./routes/dashboard/payment-methods'),
  businessAccount: () => import('./routes/dashboard/business-account'),
  businessAccountTeam: () => import('./routes/dashboard/business-account-team'),
  businessAccountJoin: () => import('./routes/dashboard/business-account-join'),
  businessAccountApprovals: () => import('./routes/dashboard/business-account-approvals'),
  myProfile: () => import('./routes/dashboard/my-profile'),
  changePassword: () => import('./routes/dashboard/change-password'),
  checkoutFailed: () => import('./routes/checkout-failed'),
  dashboardWishlist: () => import('./routes/dashboard/wishlist'),
  dashboardLayout: async () => ({ default: (await import('./layouts/dashboard-layout')).DashboardLayout }),
} satisfies Record<string, PageLoader>
