import { ErasureRequestSchema, PrivacyDownloadParamsSchema } from '@shop/shared/schemas/privacy'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { answers, MessageSchema } from '../../lib/api-schemas'
import { requireUser } from '../../plugins/auth'
import { PrivacyDownloadSchema, PrivacyOverviewSchema, zipAnswer } from './privacy.responses'
import * as privacy from './privacy.service'

const tags = ['privacy']
const security = [{ bearerAuth: [] }]

/** 'My account > Privacy': consents, data downloads and erasure, each for the token's own customer. */
export async function privacyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  // onRequest: a call without a valid token answers 401 before its body is read.
  const onRequest = app.authenticate
  const ctx = () => ({
    db: app.db,
    config: app.config,
    files: app.files,
    log: app.log,
    privacyFlows: app.privacyFlows,
  })

  app.get(
    '/customer/privacy',
    {
      schema: { tags, security, response: answers({ 200: PrivacyOverviewSchema }) },
      onRequest,
    },
    async (req) => privacy.getPrivacyOverview(app.db, requireUser(req).id),
  )

  app.post(
    '/customer/privacy/downloads',
    {
      schema: {
        tags,
        security,
        summary: 'Make a download of my data',
        response: answers({ 201: PrivacyDownloadSchema }),
      },
      onRequest,
      config: { rateLimit: app.strictRateLimit },
    },
    async (req, reply) => reply.code(201).send(await privacy.requestDownload(ctx(), requireUser(req).id)),
  )

  app.get(
    '/customer/privacy/downloads/:id',
    {
      schema: {
        tags,
        security,
        summary: 'The zip of one of my downloads (410 once its link has expired)',
        params: PrivacyDownloadParamsSchema,
        response: answers({ 200: zipAnswer }),
      },
      onRequest,
    },
    async (req, reply) => {
      const file = await privacy.openDownload(ctx(), requireUser(req).id, req.params.id)
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${file.downloadName}"`)
        .type('application/zip')
        .send(file.stream)
    },
  )

  app.post(
    '/customer/privacy/erasure',
    {
      schema: {
        tags,
        security,
        summary: 'Erase me (my password again)',
        body: ErasureRequestSchema,
        response: answers({ 200: MessageSchema }),
      },
      onRequest,
      config: { rateLimit: app.strictRateLimit },
    },
    async (req) =>
      privacy.requestErasure(ctx(), requireUser(req).id, req.body.password, {
        limits: app.limits,
        log: req.log,
        ip: req.ip,
      }),
  )
}
