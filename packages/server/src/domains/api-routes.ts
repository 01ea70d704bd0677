import type { FastifyInstance } from 'fastify'
import { accountRoutes } from './account/account.routes'
import { adminRoutes } from './admin/admin.routes'
import { businessAccountTeamRoutes } from './business-accounts/business-account-team.routes'
import { accountApprovalRoutes } from './business-accounts/account-approvals.routes'
import { businessAccountRoutes } from './business-accounts/business-accounts.routes'
import { cartRoutes } from './cart/cart.routes'
import { savedCartRoutes } from './cart/saved-cart.routes'
import { catalogueRoutes } from './catalogue/catalogue.routes'
import { checkoutRoutes } from './checkout/checkout.routes'
import { healthRoutes } from './health/health.routes'
import { listsRoutes } from './lists/lists.routes'
import { newsletterRoutes } from './newsletter/newsletter.routes'
import { ordersRoutes } from './orders/orders.routes'
import { paymentMethodsRoutes } from './payments/payment-methods.routes'
import { paymentsRoutes } from './payments/payments.routes'
import { privacyRoutes } from './privacy/privacy.routes'
import { priceListsRoutes } from './price-lists/price-lists.routes'
import { professionalRoutes } from './professional/professional.routes'
import { returnsRoutes } from './returns/returns.routes'
import { recallsRoutes } from './recalls/recalls.routes'
import { reviewsRoutes } from './reviews/reviews.routes'
import { shopInfoRoutes } from './shop-info/shop-info.routes'
import { backInStockRoutes } from './stock/back-in-stock.routes'
import { subscriptionsRoutes } from './subscriptions/subscriptions.routes'
import { wishlistRoutes } from './wishlist/wishlist.routes'

/** Every domain's routes, mounted under /api by app.ts. One line per domain. */
export async function apiRoutes(app: FastifyInstance) {
  await app.register(accountRoutes)
  await app.register(catalogueRoutes)
  await app.register(cartRoutes)
  await app.register(savedCartRoutes)
  await app.register(newsletterRoutes)
  await app.register(shopInfoRoutes)
  await app.register(checkoutRoutes)
  await app.register(ordersRoutes)
  await app.register(paymentsRoutes)
  await app.register(paymentMethodsRoutes)
  await app.register(wishlistRoutes)
  await app.register(listsRoutes)
  await app.register(reviewsRoutes)
  await app.register(healthRoutes)
  await app.register(subscriptionsRoutes)
  await app.register(backInStockRoutes)
  await app.register(professionalRoutes)
  await app.register(returnsRoutes)
  await app.register(recallsRoutes)
  await app.register(businessAccountRoutes)
  await app.register(businessAccountTeamRoutes)
  await app.register(priceListsRoutes)
  await app.register(privacyRoutes)
  await app.register(accountApprovalRoutes)
  await app.register(adminRoutes, { prefix: '/admin' })
}
