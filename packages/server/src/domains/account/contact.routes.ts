import { ContactSchema } from '@shop/shared/schemas/account'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { sendContactMessage } from './contact.service'
import { answers, MessageSchema } from '../../lib/api-schemas'

const tags = ['contact']

/** POST contacts: the contact page's form (spec 2, 5), rate limited. */
export async function contactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  app.post(
    '/contacts',
    {
      schema: {
        tags,
        summary: 'Send a message to the shop',
        body: ContactSchema,
        response: answers({ 201: MessageSchema }),
      },
      config: { rateLimit: app.strictRateLimit },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await sendContactMessage(app.db, app.mailer, req.log, app.config.shop, req.body)),
  )
}
