import {
  AcceptInvitationSchema,
  ChangeMemberRoleSchema,
  InviteMemberSchema,
  JoinedAccountSchema,
  TeamIdParamsSchema,
  TeamSchema,
} from '@shop/shared/schemas/business-account-team'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { answers } from '../../lib/api-schemas'
import { serviceContext } from '../../lib/service-context'
import { requireUser } from '../../plugins/auth'
import * as team from './business-account-team.service'

const tags = ['business accounts']
const security = [{ bearerAuth: [] }]

/**
 * A business account's team: the owner's members and invitations, and accepting an invitation.
 * Each call reads the caller's role afresh (docs/decisions/0139-clinic-teams-members-roles-and-invitations.md).
 */
export async function businessAccountTeamRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const onRequest = app.authenticate
  const ok = answers({ 200: TeamSchema })

  app.get(
    '/customer/business-account/members',
    { schema: { tags, security, summary: "The account's team (owner only)", response: ok }, onRequest },
    async (req) => team.teamOf(serviceContext(app), requireUser(req).id),
  )

  app.post(
    '/customer/business-account/invitations',
    {
      schema: {
        tags,
        security,
        summary: 'Invite a person by e-mail with a role (owner only); the link is mailed',
        body: InviteMemberSchema,
        response: answers({ 201: TeamSchema }),
      },
      onRequest,
    },
    async (req, reply) =>
      reply.status(201).send(await team.invite(serviceContext(app), requireUser(req).id, req.body)),
  )

  app.post(
    '/customer/business-account/invitations/:id/resend',
    {
      schema: {
        tags,
        security,
        summary: 'Mail an invitation again with a new link (owner only)',
        params: TeamIdParamsSchema,
        response: ok,
      },
      onRequest,
    },
    async (req) => team.resendInvitation(serviceContext(app), requireUser(req).id, req.params.id),
  )

  app.delete(
    '/customer/business-account/invitations/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Cancel an invitation (owner only)',
        params: TeamIdParamsSchema,
        response: ok,
      },
      onRequest,
    },
    async (req) => team.cancelInvitation(serviceContext(app), requireUser(req).id, req.params.id),
  )

  app.put(
    '/customer/business-account/members/:id',
    {
      schema: {
        tags,
        security,
        summary: "Change a member's role (owner only); id is the member's user id",
        params: TeamIdParamsSchema,
        body: ChangeMemberRoleSchema,
        response: ok,
      },
      onRequest,
    },
    async (req) => team.changeRole(serviceContext(app), requireUser(req).id, req.params.id, req.body),
  )

  app.delete(
    '/customer/business-account/members/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Remove a member (owner only): their access ends at once',
        params: TeamIdParamsSchema,
        response: ok,
      },
      onRequest,
    },
    async (req) => team.removeMember(serviceContext(app), requireUser(req).id, req.params.id),
  )

  app.post(
    '/customer/business-account/invitations/accept',
    {
      schema: {
        tags,
        security,
        summary: "Accept an invitation with its link's token, signed in as the person invited",
        body: AcceptInvitationSchema,
        response: answers({ 200: JoinedAccountSchema }),
      },
      onRequest,
    },
    async (req) => team.acceptInvitation(serviceContext(app), requireUser(req), req.body.token),
  )
}
