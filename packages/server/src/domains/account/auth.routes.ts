import { LoginSchema, RegisterSchema } from '@shop/shared/schemas/account'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireUser } from '../../plugins/auth'
import { dummyPasswordHash } from '../../lib/password'
import { loginUser, logoutUser, registerUser } from './auth.service'
import { answers, MessageSchema } from '../../lib/api-schemas'
import { AuthResponseSchema, LoginCodeStepSchema } from './account.responses'
import { mailShop } from '../../mail/mail-layout'

const tags = ['account']

/** docs/requirements/accounts.md §10: signup (also register), login, logout. */
export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const session = { idleDays: app.config.sessionIdleDays, maxDays: app.config.sessionMaxDays }
  // Made now, so the first login with an unknown e-mail takes no longer than any other.
  void dummyPasswordHash()

  for (const url of ['/signup', '/register']) {
    app.post(
      url,
      {
        schema: {
          tags,
          summary: 'Register a customer and log them in',
          body: RegisterSchema,
          response: answers({ 201: AuthResponseSchema }),
        },
        config: { rateLimit: app.strictRateLimit },
      },
      async (req, reply) => reply.status(201).send(await registerUser(app.db, req.body, session)),
    )
  }

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Log in with e-mail and password (and, when asked, the code mailed to the account)',
        body: LoginSchema,
        response: answers({ 200: AuthResponseSchema, 202: LoginCodeStepSchema }),
      },
      config: { rateLimit: app.strictRateLimit },
    },
    async (req, reply) => {
      const answer = await loginUser(app.db, req.body, {
        limits: app.limits,
        log: req.log,
        ip: req.ip,
        session,
        mailer: app.mailer,
        shop: mailShop(app.config),
      })
      return reply.status('step' in answer ? 202 : 200).send(answer)
    },
  )

  app.post(
    '/logout',
    {
      schema: {
        tags,
        summary: 'Revoke the token this call is made with',
        security: [{ bearerAuth: [] }],
        response: answers({ 200: MessageSchema }),
      },
      onRequest: app.authenticate,
    },
    async (req) => logoutUser(app.db, requireUser(req), req.log),
  )
}
