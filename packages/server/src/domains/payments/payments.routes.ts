import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { answers } from '../../lib/api-schemas'
import { serviceContext } from '../../lib/service-context'
import { receiveWebhook } from './payment-webhooks.service'

const tags = ['payments']

/** The largest webhook body taken: a provider's event is a few kilobytes. */
const WEBHOOK_BODY_LIMIT = 256 * 1024

/** The provider's signed webhooks (docs/decisions/0138-payment-intents-signed-webhooks-and-a-card-element.md). */
export async function paymentsRoutes(fastify: FastifyInstance) {
  // The signature is over the exact bytes sent: here (and only here) a JSON body is kept as text.
  fastify.removeContentTypeParser('application/json')
  fastify.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_req, body, done) => done(null, body),
  )
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.post(
    '/payments/webhooks/:provider',
    {
      schema: {
        tags,
        params: z.object({ provider: z.string().regex(/^[a-z0-9-]{1,40}$/, 'No such payment provider.') }),
        response: answers({ 200: z.object({ received: z.literal(true), duplicate: z.boolean() }) }),
      },
    },
    async (req) =>
      receiveWebhook(
        serviceContext(app),
        req.params.provider,
        typeof req.body === 'string' ? req.body : '',
        req.headers,
      ),
  )
}
