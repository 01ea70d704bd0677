import { InvoiceLinkQuerySchema, OrderIdParamsSchema, OrdersQuerySchema } from '@shop/shared/schemas/orders'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { AppError } from '../../errors'
import { logSecurityEvent } from '../../lib/security-events'
import { requireUser } from '../../plugins/auth'
import { answers, pdfAnswer } from '../../lib/api-schemas'
import {
  OrderDetailResponseSchema,
  OrderListResponseSchema,
  OrderTrackingResponseSchema,
  OrderYearsResponseSchema,
  TotalExpenditureResponseSchema,
  TotalOrdersResponseSchema,
} from './orders.responses'
import { moveLegacyInvoices } from './invoice-links'
import * as orders from './orders.service'

const tags = ['orders']

/** docs/requirements/orders-and-subscriptions.md §5: the signed-in customer's own orders only. */
export async function ordersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  // onRequest: an anonymous call answers 401 before its query or parameters are validated.
  const auth = { onRequest: app.authenticate }
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

  const moved = moveLegacyInvoices(app.config)
  if (moved) app.log.info({ moved }, 'invoices moved out of the public media folder')

  // No bearer token here: the dashboard opens the link as a plain link, and its signature is the key.
  app.get(
    '/invoices/:orderId',
    {
      schema: {
        tags,
        summary: "An order's invoice PDF through the signed link in invoice_pdf",
        params: OrderIdParamsSchema,
        querystring: InvoiceLinkQuerySchema,
        response: answers({ 200: pdfAnswer }),
      },
    },
    async (req, reply) => {
      let invoice
      try {
        invoice = await orders.openInvoice(app.db, app.config, app.files, req.params.orderId, req.query)
      } catch (error) {
        if (error instanceof AppError && error.status === 403) {
          logSecurityEvent(req.log, {
            event: 'access.refused',
            outcome: 'refused',
            address: req.ip,
            detail: { route: 'GET /api/invoices/:orderId', orderId: req.params.orderId },
          })
        }
        throw error
      }
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="invoice-${invoice.orderNo}.pdf"`)
        .type('application/pdf')
        .send(invoice.stream)
    },
  )
}
