import { AdminIdParamsSchema } from '@shop/shared/schemas/admin/common'
import {
  AdminReviewResponseSchema,
  AdminReviewsPageSchema,
  AdminReviewsQuerySchema,
  ReviewReplySchema,
  ReviewStatusInputSchema,
} from '@shop/shared/schemas/admin/operations'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { answers } from '../../lib/api-schemas'
import { requireStaff } from '../../plugins/staff-auth'
import { moderateReview, replyToReview, listAdminReviews } from './reviews.admin.service'

const security = [{ bearerAuth: [] }]
const params = AdminIdParamsSchema

/** Review moderation in the back office (docs/requirements/back-office.md §8). */
export async function reviewsAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const db = app.db

  // Reviews
  const reviews = ['admin: reviews']
  app.get(
    '/reviews',
    {
      schema: {
        tags: reviews,
        security,
        querystring: AdminReviewsQuerySchema,
        response: answers({ 200: AdminReviewsPageSchema }),
      },
    },
    async (req) => listAdminReviews(db.kysely, req.query),
  )
  app.post(
    '/reviews/:id/status',
    {
      schema: {
        tags: reviews,
        security,
        params,
        body: ReviewStatusInputSchema,
        response: answers({ 200: AdminReviewResponseSchema }),
      },
    },
    async (req) => {
      const review = await moderateReview(db, requireStaff(req), req.params.id, req.body.status)
      return { message: `Review ${review.status === 'hidden' ? 'hidden' : 'published'}.`, review }
    },
  )
  app.put(
    '/reviews/:id/reply',
    {
      schema: {
        tags: reviews,
        security,
        params,
        body: ReviewReplySchema,
        response: answers({ 200: AdminReviewResponseSchema }),
      },
    },
    async (req) => ({
      message: req.body.reply ? 'Reply saved.' : 'Reply removed.',
      review: await replyToReview(db, requireStaff(req), req.params.id, req.body.reply),
    }),
  )
}
