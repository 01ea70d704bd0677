import { AdminIdParamsSchema } from '@shop/shared/schemas/admin/common'
import {
  AdminBusinessAccountSchema,
  AdminBusinessAccountsQuerySchema,
  AdminBusinessAccountsSchema,
  AdminInvoiceSchema,
  AdminInvoicesQuerySchema,
  AdminInvoicesSchema,
  ApproveBusinessAccountSchema,
  BusinessAccountReasonSchema,
  RecordPaymentSchema,
} from '@shop/shared/schemas/business-accounts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { answers } from '../../lib/api-schemas'
import { serviceContext } from '../../lib/service-context'
import { requireStaff } from '../../plugins/staff-auth'
import * as invoices from './account-invoices.service'
import * as accounts from './business-accounts.service'

const tags = ['admin: business accounts']
const security = [{ bearerAuth: [] }]

/** Business accounts to review and the invoices paid on account; registered inside the staff guard. */
export async function businessAccountsAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const ctx = () => serviceContext(app)
  const actor = (req: Parameters<typeof requireStaff>[0]) => {
    const s = requireStaff(req)
    return { id: s.id, email: s.email }
  }

  app.get(
    '/business-accounts',
    {
      schema: {
        tags,
        security,
        querystring: AdminBusinessAccountsQuerySchema,
        response: answers({ 200: AdminBusinessAccountsSchema }),
      },
    },
    async (req) => accounts.listAccounts(ctx(), req.query.status),
  )

  app.get(
    '/business-accounts/:id',
    {
      schema: {
        tags,
        security,
        params: AdminIdParamsSchema,
        response: answers({ 200: AdminBusinessAccountSchema }),
      },
    },
    async (req) => accounts.getAccount(ctx(), req.params.id),
  )

  app.post(
    '/business-accounts/:id/approve',
    {
      schema: {
        tags,
        security,
        summary:
          'Approve an application (or change an approved account) with terms, credit limit and the PO rule',
        params: AdminIdParamsSchema,
        body: ApproveBusinessAccountSchema,
        response: answers({ 200: AdminBusinessAccountSchema }),
      },
    },
    async (req) => accounts.decideAccount(ctx(), actor(req), req.params.id, { kind: 'approve', ...req.body }),
  )

  for (const kind of ['reject', 'suspend'] as const) {
    app.post(
      `/business-accounts/:id/${kind}`,
      {
        schema: {
          tags,
          security,
          params: AdminIdParamsSchema,
          body: BusinessAccountReasonSchema,
          response: answers({ 200: AdminBusinessAccountSchema }),
        },
      },
      async (req) =>
        accounts.decideAccount(ctx(), actor(req), req.params.id, { kind, reason: req.body.reason }),
    )
  }

  app.get(
    '/account-invoices',
    {
      schema: {
        tags,
        security,
        querystring: AdminInvoicesQuerySchema,
        response: answers({ 200: AdminInvoicesSchema }),
      },
    },
    async (req) => invoices.listInvoices(ctx(), req.query),
  )

  app.get(
    '/account-invoices/:id',
    {
      schema: { tags, security, params: AdminIdParamsSchema, response: answers({ 200: AdminInvoiceSchema }) },
    },
    async (req) => invoices.getInvoice(ctx(), req.params.id),
  )

  app.post(
    '/account-invoices/:id/payments',
    {
      schema: {
        tags,
        security,
        summary:
          'Record a payment received against an open invoice (part payments allowed, never more than owed)',
        params: AdminIdParamsSchema,
        body: RecordPaymentSchema,
        response: answers({ 201: AdminInvoiceSchema }),
      },
    },
    async (req, reply) =>
      reply.status(201).send(await invoices.recordPayment(ctx(), actor(req), req.params.id, req.body)),
  )
}
