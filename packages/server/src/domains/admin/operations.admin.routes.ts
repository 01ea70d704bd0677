import { AdminIdParamsSchema } from '@shop/shared/schemas/admin/common'
import { DashboardSchema } from '@shop/shared/schemas/admin/dashboard'
import {
  ContactMessageResponseSchema,
  ContactMessagesPageSchema,
  ContactMessagesQuerySchema,
  MailPageSchema,
  MailQuerySchema,
  MailResponseSchema,
  NewsletterPageSchema,
  NewsletterQuerySchema,
} from '@shop/shared/schemas/admin/operations'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { answers, csvAnswer } from '../../lib/api-schemas'
import { serviceContext } from '../../lib/service-context'
import { requireStaff } from '../../plugins/staff-auth'
import * as lists from './back-office-lists.service'
import { dashboardFigures } from './dashboard.service'

const security = [{ bearerAuth: [] }]
const params = AdminIdParamsSchema

/**
 * The back office's own screens (docs/requirements/back-office.md §8): dashboard, contact messages,
 * newsletter and the mail outbox. Coupons and rates, reviews and subscriptions have their routes
 * beside their domains.
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
