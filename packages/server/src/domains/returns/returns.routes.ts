import { OrderIdParamsSchema } from '@shop/shared/schemas/orders'
import {
  ReturnOptionsResponseSchema,
  ReturnRequestSchema,
  ReturnResponseSchema,
  ReturnsListResponseSchema,
  StoreCreditResponseSchema,
} from '@shop/shared/schemas/returns'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { answers } from '../../lib/api-schemas'
import { serviceContext } from '../../lib/service-context'
import { requireUser } from '../../plugins/auth'
import { readStoreCredit } from '../store-credit/store-credit.service'
import * as returns from './returns.service'

const tags = ['returns']
const security = [{ bearerAuth: [] }]
/** Three photos of at most 2 MB, as base64, and the rest of the request. */
const RETURN_BODY_LIMIT = 9 * 1024 * 1024

/** The signed-in customer's returns and store credit: their own orders only. */
export async function returnsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const ctx = serviceContext(app)
  const auth = { onRequest: app.authenticate }

  app.get(
    '/customer/orders/:orderId/return-options',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'What a delivered order may still send back, line by line, and until when',
        params: OrderIdParamsSchema,
        response: answers({ 200: ReturnOptionsResponseSchema }),
      },
    },
    async (req) => returns.returnOptions(ctx, requireUser(req).id, req.params.orderId),
  )

  app.get(
    '/customer/orders/:orderId/returns',
    {
      ...auth,
      schema: {
        tags,
        security,
        params: OrderIdParamsSchema,
        response: answers({ 200: ReturnsListResponseSchema }),
      },
    },
    async (req) => ({ items: await returns.listOrderReturns(ctx, requireUser(req).id, req.params.orderId) }),
  )

  app.post(
    '/customer/orders/:orderId/returns',
    {
      ...auth,
      bodyLimit: RETURN_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary:
          'Start a return: lines and units, the reason, optional photos, to the card or as store credit',
        params: OrderIdParamsSchema,
        body: ReturnRequestSchema,
        response: answers({ 201: ReturnResponseSchema }),
      },
    },
    async (req, reply) =>
      reply.status(201).send({
        message: 'Return requested. We have e-mailed you what happens next.',
        return: await returns.startReturn(ctx, requireUser(req).id, req.params.orderId, req.body),
      }),
  )

  app.get(
    '/customer/store-credit',
    {
      ...auth,
      schema: { tags, security, response: answers({ 200: StoreCreditResponseSchema }) },
    },
    async (req) => readStoreCredit(app.db.kysely, requireUser(req).id),
  )
}
