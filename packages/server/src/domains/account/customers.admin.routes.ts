import { AdminIdParamsSchema, AdminMessageSchema } from '@shop/shared/schemas/admin/common'
import {
  AdminCustomerResponseSchema,
  AdminCustomersPageSchema,
  AdminCustomersQuerySchema,
  BlockCustomerSchema,
} from '@shop/shared/schemas/admin/customers'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { answers } from '../../lib/api-schemas'
import { serviceContext } from '../../lib/service-context'
import { requireStaff } from '../../plugins/staff-auth'
import { getCustomer, listCustomers, sendCustomerReset, setCustomerBlocked } from './customers.admin.service'

const tags = ['admin: customers']
const security = [{ bearerAuth: [] }]

/** Back-office customers; registered inside the staff guard. */
export async function customersAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const ctx = serviceContext(app)
  const params = AdminIdParamsSchema

  app.get(
    '/customers',
    {
      schema: {
        tags,
        security,
        querystring: AdminCustomersQuerySchema,
        response: answers({ 200: AdminCustomersPageSchema }),
      },
    },
    async (req) => listCustomers(app.db.kysely, req.query),
  )
  app.get(
    '/customers/:id',
    { schema: { tags, security, params, response: answers({ 200: AdminCustomerResponseSchema }) } },
    async (req) => ({ customer: await getCustomer(app.db.kysely, req.params.id) }),
  )
  app.post(
    '/customers/:id/block',
    {
      schema: {
        tags,
        security,
        params,
        body: BlockCustomerSchema,
        response: answers({ 200: AdminCustomerResponseSchema }),
      },
    },
    async (req) => ({
      message: 'Customer blocked; their sessions ended.',
      customer: await setCustomerBlocked(app.db, requireStaff(req), req.params.id, true, req.body.reason),
    }),
  )
  app.post(
    '/customers/:id/unblock',
    { schema: { tags, security, params, response: answers({ 200: AdminCustomerResponseSchema }) } },
    async (req) => ({
      message: 'Customer unblocked.',
      customer: await setCustomerBlocked(app.db, requireStaff(req), req.params.id, false),
    }),
  )
  app.post(
    '/customers/:id/password-reset',
    { schema: { tags, security, params, response: answers({ 200: AdminMessageSchema }) } },
    async (req) =>
      sendCustomerReset(ctx, requireStaff(req), req.params.id, { limits: app.limits, ip: req.ip }),
  )
}
