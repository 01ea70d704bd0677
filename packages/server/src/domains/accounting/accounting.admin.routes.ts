import {
  AccountingExportFileParamsSchema,
  AccountingExportRunSchema,
  AccountingExportsSchema,
  RunAccountingExportSchema,
} from '@shop/shared/schemas/admin/accounting'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { answers, csvAnswer } from '../../lib/api-schemas'
import { serviceContext } from '../../lib/service-context'
import { requireStaff } from '../../plugins/staff-auth'
import * as accounting from './accounting.service'

const tags = ['admin: accounting']
const security = [{ bearerAuth: [] }]
/** The books are owners' (docs/decisions/0141-accounting-export-each-record-once.md): `staff` get 403. */
const ownerOnly = { ownerOnly: true }

/** The accounting export: run it, list its batches, download a batch's journal; registered inside the staff guard. */
export async function accountingAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const ctx = () => serviceContext(app)

  app.get(
    '/accounting/exports',
    { config: ownerOnly, schema: { tags, security, response: answers({ 200: AccountingExportsSchema }) } },
    async () => accounting.listExports(ctx()),
  )

  app.post(
    '/accounting/exports',
    {
      config: ownerOnly,
      schema: {
        tags,
        security,
        body: RunAccountingExportSchema,
        response: answers({ 200: AccountingExportRunSchema }),
      },
    },
    async (req) => {
      const staff = requireStaff(req)
      return accounting.exportJournal(ctx(), {
        date: req.body.date,
        actor: { id: staff.id, email: staff.email },
      })
    },
  )

  app.get(
    '/accounting/exports/:id/:layout',
    {
      config: ownerOnly,
      schema: {
        tags,
        security,
        params: AccountingExportFileParamsSchema,
        response: answers({ 200: csvAnswer }),
      },
    },
    async (req, reply) => {
      const file = await accounting.exportFile(ctx(), req.params.id, req.params.layout)
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${file.downloadName}"`)
        .type('text/csv; charset=utf-8')
        .send(file.stream)
    },
  )
}
