import { CardDetailsSchema } from '@shop/shared/schemas/checkout'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { answers } from '../../lib/api-schemas'
import type { SandboxGateway } from './sandbox-gateway'
import { answerChallenge, tokeniseCard } from './sandbox-element.service'

const tags = ['sandbox gateway']

const TokenAnswerSchema = z.object({
  token: z.string(),
  card: z.object({ brand: z.string(), last4: z.string() }),
})
const ChallengeBodySchema = z.object({
  clientSecret: z.string().min(1).max(200),
  result: z.enum(['approve', 'fail']),
})
const ChallengeAnswerSchema = z.object({ id: z.string(), status: z.string() })

/**
 * The sandbox provider's own calls, served by the shop's process under their own prefix (as a
 * provider's card element and challenge live on the provider's origin): the shop's API never takes
 * them, and the shop's pages never call them but through the element.
 */
export async function sandboxElementRoutes(fastify: FastifyInstance, opts: { gateway: SandboxGateway }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.post(
    '/v1/tokens',
    { schema: { tags, body: CardDetailsSchema, response: answers({ 200: TokenAnswerSchema }) } },
    async (req) => tokeniseCard(opts.gateway, req.body),
  )

  app.post(
    '/v1/intents/:intentId/authenticate',
    {
      schema: {
        tags,
        params: z.object({ intentId: z.string().regex(/^pi_sbx_[a-f0-9]{24}$/, 'No such payment.') }),
        body: ChallengeBodySchema,
        response: answers({ 200: ChallengeAnswerSchema }),
      },
    },
    async (req) =>
      answerChallenge(
        opts.gateway,
        {
          intentId: req.params.intentId,
          clientSecret: req.body.clientSecret,
          approve: req.body.result === 'approve',
        },
        // Delivered to the shop's webhook endpoint as a provider would, through the same process.
        async ({ body, headers }) =>
          (
            await app.inject({
              method: 'POST',
              url: `/api/payments/webhooks/${opts.gateway.name}`,
              headers: { ...headers, 'content-type': 'application/json' },
              payload: body,
            })
          ).statusCode,
        req.log,
      ),
  )
}
