import {
  AuditPageSchema,
  AuditQuerySchema,
  ChangeOwnPasswordSchema,
  CreateStaffSchema,
  ResetStaffPasswordSchema,
  ShopSettingsResponseSchema,
  ShopSettingsSchema,
  StaffListQuerySchema,
  StaffListResponseSchema,
  StaffLoginResponseSchema,
  StaffLoginSchema,
  StaffMeResponseSchema,
  StaffResponseSchema,
  UpdateStaffSchema,
} from '@shop/shared/schemas/admin/auth'
import { AdminIdParamsSchema, AdminMessageSchema } from '@shop/shared/schemas/admin/common'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { answers, csvAnswer } from '../../lib/api-schemas'
import { requireStaff } from '../../plugins/staff-auth'
import { auditCsv, listAudit } from '../../audit/audit'
import { readShopSettings, saveShopSettings } from '../../settings/settings.service'
import { loginStaff, logoutStaff } from './staff-auth.service'
import {
  changeOwnPassword,
  createStaffAccount,
  getStaffAccount,
  listStaffAccounts,
  resetStaffPassword,
  updateStaffAccount,
} from './staff.service'

const tags = ['admin: staff']
const security = [{ bearerAuth: [] }]
const owner = { ownerOnly: true }
const beforeOwnPassword = { beforeOwnPassword: true }

/** POST /api/admin/login: the one back-office call without a token. */
export async function staffLoginRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const session = { idleDays: app.config.sessionIdleDays, maxDays: app.config.sessionMaxDays }
  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Staff sign-in: answers a staff token (another audience than customer tokens)',
        body: StaffLoginSchema,
        response: answers({ 200: StaffLoginResponseSchema }),
      },
      config: { rateLimit: app.strictRateLimit },
    },
    async (req) => loginStaff(app.db, req.body, { limits: app.limits, log: req.log, ip: req.ip, session }),
  )
}

/** Session, staff accounts (owner), settings (owner) and the audit log. */
export async function staffAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.post(
    '/logout',
    {
      schema: { tags, security, response: answers({ 200: AdminMessageSchema }) },
      config: beforeOwnPassword,
    },
    async (req) => logoutStaff(app.db, requireStaff(req), req.log),
  )

  app.get(
    '/me',
    {
      schema: { tags, security, response: answers({ 200: StaffMeResponseSchema }) },
      config: beforeOwnPassword,
    },
    async (req) => ({
      staff: await getStaffAccount(app.db, requireStaff(req).id),
    }),
  )

  app.post(
    '/me/password',
    {
      schema: {
        tags,
        security,
        summary: 'The signed-in member chooses their own password (first, after a one-time password)',
        body: ChangeOwnPasswordSchema,
        response: answers({ 200: StaffResponseSchema }),
      },
      config: { ...beforeOwnPassword, rateLimit: app.strictRateLimit },
    },
    async (req) => ({
      message: 'Your password is changed.',
      staff: await changeOwnPassword(app.db, requireStaff(req), req.body),
    }),
  )

  app.get(
    '/staff',
    {
      schema: {
        tags,
        security,
        querystring: StaffListQuerySchema,
        response: answers({ 200: StaffListResponseSchema }),
      },
      config: owner,
    },
    async (req) => listStaffAccounts(app.db, req.query.active),
  )

  app.post(
    '/staff',
    {
      schema: { tags, security, body: CreateStaffSchema, response: answers({ 201: StaffResponseSchema }) },
      config: owner,
    },
    async (req, reply) => {
      const staff = await createStaffAccount(app.db, requireStaff(req), req.body)
      return reply.status(201).send({ message: `Staff account ${staff.email} created.`, staff })
    },
  )

  app.patch(
    '/staff/:id',
    {
      schema: {
        tags,
        security,
        params: AdminIdParamsSchema,
        body: UpdateStaffSchema,
        response: answers({ 200: StaffResponseSchema }),
      },
      config: owner,
    },
    async (req) => {
      const staff = await updateStaffAccount(app.db, requireStaff(req), req.params.id, req.body)
      return { message: `Staff account ${staff.email} saved.`, staff }
    },
  )

  app.post(
    '/staff/:id/password',
    {
      schema: {
        tags,
        security,
        params: AdminIdParamsSchema,
        body: ResetStaffPasswordSchema,
        response: answers({ 200: AdminMessageSchema }),
      },
      config: owner,
    },
    async (req) => {
      const staff = await resetStaffPassword(app.db, requireStaff(req), req.params.id, req.body.password)
      return { message: `Password of ${staff.email} set; their sessions ended.` }
    },
  )

  app.get(
    '/settings',
    { schema: { tags, security, response: answers({ 200: ShopSettingsResponseSchema }) }, config: owner },
    async () => ({ settings: await readShopSettings(app.db.kysely) }),
  )

  app.put(
    '/settings',
    {
      schema: {
        tags,
        security,
        body: ShopSettingsSchema,
        response: answers({ 200: ShopSettingsResponseSchema }),
      },
      config: owner,
    },
    async (req) => ({ settings: await saveShopSettings(app.db, requireStaff(req), req.body) }),
  )

  app.get(
    '/audit',
    {
      schema: { tags, security, querystring: AuditQuerySchema, response: answers({ 200: AuditPageSchema }) },
      // Who changed what is the owner's to read: it names staff and holds customers' data before
      // and after each change.
      config: owner,
    },
    async (req) => listAudit(app.db.kysely, req.query),
  )

  app.get(
    '/audit/export.csv',
    {
      schema: {
        tags,
        security,
        summary: "The audit entries the list's filters keep, every page, as CSV",
        querystring: AuditQuerySchema,
        response: answers({ 200: csvAnswer }),
      },
      config: { ...owner, heavy: true },
    },
    async (req, reply) =>
      reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .type('text/csv; charset=utf-8')
        .send(auditCsv(app.db.kysely, req.query)),
  )
}
