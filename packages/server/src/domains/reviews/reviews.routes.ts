import {
  CustomerReviewSchema,
  ProductReviewSchema,
  REVIEW_MESSAGES,
  ReviewIdParamsSchema,
  UpdateReviewSchema,
} from '@shop/shared/schemas/reviews'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { AppError } from '../../errors'
import { requireUser } from '../../plugins/auth'
import { answers } from '../../lib/api-schemas'
import {
  CreateReviewResponseSchema,
  CustomerReviewsResponseSchema,
  ReviewResponseSchema,
} from './reviews.responses'
import * as reviews from './reviews.service'

const tags = ['reviews']
const security = [{ bearerAuth: [] }]

/**
 * New guest reviews of one product, from any number of clients: a flood of reviews on one product
 * (many addresses, one target) is stopped even when each client stays under its own limit.
 */
export const REVIEWS_PER_PRODUCT_PER_HOUR = 20

/** docs/requirements/wishlist-and-reviews.md §6: the product page's form (guest or signed in) and the dashboard's own reviews. */
export async function reviewsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const settings = () => app.config
  const onRequest = app.authenticate
  const perProduct = app.createRateLimit({
    max: REVIEWS_PER_PRODUCT_PER_HOUR,
    timeWindow: '1 hour',
    keyGenerator: (req) => `review-product:${(req.body as { product_id: number }).product_id}`,
  })
  const limitPerProduct = async (req: FastifyRequest) => {
    const result = await perProduct(req)
    if (!result.isAllowed && result.isExceeded) {
      throw new AppError(429, REVIEW_MESSAGES.tooManyForProduct)
    }
  }

  app.post(
    '/reviews',
    {
      schema: {
        tags,
        summary: 'Review a product from its page (guest, or signed in with the token)',
        body: ProductReviewSchema,
        response: answers({ 201: CreateReviewResponseSchema }),
      },
      config: { rateLimit: app.strictRateLimit },
      preHandler: async (req, reply) => {
        // A signed-in shopper's review is theirs (one per product); a bad token is still a 401.
        if (req.headers.authorization) await app.authenticate(req, reply)
        // The cap holds back guest floods; it never shuts out a signed-in customer.
        if (!req.user) await limitPerProduct(req)
      },
    },
    async (req, reply) => {
      const answer = await reviews.createProductReview(
        app.db,
        settings(),
        req.user?.id ?? null,
        req.body,
        req.log,
        { limits: app.limits, ip: req.ip },
      )
      return reply.status(201).send(answer)
    },
  )

  app.post(
    '/customer/reviews',
    {
      schema: {
        tags,
        security,
        body: CustomerReviewSchema,
        response: answers({ 201: CreateReviewResponseSchema }),
      },
      onRequest,
      config: { rateLimit: app.strictRateLimit },
    },
    async (req, reply) => {
      const answer = await reviews.createCustomerReview(app.db, settings(), requireUser(req).id, req.body)
      return reply.status(201).send(answer)
    },
  )

  app.get(
    '/customer/get-review-by-id/:review_id',
    {
      schema: {
        tags,
        security,
        params: ReviewIdParamsSchema,
        response: answers({ 200: ReviewResponseSchema }),
      },
      onRequest,
    },
    async (req) => reviews.getOwnReview(app.db, requireUser(req).id, req.params.review_id),
  )

  app.put(
    '/customer/update-review-by-id/:review_id',
    {
      schema: {
        tags,
        security,
        params: ReviewIdParamsSchema,
        body: UpdateReviewSchema,
        response: answers({ 200: ReviewResponseSchema }),
      },
      onRequest,
    },
    async (req) =>
      reviews.updateOwnReview(app.db, settings(), requireUser(req).id, req.params.review_id, req.body),
  )

  app.get(
    '/customer/get-user-review',
    {
      schema: {
        tags,
        security,
        summary: "The customer's own reviews ('Customer Reviews')",
        response: answers({ 200: CustomerReviewsResponseSchema }),
      },
      onRequest,
    },
    async (req) => reviews.listOwnReviews(app.db, requireUser(req).id),
  )
}
