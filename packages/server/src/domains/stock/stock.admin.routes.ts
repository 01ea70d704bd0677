import { AdminIdParamsSchema } from '@shop/shared/schemas/admin/common'
import {
  BackInStockRequestsPageSchema,
  BackInStockRequestsQuerySchema,
  DeliveryInputSchema,
  DeliveryResponseSchema,
  LotAdjustmentSchema,
  LotResponseSchema,
  LotsPageSchema,
  LotsQuerySchema,
  LotStatusSchema,
  PreOrdersPageSchema,
  PreOrdersQuerySchema,
  StockAdjustmentsPageSchema,
  StockAdjustmentsQuerySchema,
} from '@shop/shared/schemas/admin/stock'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { shopDay } from '../../lib/clock'
import { answers } from '../../lib/api-schemas'
import { serviceContext } from '../../lib/service-context'
import { requireStaff } from '../../plugins/staff-auth'
import { listBackInStockRequests, listPreOrders } from './back-in-stock.service'
import { adjustLot, listAdjustments, listLots, receiveDelivery, setLotShelfStatus } from './stock.service'

const tags = ['admin: stock']
const security = [{ bearerAuth: [] }]

/** Lots, deliveries, adjustments, pre-orders and back-in-stock requests (docs/requirements/back-office.md §5-6). */
export async function stockAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const ctx = serviceContext(app)

  app.get(
    '/lots',
    { schema: { tags, security, querystring: LotsQuerySchema, response: answers({ 200: LotsPageSchema }) } },
    async (req) => listLots(app.db.kysely, req.query, shopDay(new Date(), app.config.shop.timeZone)),
  )

  app.post(
    '/deliveries',
    {
      schema: {
        tags,
        security,
        summary: 'Receive a delivery as lots; pre-orders that can now ship take their stock and are mailed',
        body: DeliveryInputSchema,
        response: answers({ 201: DeliveryResponseSchema }),
      },
    },
    async (req, reply) => reply.status(201).send(await receiveDelivery(ctx, requireStaff(req), req.body)),
  )

  app.post(
    '/lots/:id/adjust',
    {
      schema: {
        tags,
        security,
        params: AdminIdParamsSchema,
        body: LotAdjustmentSchema,
        response: answers({ 200: LotResponseSchema }),
      },
    },
    async (req) => ({
      message: 'Stock adjusted.',
      lot: await adjustLot(app.db, requireStaff(req), req.params.id, req.body),
    }),
  )

  app.post(
    '/lots/:id/status',
    {
      schema: {
        tags,
        security,
        params: AdminIdParamsSchema,
        body: LotStatusSchema,
        response: answers({ 200: LotResponseSchema }),
      },
    },
    async (req) => {
      const lot = await setLotShelfStatus(
        app.db,
        requireStaff(req),
        req.params.id,
        req.body.status,
        req.body.note,
        shopDay(new Date(), app.config.shop.timeZone),
      )
      return { message: `Lot ${lot.lot_number} is now ${lot.status}.`, lot }
    },
  )

  app.get(
    '/stock-adjustments',
    {
      schema: {
        tags,
        security,
        querystring: StockAdjustmentsQuerySchema,
        response: answers({ 200: StockAdjustmentsPageSchema }),
      },
    },
    async (req) => listAdjustments(app.db.kysely, req.query),
  )

  app.get(
    '/pre-orders',
    {
      schema: {
        tags,
        security,
        querystring: PreOrdersQuerySchema,
        response: answers({ 200: PreOrdersPageSchema }),
      },
    },
    async (req) => listPreOrders(app.db.kysely, req.query),
  )

  app.get(
    '/back-in-stock-requests',
    {
      schema: {
        tags,
        security,
        querystring: BackInStockRequestsQuerySchema,
        response: answers({ 200: BackInStockRequestsPageSchema }),
      },
    },
    async (req) => listBackInStockRequests(app.db.kysely, req.query),
  )
}
