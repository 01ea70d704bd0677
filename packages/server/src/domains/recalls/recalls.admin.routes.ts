import { AdminIdParamsSchema } from '@shop/shared/schemas/admin/common'
import {
  OpenRecallSchema,
  RecallDetailSchema,
  RecallNoticeParamsSchema,
  RecallResponseSchema,
  RecallsSchema,
} from '@shop/shared/schemas/professional'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { answers, csvAnswer } from '../../lib/api-schemas'
import { serviceContext } from '../../lib/service-context'
import { requireStaff } from '../../plugins/staff-auth'
import * as recalls from './recalls.service'

const tags = ['admin: recalls']
const security = [{ bearerAuth: [] }]

/** Recalls by lot, open to every staff role (a recall must not wait for an owner); inside the staff guard. */
export async function recallsAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const ctx = () => serviceContext(app)
  const actor = (req: Parameters<typeof requireStaff>[0]) => {
    const s = requireStaff(req)
    return { id: s.id, email: s.email }
  }

  app.get('/recalls', { schema: { tags, security, response: answers({ 200: RecallsSchema }) } }, async () =>
    recalls.listRecalls(app.db.kysely),
  )

  app.post(
    '/recalls',
    {
      schema: {
        tags,
        security,
        summary: 'Open a recall: its lots are quarantined at once and each affected customer is told',
        body: OpenRecallSchema,
        response: answers({ 201: RecallResponseSchema }),
      },
    },
    async (req, reply) => {
      const recall = await recalls.openRecall(ctx(), actor(req), req.body)
      return reply.status(201).send({
        message: `Recall opened: ${recall.lots.length} lot(s) quarantined, ${recall.notices.length} customer(s) told.`,
        recall,
      })
    },
  )

  app.get(
    '/recalls/:id',
    {
      schema: { tags, security, params: AdminIdParamsSchema, response: answers({ 200: RecallDetailSchema }) },
    },
    async (req) => recalls.getRecall(app.db.kysely, req.params.id),
  )

  app.get(
    '/recalls/:id/export.csv',
    {
      schema: {
        tags,
        security,
        summary: 'Every affected order line and acknowledgement, as CSV for the regulator',
        params: AdminIdParamsSchema,
        response: answers({ 200: csvAnswer }),
      },
    },
    async (req, reply) => {
      const csv = await recalls.exportRecallCsv(app.db.kysely, req.params.id)
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="recall-${req.params.id}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(csv)
    },
  )

  app.post(
    '/recalls/:id/remind',
    {
      schema: {
        tags,
        security,
        params: AdminIdParamsSchema,
        response: answers({ 200: RecallResponseSchema }),
      },
    },
    async (req) => recalls.remindRecall(ctx(), actor(req), req.params.id),
  )

  app.post(
    '/recalls/:id/close',
    {
      schema: {
        tags,
        security,
        params: AdminIdParamsSchema,
        response: answers({ 200: RecallResponseSchema }),
      },
    },
    async (req) => recalls.closeRecall(ctx(), actor(req), req.params.id),
  )

  app.post(
    '/recalls/:id/notices/:userId/collected',
    {
      schema: {
        tags,
        security,
        summary: "The customer's recalled units were collected and their replacement sent",
        params: RecallNoticeParamsSchema,
        response: answers({ 200: RecallResponseSchema }),
      },
    },
    async (req) => recalls.markRecallCollected(ctx(), actor(req), req.params.id, req.params.userId),
  )
}
