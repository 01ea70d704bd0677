import { isoDateIn } from '@shop/shared/format'
import { AdminIdParamsSchema } from '@shop/shared/schemas/admin/common'
import {
  AdminSubscriptionResponseSchema,
  AdminSubscriptionsPageSchema,
  AdminSubscriptionsQuerySchema,
  CancelSubscriptionInputSchema,
} from '@shop/shared/schemas/admin/operations'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { answers } from '../../lib/api-schemas'
import { serviceContext } from '../../lib/service-context'
import { requireStaff } from '../../plugins/staff-auth'
import { changeSubscriptionForCustomer, listAdminSubscriptions } from './subscriptions.admin.service'

const security = [{ bearerAuth: [] }]
const params = AdminIdParamsSchema

/** Subscriptions in the back office: list, skip and cancel (docs/requirements/back-office.md §8). */
export async function subscriptionsAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const ctx = serviceContext(app)
  const db = app.db

  // Subscriptions
  const subscriptions = ['admin: subscriptions']
  app.get(
    '/subscriptions',
    {
      schema: {
        tags: subscriptions,
        security,
        querystring: AdminSubscriptionsQuerySchema,
        response: answers({ 200: AdminSubscriptionsPageSchema }),
      },
    },
    async (req) =>
      listAdminSubscriptions(db.kysely, req.query, isoDateIn(app.clock(), app.config.shop.timeZone)),
  )
  app.post(
    '/subscriptions/:id/skip',
    {
      schema: {
        tags: subscriptions,
        security,
        params,
        response: answers({ 200: AdminSubscriptionResponseSchema }),
      },
    },
    async (req) =>
      changeSubscriptionForCustomer(ctx, requireStaff(req), req.params.id, { kind: 'skip' }, app.clock()),
  )
  app.post(
    '/subscriptions/:id/cancel',
    {
      schema: {
        tags: subscriptions,
        security,
        params,
        body: CancelSubscriptionInputSchema,
        response: answers({ 200: AdminSubscriptionResponseSchema }),
      },
    },
    async (req) =>
      changeSubscriptionForCustomer(
        ctx,
        requireStaff(req),
        req.params.id,
        { kind: 'cancel', reason: req.body.reason },
        app.clock(),
      ),
  )
}
