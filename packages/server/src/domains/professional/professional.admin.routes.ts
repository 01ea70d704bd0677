import { AdminIdParamsSchema, AdminMessageSchema } from '@shop/shared/schemas/admin/common'
import {
  AdminApplicationResponseSchema,
  AdminApplicationSchema,
  AdminApplicationsQuerySchema,
  AdminApplicationsSchema,
  ApproveApplicationSchema,
  AskForMoreSchema,
  RejectApplicationSchema,
  SuspendProfessionalSchema,
} from '@shop/shared/schemas/professional'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { customerFileHeaders } from '../../lib/customer-files'
import { answers } from '../../lib/api-schemas'
import { serviceContext } from '../../lib/service-context'
import { requireStaff } from '../../plugins/staff-auth'
import * as applications from './professional-applications.service'
import { documentAnswer } from './professional.routes'

const tags = ['admin: professional accounts']
const security = [{ bearerAuth: [] }]
/**
 * Licence documents and the decisions on them are owners' work
 * (docs/decisions/0101-licence-applications-reviewed-by-owners.md): `staff` get 403.
 */
const ownerOnly = { ownerOnly: true }

/** The queue of licence applications and the professional accounts; registered inside the staff guard. */
export async function professionalAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const ctx = () => serviceContext(app)
  const actor = (req: Parameters<typeof requireStaff>[0]) => {
    const s = requireStaff(req)
    return { id: s.id, email: s.email }
  }

  app.get(
    '/professional-applications',
    {
      config: ownerOnly,
      schema: {
        tags,
        security,
        querystring: AdminApplicationsQuerySchema,
        response: answers({ 200: AdminApplicationsSchema }),
      },
    },
    async (req) => applications.listApplications(app.db.kysely, req.query.status),
  )

  app.get(
    '/professional-applications/:id',
    {
      config: ownerOnly,
      schema: {
        tags,
        security,
        params: AdminIdParamsSchema,
        response: answers({ 200: AdminApplicationSchema }),
      },
    },
    async (req) => applications.getApplication(app.db.kysely, req.params.id),
  )

  app.get(
    '/professional-applications/:id/document',
    {
      config: ownerOnly,
      schema: { tags, security, params: AdminIdParamsSchema, response: answers({ 200: documentAnswer }) },
    },
    async (req, reply) => {
      const doc = await applications.openApplicationDocument(ctx(), req.params.id)
      return customerFileHeaders(reply, doc.type, doc.name, 'licence').send(doc.stream)
    },
  )

  app.post(
    '/professional-applications/:id/approve',
    {
      config: ownerOnly,
      schema: {
        tags,
        security,
        params: AdminIdParamsSchema,
        body: ApproveApplicationSchema,
        response: answers({ 200: AdminApplicationResponseSchema }),
      },
    },
    async (req) => ({
      message: 'Approved: the customer is a verified professional.',
      application: await applications.decideApplication(ctx(), actor(req), req.params.id, {
        kind: 'approve',
        verifiedUntil: req.body.verified_until,
      }),
    }),
  )

  app.post(
    '/professional-applications/:id/reject',
    {
      config: ownerOnly,
      schema: {
        tags,
        security,
        params: AdminIdParamsSchema,
        body: RejectApplicationSchema,
        response: answers({ 200: AdminApplicationResponseSchema }),
      },
    },
    async (req) => ({
      message: 'Rejected: the customer was told why.',
      application: await applications.decideApplication(ctx(), actor(req), req.params.id, {
        kind: 'reject',
        reason: req.body.reason,
      }),
    }),
  )

  app.post(
    '/professional-applications/:id/ask',
    {
      config: ownerOnly,
      schema: {
        tags,
        security,
        params: AdminIdParamsSchema,
        body: AskForMoreSchema,
        response: answers({ 200: AdminApplicationResponseSchema }),
      },
    },
    async (req) => ({
      message: 'The customer was asked for more.',
      application: await applications.decideApplication(ctx(), actor(req), req.params.id, {
        kind: 'ask',
        message: req.body.message,
      }),
    }),
  )

  app.post(
    '/customers/:id/professional/suspend',
    {
      config: ownerOnly,
      schema: {
        tags,
        security,
        params: AdminIdParamsSchema,
        body: SuspendProfessionalSchema,
        response: answers({ 200: AdminMessageSchema }),
      },
    },
    async (req) => applications.suspendProfessional(ctx(), actor(req), req.params.id, req.body.reason),
  )
}
