import { ChangePasswordSchema, UpdateProfileSchema } from '@shop/shared/schemas/account'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireUser } from '../../plugins/auth'
import { changePassword, getProfile, updateProfile } from './profile.service'
import { answers, MessageSchema } from '../../lib/api-schemas'
import { GetUserResponseSchema, UpdateUserResponseSchema } from './account.responses'

const tags = ['profile']
const security = [{ bearerAuth: [] }]

/** The signed-in customer's profile and password (docs/requirements/accounts.md §10). */
export async function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  // onRequest, not preHandler: a call without a valid token answers 401 before its body is read.
  const onRequest = app.authenticate

  app.get(
    '/customer/get-user',
    {
      schema: {
        tags,
        security,
        summary: 'The signed-in customer (data.data)',
        response: answers({ 200: GetUserResponseSchema }),
      },
      onRequest,
    },
    async (req) => ({ data: { data: await getProfile(app.db, requireUser(req).id) } }),
  )

  app.put(
    '/customer/update-user',
    {
      schema: {
        tags,
        security,
        summary: 'Save changed profile fields',
        body: UpdateProfileSchema,
        response: answers({ 200: UpdateUserResponseSchema }),
      },
      onRequest,
    },
    async (req) => updateProfile(app.db, requireUser(req).id, req.body),
  )

  app.put(
    '/customer/update-password',
    {
      schema: {
        tags,
        security,
        summary: 'Change the password',
        body: ChangePasswordSchema,
        response: answers({ 200: MessageSchema }),
      },
      onRequest,
      config: { rateLimit: app.strictRateLimit },
    },
    async (req) => {
      const user = requireUser(req)
      return changePassword(
        app.db,
        user.id,
        user.tokenId,
        req.body,
        { limits: app.limits, log: req.log, ip: req.ip },
        { mailer: app.mailer, config: app.config },
      )
    },
  )
}
