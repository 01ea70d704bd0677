import {
  BusinessAccountApplicationSchema,
  CustomerBusinessAccountSchema,
  StatementQuerySchema,
} from '@shop/shared/schemas/business-accounts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { answers, csvAnswer } from '../../lib/api-schemas'
import { serviceContext } from '../../lib/service-context'
import { requireUser } from '../../plugins/auth'
import * as accounts from './business-accounts.service'

const tags = ['business accounts']
const security = [{ bearerAuth: [] }]

/** The signed-in customer's business account: apply, and see its invoices and statement. */
export async function businessAccountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const onRequest = app.authenticate

  app.get(
    '/customer/business-account',
    {
      schema: {
        tags,
        security,
        summary:
          "The customer's business account, its invoices and a statement (default: the last three months)",
        querystring: StatementQuerySchema,
        response: answers({ 200: CustomerBusinessAccountSchema }),
      },
      onRequest,
    },
    async (req) => accounts.customerAccount(serviceContext(app), requireUser(req).id, req.query),
  )

  app.get(
    '/customer/business-account/statement.csv',
    {
      schema: {
        tags,
        security,
        summary: "The customer's statement for a period as CSV (default: the last three months)",
        querystring: StatementQuerySchema,
        response: answers({ 200: csvAnswer }),
      },
      onRequest,
    },
    async (req, reply) => {
      const { file, name } = await accounts.statementCsv(serviceContext(app), requireUser(req).id, req.query)
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${name}"`)
        .type('text/csv; charset=utf-8')
        .send(file)
    },
  )

  app.post(
    '/customer/business-account',
    {
      schema: {
        tags,
        security,
        summary: 'Apply to pay on account for a practice',
        body: BusinessAccountApplicationSchema,
        response: answers({ 201: CustomerBusinessAccountSchema }),
      },
      onRequest,
    },
    async (req, reply) => {
      const created = await accounts.applyForAccount(serviceContext(app), requireUser(req), req.body)
      return reply.status(201).send(created)
    },
  )
}
