import { NewsletterSignupSchema, type NewsletterSignupResponse } from '@shop/shared/schemas/newsletter'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { answers } from '../../lib/api-schemas'
import { subscribeToNewsletter } from './newsletter.service'

const NewsletterSignupResponseSchema = z.object({
  message: z.string(),
  subscribed: z.boolean(),
  already_subscribed: z.boolean(),
}) satisfies z.ZodType<NewsletterSignupResponse>

const tags = ['newsletter']

/** POST /api/newsletter: the footer's sign-up (decisions.md: stored once per address, rate limited). */
export async function newsletterRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.post(
    '/newsletter',
    {
      schema: {
        tags,
        body: NewsletterSignupSchema,
        response: answers({ 200: NewsletterSignupResponseSchema, 201: NewsletterSignupResponseSchema }),
      },
      config: { rateLimit: app.strictRateLimit },
    },
    async (req, reply) => {
      const result = await subscribeToNewsletter(app.db, req.body.email)
      return reply.status(result.already_subscribed ? 200 : 201).send(result)
    },
  )
}
