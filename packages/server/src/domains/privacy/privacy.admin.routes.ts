import { PageSchema } from '@shop/shared/schemas/paging'
import { PRIVACY_QUEUE_PAGE_SIZE } from '@shop/shared/schemas/privacy'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { answers } from '../../lib/api-schemas'
import { PrivacyQueueSchema } from './privacy.responses'
import { listPrivacyQueue } from './privacy.service'

const tags = ['admin: privacy']
const security = [{ bearerAuth: [] }]

/** The staff queue of customers' privacy requests; registered inside the staff guard. */
export async function privacyAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  app.get(
    '/privacy/requests',
    {
      schema: {
        tags,
        security,
        querystring: z.object({ page: PageSchema }).strict(),
        response: answers({ 200: PrivacyQueueSchema }),
      },
    },
    async (req) => {
      const page = req.query.page
      const result = await listPrivacyQueue(app.db, {
        limit: PRIVACY_QUEUE_PAGE_SIZE,
        offset: (page - 1) * PRIVACY_QUEUE_PAGE_SIZE,
      })
      return { ...result, page }
    },
  )
}
