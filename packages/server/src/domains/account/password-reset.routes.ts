import {
  CheckEmailParamsSchema,
  ResetPasswordSchema,
  SendOtpMailSchema,
  VerifyOtpSchema,
} from '@shop/shared/schemas/account'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { mailShop } from '../../mail/mail-layout'
import { checkEmailRegistered, resetPassword, sendResetCode, verifyResetCode } from './password-reset.service'
import { answers, MessageSchema } from '../../lib/api-schemas'
import { VerifyOtpResponseSchema } from './account.responses'

const tags = ['account']

/** The 3-step forgotten-password flow (docs/requirements/accounts.md §4; docs/decisions/0010-password-reset-code-made-by-the-server.md). All rate limited. */
export async function passwordResetRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const config = { rateLimit: app.strictRateLimit }
  const guard = (req: FastifyRequest) => ({ limits: app.limits, log: req.log, ip: req.ip })

  app.get(
    '/check-email/:address',
    {
      schema: {
        tags,
        summary: 'Whether a customer has this e-mail',
        params: CheckEmailParamsSchema,
        response: answers({ 200: MessageSchema }),
      },
      config,
    },
    async (req) => checkEmailRegistered(app.db, req.params.address),
  )

  app.post(
    '/send-otp-mail',
    {
      schema: {
        tags,
        summary: 'Mail a 6-digit reset code',
        body: SendOtpMailSchema,
        response: answers({ 200: MessageSchema }),
      },
      config,
    },
    async (req) =>
      sendResetCode(app.db, app.mailer, req.log, mailShop(app.config), req.body.email, guard(req)),
  )

  app.post(
    '/verify-otp',
    {
      schema: {
        tags,
        summary: 'Exchange the code for a one-time reset token',
        body: VerifyOtpSchema,
        response: answers({ 200: VerifyOtpResponseSchema }),
      },
      config,
    },
    async (req) => verifyResetCode(app.db, req.body.email, req.body.otp, guard(req)),
  )

  app.put(
    '/update-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with the reset token',
        body: ResetPasswordSchema,
        response: answers({ 200: MessageSchema }),
      },
      config,
    },
    async (req) => resetPassword(app.db, req.body, guard(req), { mailer: app.mailer, config: app.config }),
  )
}
