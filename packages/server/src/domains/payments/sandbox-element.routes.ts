import { cardFormSchema } from '@shop/shared/card'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { answers } from '../../lib/api-schemas'
import type { SandboxGateway } from './sandbox-gateway'
import { answerChallenge, tokeniseCard } from './sandbox-element.service'
import { SANDBOX_PAGE_POLICY, sandboxPages } from './sandbox-element.pages'

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
  const pages = sandboxPages()
  const send = (reply: FastifyReply, type: string, body: string) =>
    reply
      .header('content-type', `${type}; charset=utf-8`)
      .header('content-security-policy', SANDBOX_PAGE_POLICY)
      .header('cache-control', 'no-cache')
      .send(body)
  const hidden = { schema: { hide: true } }

  // The card element the checkout frames, and the challenge page of a waiting intent.
  app.get('/v1/element', hidden, async (_req, reply) => send(reply, 'text/html', pages.element))
  app.get('/v1/element.js', hidden, async (_req, reply) =>
    send(reply, 'text/javascript', pages.elementScript),
  )
  app.get('/v1/sandbox.css', hidden, async (_req, reply) => send(reply, 'text/css', pages.style))
  app.get('/v1/challenge.js', hidden, async (_req, reply) =>
    send(reply, 'text/javascript', pages.challengeScript),
  )
  app.get(
    '/v1/intents/:intentId/challenge',
    {
      schema: {
        hide: true,
        params: z.object({ intentId: z.string().regex(/^pi_sbx_[a-f0-9]{24}$/, 'No such payment.') }),
      },
    },
    async (_req, reply) => send(reply, 'text/html', pages.challenge),
  )

  app.post(
    '/v1/tokens',
    // The shop's own card checks, with its words: the element shows them under each field.
    { schema: { tags, body: cardFormSchema(), response: answers({ 200: TokenAnswerSchema }) } },
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
