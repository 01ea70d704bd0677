import type { FastifyInstance } from 'fastify'
import { accountingAdminRoutes } from '../accounting/accounting.admin.routes'
import { privacyAdminRoutes } from '../privacy/privacy.admin.routes'
import { businessAccountsAdminRoutes } from '../business-accounts/business-accounts.admin.routes'
import { priceListsAdminRoutes } from '../price-lists/price-lists.admin.routes'
import { customersAdminRoutes } from '../account/customers.admin.routes'
import { catalogueAdminRoutes } from '../catalogue/catalogue.admin.routes'
import { couponsAndRatesAdminRoutes } from '../checkout/coupons-and-rates.admin.routes'
import { ordersAdminRoutes } from '../orders/orders.admin.routes'
import { professionalAdminRoutes } from '../professional/professional.admin.routes'
import { returnsAdminRoutes } from '../returns/returns.admin.routes'
import { recallsAdminRoutes } from '../recalls/recalls.admin.routes'
import { reviewsAdminRoutes } from '../reviews/reviews.admin.routes'
import { staffAdminRoutes, staffLoginRoutes } from '../staff/staff.admin.routes'
import { stockAdminRoutes } from '../stock/stock.admin.routes'
import { subscriptionsAdminRoutes } from '../subscriptions/subscriptions.admin.routes'
import { operationsAdminRoutes } from './operations.admin.routes'

/**
 * The back office's API under /api/admin (docs/requirements/back-office.md §7). Login is the one
 * open call; every other admin route is registered inside the guarded context below, whose
 * onRequest hook refuses no token (401), a customer's token (403) and staff on owner-only routes
 * (403), so a route added here cannot skip the check.
 */
export async function adminRoutes(app: FastifyInstance) {
  await app.register(staffLoginRoutes)
  await app.register(async (guarded) => {
    guarded.addHook('onRequest', guarded.authenticateStaff)
    await guarded.register(staffAdminRoutes)
    await guarded.register(ordersAdminRoutes)
    await guarded.register(stockAdminRoutes)
    await guarded.register(catalogueAdminRoutes)
    await guarded.register(customersAdminRoutes)
    await guarded.register(couponsAndRatesAdminRoutes)
    await guarded.register(reviewsAdminRoutes)
    await guarded.register(subscriptionsAdminRoutes)
    await guarded.register(operationsAdminRoutes)
    await guarded.register(professionalAdminRoutes)
    await guarded.register(returnsAdminRoutes)
    await guarded.register(recallsAdminRoutes)
    await guarded.register(businessAccountsAdminRoutes)
    await guarded.register(priceListsAdminRoutes)
    await guarded.register(accountingAdminRoutes)
    await guarded.register(privacyAdminRoutes)
  })
}
