import { NotifyWhenBackParamsSchema, NotifyWhenBackSchema } from '@shop/shared/schemas/admin/stock'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { badRequest } from '../../errors'
import { answers, MessageSchema } from '../../lib/api-schemas'
import { requestBackInStock } from './back-in-stock.service'

/** The sold-out product page's 'e-mail me when it is back' (docs/requirements/back-office.md §6). */
export async function backInStockRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  app.post(
    '/products/:productId/notify-when-back',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Ask to be e-mailed when a sold-out product is back (signed in: the account e-mail)',
        params: NotifyWhenBackParamsSchema,
        body: NotifyWhenBackSchema,
        response: answers({ 200: MessageSchema }),
      },
      config: { rateLimit: app.strictRateLimit },
      preHandler: async (req, reply) => {
        // A signed-in shopper is known by the token; a bad token is still a 401.
        if (req.headers.authorization) await app.authenticate(req, reply)
      },
    },
    async (req) => {
      const email = req.user?.email ?? req.body.email
      if (!email) throw badRequest('email: Email is required', { email: ['Email is required'] })
      return requestBackInStock(app.db, req.params.productId, email, req.user?.id ?? null)
    },
  )
}
