import { AdminIdParamsSchema, AdminIdSchema } from '@shop/shared/schemas/admin/common'
import {
  AdminReturnLotsSchema,
  AdminReturnsQuerySchema,
  ReturnDecisionSchema,
  ReturnReceiveSchema,
  ReturnRefundSchema,
  ReturnResponseSchema,
  ReturnSchema,
  ReturnsListResponseSchema,
  StoreCreditResponseSchema,
} from '@shop/shared/schemas/returns'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { customerFileHeaders } from '../../lib/customer-files'
import { answers } from '../../lib/api-schemas'
import { serviceContext } from '../../lib/service-context'
import { requireStaff } from '../../plugins/staff-auth'
import { readStoreCredit } from '../store-credit/store-credit.service'
import * as returns from './returns.admin.service'

const tags = ['admin: returns']
const security = [{ bearerAuth: [] }]
const imageAnswer = {
  description: 'The photo',
  content: { 'image/*': { schema: { type: 'string', format: 'binary' } } },
} as const

/** The back office's returns queue; registered inside the staff guard. */
export async function returnsAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const ctx = serviceContext(app)

  app.get(
    '/returns',
    {
      schema: {
        tags,
        security,
        querystring: AdminReturnsQuerySchema,
        response: answers({ 200: ReturnsListResponseSchema }),
      },
    },
    async (req) => returns.listReturns(ctx, req.query),
  )

  app.get(
    '/returns/:id',
    {
      schema: {
        tags,
        security,
        params: AdminIdParamsSchema,
        response: answers({ 200: AdminReturnLotsSchema.extend({ return: ReturnSchema }) }),
      },
    },
    async (req) => returns.getReturn(ctx, req.params.id),
  )

  app.post(
    '/returns/:id/decision',
    {
      schema: {
        tags,
        security,
        summary: 'Approve (drop off or a prepaid label) or refuse with why',
        params: AdminIdParamsSchema,
        body: ReturnDecisionSchema,
        response: answers({ 200: ReturnResponseSchema }),
      },
    },
    async (req) => returns.decideReturn(ctx, requireStaff(req), req.params.id, req.body),
  )

  app.post(
    '/returns/:id/receive',
    {
      schema: {
        tags,
        security,
        summary: 'Receive units: back to their lot, to quarantine or written off, with why',
        params: AdminIdParamsSchema,
        body: ReturnReceiveSchema,
        response: answers({ 200: ReturnResponseSchema }),
      },
    },
    async (req) => returns.receiveReturn(ctx, requireStaff(req), req.params.id, req.body),
  )

  app.post(
    '/returns/:id/refund',
    {
      schema: {
        tags,
        security,
        summary: 'Refund a received return to the card (through the gateway) or as store credit',
        params: AdminIdParamsSchema,
        body: ReturnRefundSchema,
        response: answers({ 200: ReturnResponseSchema }),
      },
    },
    async (req) => returns.refundReturn(ctx, requireStaff(req), req.params.id, req.body.refund_to),
  )

  app.get(
    '/returns/:id/photos/:photoId',
    {
      schema: {
        tags,
        security,
        params: z.object({ id: AdminIdSchema, photoId: AdminIdSchema }).strict(),
        response: answers({ 200: imageAnswer }),
      },
    },
    async (req, reply) => {
      const photo = await returns.returnPhoto(ctx, req.params.id, req.params.photoId)
      const name = `return-${req.params.id}-photo-${req.params.photoId}.${photo.mime.split('/')[1]}`
      return customerFileHeaders(reply, photo.mime, name).send(photo.stream)
    },
  )

  app.get(
    '/customers/:id/store-credit',
    {
      schema: {
        tags,
        security,
        params: AdminIdParamsSchema,
        response: answers({ 200: StoreCreditResponseSchema }),
      },
    },
    async (req) => readStoreCredit(app.db.kysely, req.params.id),
  )
}
