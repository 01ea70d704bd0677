import { isoDateIn } from '@shop/shared/format'
import { AdminIdParamsSchema, AdminMessageSchema } from '@shop/shared/schemas/admin/common'
import { DashboardSchema } from '@shop/shared/schemas/admin/dashboard'
import {
  AdminReviewResponseSchema,
  AdminReviewsPageSchema,
  AdminReviewsQuerySchema,
  AdminSubscriptionResponseSchema,
  AdminSubscriptionsPageSchema,
  AdminSubscriptionsQuerySchema,
  CancelSubscriptionInputSchema,
  ContactMessageResponseSchema,
  ContactMessagesPageSchema,
  ContactMessagesQuerySchema,
  CountryParamsSchema,
  CouponCodeParamsSchema,
  CouponInputSchema,
  CouponListResponseSchema,
  CouponResponseSchema,
  MailPageSchema,
  MailQuerySchema,
  MailResponseSchema,
  NewsletterPageSchema,
  NewsletterQuerySchema,
  ReviewReplySchema,
  ReviewStatusInputSchema,
  ShippingRateInputSchema,
  ShippingRateListResponseSchema,
  ShippingRateResponseSchema,
  TaxRateInputSchema,
  TaxRateListResponseSchema,
  TaxRateResponseSchema,
} from '@shop/shared/schemas/admin/operations'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { answers, csvAnswer } from '../../lib/api-schemas'
import { serviceContext } from '../../lib/service-context'
import { requireStaff } from '../../plugins/staff-auth'
import * as rates from '../checkout/rates.admin.service'
import { moderateReview, replyToReview, listAdminReviews } from '../reviews/reviews.admin.service'
import {
  changeSubscriptionForCustomer,
  listAdminSubscriptions,
} from '../subscriptions/subscriptions.admin.service'
import * as lists from './back-office-lists.service'
import { dashboardFigures } from './dashboard.service'

const security = [{ bearerAuth: [] }]
const params = AdminIdParamsSchema

/**
 * The back office's day-to-day screens (docs/requirements/back-office.md §8): dashboard, coupons
 * and rates, review moderation, subscriptions, contact messages, newsletter and the mail outbox.
 */
export async function operationsAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const ctx = serviceContext(app)
  const db = app.db

  app.get(
    '/dashboard',
    { schema: { tags: ['admin: dashboard'], security, response: answers({ 200: DashboardSchema }) } },
    async () => dashboardFigures(ctx, app.clock()),
  )

  // Coupons, shipping and tax rates
  const charges = ['admin: charges']
  app.get(
    '/coupons',
    { schema: { tags: charges, security, response: answers({ 200: CouponListResponseSchema }) } },
    async () => rates.listAdminCoupons(db),
  )
  app.put(
    '/coupons/:code',
    {
      schema: {
        tags: charges,
        security,
        params: CouponCodeParamsSchema,
        body: CouponInputSchema,
        response: answers({ 200: CouponResponseSchema }),
      },
    },
    async (req) => ({
      message: 'Coupon saved.',
      coupon: await rates.saveAdminCoupon(db, requireStaff(req), req.params.code, req.body),
    }),
  )
  app.get(
    '/shipping-rates',
    { schema: { tags: charges, security, response: answers({ 200: ShippingRateListResponseSchema }) } },
    async () => rates.listAdminShippingRates(db),
  )
  app.put(
    '/shipping-rates/:country',
    {
      schema: {
        tags: charges,
        security,
        params: CountryParamsSchema,
        body: ShippingRateInputSchema,
        response: answers({ 200: ShippingRateResponseSchema }),
      },
    },
    async (req) => ({
      message: 'Shipping rate saved.',
      rate: await rates.saveAdminShippingRate(db, requireStaff(req), req.params.country, req.body),
    }),
  )
  app.delete(
    '/shipping-rates/:country',
    {
      schema: {
        tags: charges,
        security,
        params: CountryParamsSchema,
        response: answers({ 200: AdminMessageSchema }),
      },
    },
    async (req) => rates.deleteAdminShippingRate(db, requireStaff(req), req.params.country),
  )
  app.get(
    '/tax-rates',
    { schema: { tags: charges, security, response: answers({ 200: TaxRateListResponseSchema }) } },
    async () => rates.listAdminTaxRates(db),
  )
  app.put(
    '/tax-rates/:country',
    {
      schema: {
        tags: charges,
        security,
        params: CountryParamsSchema,
        body: TaxRateInputSchema,
        response: answers({ 200: TaxRateResponseSchema }),
      },
    },
    async (req) => ({
      message: 'Tax rate saved.',
      rate: await rates.saveAdminTaxRate(db, requireStaff(req), req.params.country, req.body),
    }),
  )
  app.delete(
    '/tax-rates/:country',
    {
      schema: {
        tags: charges,
        security,
        params: CountryParamsSchema,
        response: answers({ 200: AdminMessageSchema }),
      },
    },
    async (req) => rates.deleteAdminTaxRate(db, requireStaff(req), req.params.country),
  )

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

  // Subscriptions
  const subscriptions = ['admin: subscriptions']
  app.get(
    '/subscriptions',
    {
      schema: {
        tags: subscriptions,
        security,
        querystring: AdminSubscriptionsQuerySchema,
        response: answers({ 200: AdminSubscriptionsPageSchema }),
      },
    },
    async (req) =>
      listAdminSubscriptions(db.kysely, req.query, isoDateIn(app.clock(), app.config.shop.timeZone)),
  )
  app.post(
    '/subscriptions/:id/skip',
    {
      schema: {
        tags: subscriptions,
        security,
        params,
        response: answers({ 200: AdminSubscriptionResponseSchema }),
      },
    },
    async (req) =>
      changeSubscriptionForCustomer(ctx, requireStaff(req), req.params.id, { kind: 'skip' }, app.clock()),
  )
  app.post(
    '/subscriptions/:id/cancel',
    {
      schema: {
        tags: subscriptions,
        security,
        params,
        body: CancelSubscriptionInputSchema,
        response: answers({ 200: AdminSubscriptionResponseSchema }),
      },
    },
    async (req) =>
      changeSubscriptionForCustomer(
        ctx,
        requireStaff(req),
        req.params.id,
        { kind: 'cancel', reason: req.body.reason },
        app.clock(),
      ),
  )

  // Contact messages, newsletter, mail outbox
  const messages = ['admin: messages']
  app.get(
    '/contact-messages',
    {
      schema: {
        tags: messages,
        security,
        querystring: ContactMessagesQuerySchema,
        response: answers({ 200: ContactMessagesPageSchema }),
      },
    },
    async (req) => lists.listContactMessages(db.kysely, req.query),
  )
  app.post(
    '/contact-messages/:id/answered',
    {
      schema: { tags: messages, security, params, response: answers({ 200: ContactMessageResponseSchema }) },
    },
    async (req) => ({
      message: 'Marked answered.',
      contact_message: await lists.markContactAnswered(db, requireStaff(req), req.params.id),
    }),
  )
  app.get(
    '/newsletter',
    {
      schema: {
        tags: messages,
        security,
        querystring: NewsletterQuerySchema,
        response: answers({ 200: NewsletterPageSchema }),
      },
    },
    async (req) => lists.listNewsletter(ctx, req.query),
  )
  app.get(
    '/newsletter/export.csv',
    { config: { heavy: true }, schema: { tags: messages, security, response: answers({ 200: csvAnswer }) } },
    async (_req, reply) =>
      reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'attachment; filename="newsletter.csv"')
        .type('text/csv; charset=utf-8')
        .send(lists.newsletterCsv(db.kysely)),
  )
  app.get(
    '/mail',
    {
      schema: {
        tags: messages,
        security,
        querystring: MailQuerySchema,
        response: answers({ 200: MailPageSchema }),
      },
    },
    async (req) => lists.listMail(db.kysely, req.query),
  )
  app.get(
    '/mail/:id',
    { schema: { tags: messages, security, params, response: answers({ 200: MailResponseSchema }) } },
    async (req) => ({ mail: await lists.getMail(db.kysely, req.params.id) }),
  )
  app.post(
    '/mail/:id/resend',
    { schema: { tags: messages, security, params, response: answers({ 200: MailResponseSchema }) } },
    async (req) => ({
      message: 'Sent again.',
      mail: await lists.resendMail(ctx, requireStaff(req), req.params.id),
    }),
  )
}
