import { OrderIdParamsSchema, OrdersQuerySchema } from '@shop/shared/schemas/orders'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireUser } from '../../plugins/auth'
import { answers } from '../../lib/api-schemas'
import {
  OrderDetailResponseSchema,
  OrderListResponseSchema,
  OrderTrackingResponseSchema,
  OrderYearsResponseSchema,
  TotalExpenditureResponseSchema,
  TotalOrdersResponseSchema,
} from './orders.responses'
import * as orders from './orders.service'

const tags = ['orders']

/** Spec 7 'Orders': the signed-in customer's own orders only. */
export async function ordersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const auth = { preHandler: app.authenticate }
  const security = [{ bearerAuth: [] }]

  app.get(
    '/customer/get-orders',
    {
      ...auth,
      schema: {
        tags,
        security,
        querystring: OrdersQuerySchema,
        response: answers({ 200: OrderListResponseSchema }),
      },
    },
    async (req) => orders.listCustomerOrders(app.db, app.config, requireUser(req).id, req.query),
  )

  app.get(
    '/customer/order/detail/:orderId',
    {
      ...auth,
      schema: {
        tags,
        security,
        params: OrderIdParamsSchema,
        response: answers({ 200: OrderDetailResponseSchema }),
      },
    },
    async (req) => orders.getCustomerOrder(app.db, app.config, requireUser(req).id, req.params.orderId),
  )

  app.get(
    '/customer/order/process/:orderId',
    {
      ...auth,
      schema: {
        tags,
        security,
        params: OrderIdParamsSchema,
        response: answers({ 200: OrderTrackingResponseSchema }),
      },
    },
    async (req) => orders.getOrderTracking(app.db, requireUser(req).id, req.params.orderId),
  )

  app.get(
    '/customer/get-total-orders',
    { ...auth, schema: { tags, security, response: answers({ 200: TotalOrdersResponseSchema }) } },
    async (req) => orders.countOrders(app.db, requireUser(req).id),
  )

  app.get(
    '/customer/get-user-expenditure',
    { ...auth, schema: { tags, security, response: answers({ 200: TotalExpenditureResponseSchema }) } },
    async (req) => orders.totalExpenditure(app.db, requireUser(req).id),
  )

  app.get(
    '/customer/order-years',
    { ...auth, schema: { tags, security, response: answers({ 200: OrderYearsResponseSchema }) } },
    async (req) => orders.orderYears(app.db, requireUser(req).id),
  )
}
