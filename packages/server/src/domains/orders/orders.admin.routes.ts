import { AdminIdParamsSchema, AdminMessageSchema } from '@shop/shared/schemas/admin/common'
import {
  AdminOrderResponseSchema,
  AdminOrdersPageSchema,
  AdminOrdersQuerySchema,
  AdvanceOrderSchema,
  CancelOrderSchema,
  OrderChangeResponseSchema,
} from '@shop/shared/schemas/admin/orders'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { answers, csvAnswer, pdfAnswer } from '../../lib/api-schemas'
import { serviceContext } from '../../lib/service-context'
import { requireStaff } from '../../plugins/staff-auth'
import { exportOrdersCsv } from './orders-export.service'
import * as orders from './orders.admin.service'

const tags = ['admin: orders']
const security = [{ bearerAuth: [] }]

/** Back-office orders (docs/requirements/back-office.md §7); registered inside the staff guard. */
export async function ordersAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const ctx = serviceContext(app)

  app.get(
    '/orders',
    {
      schema: {
        tags,
        security,
        querystring: AdminOrdersQuerySchema,
        response: answers({ 200: AdminOrdersPageSchema }),
      },
    },
    async (req) => orders.listAdminOrders(ctx, req.query),
  )

  app.get(
    '/orders/export.csv',
    {
      config: { heavy: true },
      schema: {
        tags,
        security,
        summary: "The orders the list's filters keep, every page, as CSV",
        querystring: AdminOrdersQuerySchema,
        response: answers({ 200: csvAnswer }),
      },
    },
    async (req, reply) =>
      reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'attachment; filename="orders.csv"')
        .type('text/csv; charset=utf-8')
        .send(exportOrdersCsv(ctx, req.query)),
  )

  app.get(
    '/orders/:id',
    {
      schema: {
        tags,
        security,
        params: AdminIdParamsSchema,
        response: answers({ 200: AdminOrderResponseSchema }),
      },
    },
    async (req) => ({ order: await orders.getAdminOrder(ctx, req.params.id) }),
  )

  app.post(
    '/orders/:id/status',
    {
      schema: {
        tags,
        security,
        summary: 'Move an order on with a tracking id and a note; the customer is mailed',
        params: AdminIdParamsSchema,
        body: AdvanceOrderSchema,
        response: answers({ 200: OrderChangeResponseSchema }),
      },
    },
    async (req) => orders.changeAdminOrderStatus(ctx, requireStaff(req), req.params.id, req.body),
  )

  app.post(
    '/orders/:id/cancel',
    {
      schema: {
        tags,
        security,
        summary: 'Cancel: stock back, card refunded (an owner above the refund limit)',
        params: AdminIdParamsSchema,
        body: CancelOrderSchema,
        response: answers({ 200: OrderChangeResponseSchema }),
      },
    },
    async (req) =>
      orders.changeAdminOrderStatus(ctx, requireStaff(req), req.params.id, {
        status: 'Cancelled',
        notes: req.body.notes,
      }),
  )

  app.post(
    '/orders/:id/resend-confirmation',
    {
      schema: { tags, security, params: AdminIdParamsSchema, response: answers({ 200: AdminMessageSchema }) },
    },
    async (req) => orders.resendOrderConfirmation(ctx, requireStaff(req), req.params.id),
  )

  app.get(
    '/orders/:id/packing-slip',
    { schema: { tags, security, params: AdminIdParamsSchema, response: answers({ 200: pdfAnswer }) } },
    async (req, reply) => {
      const { pdf, orderNo } = await orders.orderPackingSlip(ctx, req.params.id)
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="packing-slip-${orderNo}.pdf"`)
        .type('application/pdf')
        .send(pdf)
    },
  )

  app.get(
    '/orders/:id/invoice',
    { schema: { tags, security, params: AdminIdParamsSchema, response: answers({ 200: pdfAnswer }) } },
    async (req, reply) => {
      const { stream, orderNo } = await orders.orderInvoiceFile(ctx, req.params.id)
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="invoice-${orderNo}.pdf"`)
        .type('application/pdf')
        .send(stream)
    },
  )
}
