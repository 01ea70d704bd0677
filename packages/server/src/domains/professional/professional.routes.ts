import multipart from '@fastify/multipart'
import {
  LICENCE_DOCUMENT_MAX_BYTES,
  ProfessionalApplicationSchema,
  ProfessionalStatusSchema,
} from '@shop/shared/schemas/professional'
import { AdminIdParamsSchema } from '@shop/shared/schemas/admin/common'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { badRequest } from '../../errors'
import { customerFileHeaders } from '../../lib/customer-files'
import { answers } from '../../lib/api-schemas'
import { serviceContext } from '../../lib/service-context'
import { requireUser } from '../../plugins/auth'
import * as applications from './professional-applications.service'

const tags = ['professional accounts']
const security = [{ bearerAuth: [] }]

/** A licence document answer (PDF or picture). */
export const documentAnswer = {
  description: 'The licence document (PDF, JPEG or PNG)',
  content: {
    'application/pdf': { schema: { type: 'string', format: 'binary' } },
    'image/jpeg': { schema: { type: 'string', format: 'binary' } },
    'image/png': { schema: { type: 'string', format: 'binary' } },
  },
} as const

/** The application's text fields and its one `document` file, from a multipart request. */
async function applicationParts(req: FastifyRequest) {
  if (!req.isMultipart())
    throw badRequest('document: Send the application as multipart/form-data.', { document: ['is required'] })
  const fields: Record<string, string> = {}
  let file: applications.UploadedDocument | null = null
  for await (const part of req.parts({
    limits: { fileSize: LICENCE_DOCUMENT_MAX_BYTES, files: 1, fields: 20 },
  })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'document') {
        await part.toBuffer()
        continue
      }
      const buffer = await part.toBuffer().catch(() => Buffer.alloc(0))
      file = { buffer, truncated: part.file.truncated, filename: part.filename }
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value
    }
  }
  return { fields, file }
}

/** The signed-in customer's professional account: status, application, their own document. */
export async function professionalRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  await app.register(multipart, {
    // An oversized file is cut off and reported as too large, never read whole into memory.
    throwFileSizeLimit: false,
    limits: { fileSize: LICENCE_DOCUMENT_MAX_BYTES, files: 1, fields: 20 },
  })
  const onRequest = app.authenticate
  const ctx = () => serviceContext(app)

  app.get(
    '/customer/professional',
    {
      schema: {
        tags,
        security,
        summary: "The customer's professional standing and latest application",
        response: answers({ 200: ProfessionalStatusSchema }),
      },
      onRequest,
    },
    async (req) =>
      applications.professionalStatus(app.db.kysely, requireUser(req).id, app.config.shop.timeZone),
  )

  app.post(
    '/customer/professional/applications',
    {
      schema: {
        tags,
        security,
        summary:
          'Apply for a professional account (multipart: the fields and a `document` PDF, JPEG or PNG of at most 5 MB)',
        response: answers({ 201: ProfessionalApplicationSchema }),
      },
      onRequest,
    },
    async (req, reply) => {
      const user = requireUser(req)
      const { fields, file } = await applicationParts(req)
      const created = await applications.applyForVerification(ctx(), user, fields, file)
      return reply.status(201).send(created)
    },
  )

  app.get(
    '/customer/professional/applications/:id/document',
    {
      schema: {
        tags,
        security,
        summary: "The customer's own licence document",
        params: AdminIdParamsSchema,
        response: answers({ 200: documentAnswer }),
      },
      onRequest,
    },
    async (req, reply) => {
      const doc = await applications.openOwnDocument(ctx(), requireUser(req).id, req.params.id)
      return customerFileHeaders(reply, doc.type, doc.name, 'licence').send(doc.stream)
    },
  )
}
