import { OrderIdParamsSchema, OrdersQuerySchema } from '@shop/shared/schemas/orders'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireUser } from '../../plugins/auth'
import * as orders from './orders.service'

const tags = ['orders']

/** Spec 7 'Orders': the signed-in customer's own orders only. */
export async function ordersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  // onRequest: an anonymous call answers 401 before its query or parameters are validated.
  const auth = { onRequest: app.authenticate }
  const security = [{ bearerAuth: [] }]

  app.get(
    '/customer/get-orders',
    { ...auth, schema: { tags, security, querystring: OrdersQuerySchema } },
    async (req) => orders.listCustomerOrders(app.db, app.config, requireUser(req).id, req.query),
  )

  app.get(
    '/customer/order/detail/:orderId',
    { ...auth, schema: { tags, security, params: OrderIdParamsSchema } },
    async (req) => orders.getCustomerOrder(app.db, app.config, requireUser(req).id, req.params.orderId),
  )

  app.get(
    '/customer/order/process/:orderId',
    { ...auth, schema: { tags, security, params: OrderIdParamsSchema } },
    async (req) => orders.getOrderTracking(app.db, requireUser(req).id, req.params.orderId),
  )

  app.get('/customer/get-total-orders', { ...auth, schema: { tags, security } }, async (req) =>
    orders.countOrders(app.db, requireUser(req).id),
  )

  app.get('/customer/get-user-expenditure', { ...auth, schema: { tags, security } }, async (req) =>
    orders.totalExpenditure(app.db, requireUser(req).id),
  )

  app.get('/customer/order-years', { ...auth, schema: { tags, security } }, async (req) =>
    orders.orderYears(app.db, requireUser(req).id),
  )
}
