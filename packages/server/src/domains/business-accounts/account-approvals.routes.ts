import {
  ApprovalIdParamsSchema,
  ApprovalListSchema,
  ApprovalSchema,
  ApprovalSettingsSchema,
  ApproveOrderSchema,
  MemberLimitsSchema,
  NewApprovalRuleSchema,
  RejectOrderSchema,
} from '@shop/shared/schemas/business-account-approvals'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { answers } from '../../lib/api-schemas'
import { serviceContext } from '../../lib/service-context'
import { requireUser } from '../../plugins/auth'
import * as approvals from './account-approvals.service'

const tags = ['business accounts']
const security = [{ bearerAuth: [] }]

/**
 * A business account's spending limits, approval rules (the owner's) and the queue of orders waiting
 * for an Approver. Each call reads the caller's role afresh.
 */
export async function accountApprovalRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const onRequest = app.authenticate
  const settings = answers({ 200: ApprovalSettingsSchema })
  const one = answers({ 200: ApprovalSchema })
  const params = ApprovalIdParamsSchema

  app.get(
    '/customer/business-account/approval-settings',
    {
      schema: {
        tags,
        security,
        summary: "Buyers' limits and the approval rules (owner only)",
        response: settings,
      },
      onRequest,
    },
    async (req) => approvals.approvalSettings(serviceContext(app), requireUser(req).id),
  )

  app.put(
    '/customer/business-account/members/:id/limits',
    {
      schema: {
        tags,
        security,
        summary: "Set a Buyer's per-order and monthly limits in cents, null for none (owner only)",
        params,
        body: MemberLimitsSchema,
        response: settings,
      },
      onRequest,
    },
    async (req) => approvals.setLimits(serviceContext(app), requireUser(req).id, req.params.id, req.body),
  )

  app.post(
    '/customer/business-account/approval-rules',
    {
      schema: {
        tags,
        security,
        summary: 'Add an approval rule (owner only)',
        body: NewApprovalRuleSchema,
        response: settings,
      },
      onRequest,
    },
    async (req) => approvals.addRule(serviceContext(app), requireUser(req).id, req.body),
  )

  app.delete(
    '/customer/business-account/approval-rules/:id',
    {
      schema: { tags, security, summary: 'Remove an approval rule (owner only)', params, response: settings },
      onRequest,
    },
    async (req) => approvals.removeRule(serviceContext(app), requireUser(req).id, req.params.id),
  )

  app.get(
    '/customer/business-account/approvals',
    {
      schema: {
        tags,
        security,
        summary: 'Orders waiting for approval (Approvers and owner)',
        response: answers({ 200: ApprovalListSchema }),
      },
      onRequest,
    },
    async (req) => approvals.waitingOrders(serviceContext(app), requireUser(req).id),
  )

  app.get(
    '/customer/business-account/approvals/mine',
    {
      schema: {
        tags,
        security,
        summary: 'My orders that wait or waited for approval',
        response: answers({ 200: ApprovalListSchema }),
      },
      onRequest,
    },
    async (req) => approvals.myApprovals(serviceContext(app), requireUser(req).id),
  )

  app.post(
    '/customer/business-account/approvals/:id/approve',
    {
      schema: {
        tags,
        security,
        summary:
          'Approve a waiting order, with changed quantities (0 removes a line) and a note; it is placed on account',
        params,
        body: ApproveOrderSchema,
        response: one,
      },
      onRequest,
    },
    async (req) => approvals.approve(serviceContext(app), requireUser(req).id, req.params.id, req.body),
  )

  app.post(
    '/customer/business-account/approvals/:id/reject',
    {
      schema: {
        tags,
        security,
        summary: 'Reject a waiting order with a reason',
        params,
        body: RejectOrderSchema,
        response: one,
      },
      onRequest,
    },
    async (req) => approvals.reject(serviceContext(app), requireUser(req).id, req.params.id, req.body.reason),
  )
}
