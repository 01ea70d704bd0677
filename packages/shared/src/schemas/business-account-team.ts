import { z } from 'zod'
import { ACCOUNT_ROLES, MEMBER_ROLES } from '../business-account-roles'
import { requiredEmail, requiredText } from './account'
import { IdParamSchema } from './catalogue'

/*
 * Clinic teams (docs/decisions/0139-clinic-teams-members-roles-and-invitations.md): the owner's
 * invitations and members, and the invitation a person accepts.
 */

const memberRole = z.enum(MEMBER_ROLES, { error: `Role must be one of ${MEMBER_ROLES.join(', ')}` })

/** The owner invites a person by e-mail with a role. */
export const InviteMemberSchema = z.object({ email: requiredEmail('Email'), role: memberRole }).strict()
export type InviteMember = z.infer<typeof InviteMemberSchema>

export const ChangeMemberRoleSchema = z.object({ role: memberRole }).strict()
export type ChangeMemberRole = z.infer<typeof ChangeMemberRoleSchema>

/** The token from the invitation's link. */
export const AcceptInvitationSchema = z.object({ token: requiredText('Invitation', 100) }).strict()
export type AcceptInvitation = z.infer<typeof AcceptInvitationSchema>

/** One row of the team: a member (active) or a waiting invitation (invited). */
export const TeamMemberSchema = z.object({
  /** `member-<user id>` or `invitation-<id>`: one key for either kind. */
  key: z.string(),
  kind: z.enum(['member', 'invitation']),
  /** The member's user id, or the invitation's id. */
  id: z.number(),
  name: z.string().nullable(),
  email: z.string(),
  role: z.enum(ACCOUNT_ROLES),
  status: z.enum(['active', 'invited', 'expired']),
  /** The last order the member placed on the account (number and day), null for none. */
  last_order_no: z.string().nullable(),
  last_order_at: z.string().nullable(),
  /** When an invitation's link stops working. */
  expires_at: z.string().nullable(),
})
export type TeamMember = z.infer<typeof TeamMemberSchema>

export const TeamSchema = z.object({ items: z.array(TeamMemberSchema) })
export type Team = z.infer<typeof TeamSchema>

/** The answer to accepting an invitation: the account joined and the role in it. */
export const JoinedAccountSchema = z.object({
  practice_name: z.string(),
  role: z.enum(ACCOUNT_ROLES),
})
export type JoinedAccount = z.infer<typeof JoinedAccountSchema>

export const TeamIdParamsSchema = z.object({ id: IdParamSchema }).strict()
