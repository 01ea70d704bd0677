import { AdminIdParamsSchema } from '@shop/shared/schemas/admin/common'
import {
  AcknowledgeRecallSchema,
  CustomerRecallsSchema,
  RecallCollectionRequestSchema,
} from '@shop/shared/schemas/professional'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { answers, MessageSchema } from '../../lib/api-schemas'
import { serviceContext } from '../../lib/service-context'
import { requireUser } from '../../plugins/auth'
import * as recalls from './recalls.service'

const tags = ['recalls']
const security = [{ bearerAuth: [] }]

/** The signed-in customer's recall notices and their acknowledgement; only their own. */
export async function recallsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const onRequest = app.authenticate

  app.get(
    '/customer/recalls',
    { schema: { tags, security, response: answers({ 200: CustomerRecallsSchema }) }, onRequest },
    async (req) => recalls.customerRecalls(app.db.kysely, requireUser(req).id),
  )

  app.post(
    '/customer/recalls/:id/acknowledge',
    {
      schema: {
        tags,
        security,
        summary: "I have quarantined / returned N units: the customer's answer to a recall notice",
        params: AdminIdParamsSchema,
        body: AcknowledgeRecallSchema,
        response: answers({ 200: MessageSchema }),
      },
      onRequest,
    },
    async (req) => recalls.acknowledgeRecall(app.db, requireUser(req).id, req.params.id, req.body),
  )

  app.post(
    '/customer/recalls/:id/collection',
    {
      schema: {
        tags,
        security,
        summary: 'Ask the shop to collect the recalled units and replace them, where the recall offers it',
        params: AdminIdParamsSchema,
        body: RecallCollectionRequestSchema,
        response: answers({ 200: MessageSchema }),
      },
      onRequest,
    },
    async (req) =>
      recalls.requestRecallCollection(serviceContext(app), requireUser(req), req.params.id, req.body),
  )
}
