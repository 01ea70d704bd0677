import {
  ACCOUNT_ROLE_LABELS,
  INVITATION_DAYS,
  invitationStatus,
  type AccountRole,
} from '@shop/shared/business-account-roles'
import type {
  ChangeMemberRole,
  InviteMember,
  JoinedAccount,
  Team,
  TeamMember,
} from '@shop/shared/schemas/business-account-team'
import { recordAudit } from '../../audit/audit'
import type { DbHandle } from '../../db/connect'
import { isUniqueViolation, writeTransaction } from '../../db/transaction'
import { AppError, conflict, conflictOn, forbidden, notFound } from '../../errors'
import { addDays, nowIso } from '../../lib/clock'
import type { ServiceContext } from '../../lib/service-context'
import { generateToken, hashToken } from '../../lib/tokens'
import { accountAccess, requireAccountRole } from './account-access'
import { mailAccount } from './account-mail'
import * as team from './business-account-team.repository'
import * as repo from './business-accounts.repository'

// Clinic teams (docs/decisions/0139-clinic-teams-members-roles-and-invitations.md): the owner invites
// people by e-mail with a role, changes roles and removes members. Each step is audited as the
// customer's own (no staff member), naming who made it.

const name = (u: { first_name: string; last_name: string }) => `${u.first_name} ${u.last_name}`.trim()

/** The account's whole team: its owner, its members with their last order, and open invitations. */
export async function accountTeam(k: DbHandle, accountId: number): Promise<TeamMember[]> {
  const account = await repo.findAdminAccount(k, accountId)
  if (!account) return []
  const [members, invitations, last] = await Promise.all([
    team.findMembers(k, accountId),
    team.findOpenInvitations(k, accountId),
    team.findLastOrders(k, accountId),
  ])
  const lastOf = new Map(last.map((l) => [l.user_id, l]))
  const person = (
    userId: number,
    role: AccountRole,
    u: { first_name: string; last_name: string; email: string },
  ) => ({
    key: `member-${userId}`,
    kind: 'member' as const,
    id: userId,
    name: name(u),
    email: u.email,
    role,
    status: 'active' as const,
    last_order_no: lastOf.get(userId)?.order_no ?? null,
    last_order_at: lastOf.get(userId)?.created_at ?? null,
    expires_at: null,
  })
  const now = nowIso()
  return [
    person(account.user_id, 'owner', account),
    ...members.map((m) => person(m.user_id, m.role as AccountRole, m)),
    ...invitations.map((i) => ({
      key: `invitation-${i.id}`,
      kind: 'invitation' as const,
      id: i.id,
      name: null,
      email: i.email,
      role: i.role as AccountRole,
      status:
        invitationStatus({ accepted_at: null, cancelled_at: null, expires_at: i.expires_at }, now) ===
        'expired'
          ? ('expired' as const)
          : ('invited' as const),
      last_order_no: null,
      last_order_at: null,
      expires_at: i.expires_at,
    })),
  ]
}

/** The owner's view of their team. */
export async function teamOf(ctx: ServiceContext, userId: number): Promise<Team> {
  const { account } = await requireAccountRole(ctx.db.kysely, userId, 'manage_members')
  return { items: await accountTeam(ctx.db.kysely, account.id) }
}

function inviteLink(ctx: ServiceContext, token: string) {
  return `${ctx.config.publicUrl}/dashboard/business-account/join?token=${encodeURIComponent(token)}`
}

async function mailInvitation(
  ctx: ServiceContext,
  to: string,
  practice: string,
  role: string,
  token: string,
  expiresAt: string,
) {
  await mailAccount(ctx, to, `You are invited to order for ${practice}`, [
    `${practice} invites you to its business account as ${ACCOUNT_ROLE_LABELS[role as AccountRole]}.`,
    `Accept the invitation: ${inviteLink(ctx, token)}`,
    `The link works once, until ${expiresAt.slice(0, 10)}.`,
    'New to our shop? Register first with this e-mail address, then open the link again.',
  ])
}

function newLink() {
  const token = generateToken()
  return { token, tokenHash: hashToken(token), expiresAt: addDays(nowIso(), INVITATION_DAYS) }
}

const emailTaken = (message: string) => conflictOn(message, { email: [message] })

/** The owner invites a person by e-mail with a role; the link is mailed to them. */
export async function invite(ctx: ServiceContext, userId: number, body: InviteMember): Promise<Team> {
  const k = ctx.db.kysely
  const { account } = await requireAccountRole(k, userId, 'manage_members')
  if (account.status !== 'approved') {
    throw conflict('Your business account must be approved before you invite your team.')
  }
  const owner = await repo.findAdminAccount(k, account.id)
  if (owner?.email === body.email) throw emailTaken('You are the owner of this account already.')
  const existing = await team.findUserIdByEmail(k, body.email)
  if (existing && (await team.findMember(k, account.id, existing.id))) {
    throw emailTaken('This person is already a member of your team.')
  }
  const now = nowIso()
  if (await team.findOpenInvitationFor(k, account.id, body.email, now)) {
    throw emailTaken('This person has an invitation waiting: send it again from the list.')
  }
  const link = newLink()
  await writeTransaction(ctx.db, async (trx) => {
    const id = await team.insertInvitation(trx, {
      account_id: account.id,
      email: body.email,
      role: body.role,
      token_hash: link.tokenHash,
      expires_at: link.expiresAt,
      invited_by: userId,
      accepted_at: null,
      accepted_by: null,
      cancelled_at: null,
      created_at: now,
      updated_at: now,
    })
    await recordAudit(trx, null, {
      action: 'business_account.invite',
      entity: 'business_account',
      entityId: account.id,
      before: null,
      after: { invitation_id: id, email: body.email, role: body.role, by_user_id: userId },
    })
  })
  await mailInvitation(ctx, body.email, account.practice_name, body.role, link.token, link.expiresAt)
  return teamOf(ctx, userId)
}

async function ownersInvitation(ctx: ServiceContext, userId: number, id: number) {
  const { account } = await requireAccountRole(ctx.db.kysely, userId, 'manage_members')
  const invitation = await team.findInvitation(ctx.db.kysely, account.id, id)
  if (!invitation) throw notFound('No such invitation.')
  if (invitation.accepted_at || invitation.cancelled_at) {
    throw conflict(
      invitation.accepted_at ? 'This invitation has been accepted.' : 'This invitation was cancelled.',
    )
  }
  return { account, invitation }
}

/** A new link for a waiting or expired invitation, mailed again; the older link stops working. */
export async function resendInvitation(ctx: ServiceContext, userId: number, id: number): Promise<Team> {
  const { account, invitation } = await ownersInvitation(ctx, userId, id)
  const link = newLink()
  await writeTransaction(ctx.db, async (trx) => {
    if (!(await team.renewInvitation(trx, id, link.tokenHash, link.expiresAt, nowIso()))) {
      throw conflict('This invitation changed meanwhile; look at it again.')
    }
    await recordAudit(trx, null, {
      action: 'business_account.invitation_resend',
      entity: 'business_account',
      entityId: account.id,
      before: { invitation_id: id, expires_at: invitation.expires_at },
      after: { invitation_id: id, expires_at: link.expiresAt, by_user_id: userId },
    })
  })
  await mailInvitation(
    ctx,
    invitation.email,
    account.practice_name,
    invitation.role,
    link.token,
    link.expiresAt,
  )
  return teamOf(ctx, userId)
}

/** The owner cancels an invitation: its link stops working. */
export async function cancelInvitation(ctx: ServiceContext, userId: number, id: number): Promise<Team> {
  const { account, invitation } = await ownersInvitation(ctx, userId, id)
  await writeTransaction(ctx.db, async (trx) => {
    if (!(await team.cancelInvitation(trx, id, nowIso()))) {
      throw conflict('This invitation changed meanwhile; look at it again.')
    }
    await recordAudit(trx, null, {
      action: 'business_account.invitation_cancel',
      entity: 'business_account',
      entityId: account.id,
      before: { invitation_id: id, email: invitation.email, role: invitation.role },
      after: { cancelled: true, by_user_id: userId },
    })
  })
  return teamOf(ctx, userId)
}

async function ownersMember(ctx: ServiceContext, userId: number, memberId: number) {
  const { account } = await requireAccountRole(ctx.db.kysely, userId, 'manage_members')
  const member = await team.findMember(ctx.db.kysely, account.id, memberId)
  if (!member) throw notFound('No such member of your team.')
  return { account, member }
}

/** The owner changes a member's role. */
export async function changeRole(
  ctx: ServiceContext,
  userId: number,
  memberId: number,
  body: ChangeMemberRole,
): Promise<Team> {
  const { account, member } = await ownersMember(ctx, userId, memberId)
  if (member.role !== body.role) {
    await writeTransaction(ctx.db, async (trx) => {
      const now = nowIso()
      if (!(await team.updateMemberRole(trx, account.id, memberId, member.role, body.role, now))) {
        throw conflict('This member changed meanwhile; look at the team again.')
      }
      await recordAudit(trx, null, {
        action: 'business_account.member_role',
        entity: 'business_account',
        entityId: account.id,
        before: { user_id: memberId, role: member.role },
        after: { user_id: memberId, role: body.role, by_user_id: userId },
      })
    })
  }
  return teamOf(ctx, userId)
}

/**
 * The owner removes a member: their access to the account ends with this call (every call reads the
 * member row). Their own login, personal orders and the orders they placed stay as they are.
 */
export async function removeMember(ctx: ServiceContext, userId: number, memberId: number): Promise<Team> {
  const { account, member } = await ownersMember(ctx, userId, memberId)
  await writeTransaction(ctx.db, async (trx) => {
    if (!(await team.deleteMember(trx, account.id, memberId))) {
      throw conflict('This member changed meanwhile; look at the team again.')
    }
    await recordAudit(trx, null, {
      action: 'business_account.member_remove',
      entity: 'business_account',
      entityId: account.id,
      before: { user_id: memberId, email: member.email, role: member.role },
      after: { by_user_id: userId },
    })
  })
  await mailAccount(ctx, member.email, `You are no longer on the team of ${account.practice_name}`, [
    `The owner of ${account.practice_name} removed you from its business account.`,
    'Your own account and your orders stay yours.',
  ])
  return teamOf(ctx, userId)
}

export const INVITATION_INVALID_MESSAGE = 'This invitation link is not valid.'
export const INVITATION_USED_MESSAGE = 'This invitation has already been used.'
export const INVITATION_EXPIRED_MESSAGE =
  "This invitation has expired. Ask the account's owner to send it again."

const tokenRefusal = (status: number, message: string) => new AppError(status, message, { token: [message] })

/**
 * The signed-in person accepts an invitation with the link's token: it must be open, unexpired and
 * sent to their e-mail, and they may be on no other account. The token is used once.
 */
export async function acceptInvitation(
  ctx: ServiceContext,
  user: { id: number; email: string },
  token: string,
): Promise<JoinedAccount> {
  const k = ctx.db.kysely
  const invitation = await team.findInvitationByTokenHash(k, hashToken(token))
  if (!invitation || invitation.cancelled_at) throw tokenRefusal(404, INVITATION_INVALID_MESSAGE)
  if (invitation.accepted_at) throw tokenRefusal(409, INVITATION_USED_MESSAGE)
  const now = nowIso()
  if (invitation.expires_at <= now) throw tokenRefusal(410, INVITATION_EXPIRED_MESSAGE)
  if (invitation.email !== user.email.toLowerCase()) {
    throw forbidden(
      `This invitation was sent to ${invitation.email}. Sign in with that e-mail address to accept it.`,
    )
  }
  const current = await accountAccess(k, user.id)
  if (current) {
    throw conflict(
      current.account.id === invitation.account_id
        ? 'You are on this business account already.'
        : current.role === 'owner'
          ? 'You have a business account of your own: one login belongs to one account.'
          : 'You are on the team of another business account: one login belongs to one account.',
    )
  }
  try {
    await writeTransaction(ctx.db, async (trx) => {
      if (!(await team.claimInvitation(trx, invitation.id, user.id, now))) {
        throw tokenRefusal(409, INVITATION_USED_MESSAGE)
      }
      await team.insertMember(trx, {
        account_id: invitation.account_id,
        user_id: user.id,
        role: invitation.role,
        invitation_id: invitation.id,
        now,
      })
      await recordAudit(trx, null, {
        action: 'business_account.member_join',
        entity: 'business_account',
        entityId: invitation.account_id,
        before: { invitation_id: invitation.id },
        after: { user_id: user.id, email: invitation.email, role: invitation.role },
      })
    })
  } catch (error) {
    // Two accepts of two invitations at once: the member row's unique person wins once.
    if (isUniqueViolation(error)) throw conflict('You are on the team of a business account already.')
    throw error
  }
  return { practice_name: invitation.practice_name, role: invitation.role as AccountRole }
}
