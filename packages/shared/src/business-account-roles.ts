/*
 * Clinic teams (docs/decisions/0139-clinic-teams-members-roles-and-invitations.md): who in a
 * business account may do what. One rule, read by the server on every call and by the screens,
 * which show only what a role may do.
 */

/** The roles of a business account's people; the owner is the person who applied for it. */
export const ACCOUNT_ROLES = ['owner', 'approver', 'buyer', 'finance'] as const
export type AccountRole = (typeof ACCOUNT_ROLES)[number]

/** The roles an owner may give when inviting or changing a member (an account has one owner). */
export const MEMBER_ROLES = ['approver', 'buyer', 'finance'] as const
export type MemberRole = (typeof MEMBER_ROLES)[number]

export const ACCOUNT_ROLE_LABELS: Record<AccountRole, string> = {
  owner: 'Owner',
  approver: 'Approver',
  buyer: 'Buyer',
  finance: 'Finance',
}

/** What a person may do on a business account. */
export const ACCOUNT_ACTIONS = [
  /** Order for the account: its cart, checkout on account (its terms, credit limit, PO number). */
  'order',
  /** See the account: its status, terms and the credit left. */
  'view_account',
  /** Read the account's orders, invoices and statements. */
  'read_invoices',
  /** Pay the account's invoices. */
  'pay_invoices',
  /** Invite, change and remove members; set the account's rules. */
  'manage_members',
  /** Approve, change or reject orders waiting for approval. */
  'approve',
] as const
export type AccountAction = (typeof ACCOUNT_ACTIONS)[number]

const MAY: Record<AccountRole, readonly AccountAction[]> = {
  owner: ACCOUNT_ACTIONS,
  approver: ['order', 'view_account', 'read_invoices', 'approve'],
  buyer: ['order', 'view_account'],
  finance: ['view_account', 'read_invoices', 'pay_invoices'],
}

/** True when `role` may do `action`; a person with no role on the account (null) may do nothing. */
export function roleMay(role: AccountRole | null | undefined, action: AccountAction): boolean {
  return role ? MAY[role].includes(action) : false
}

/** Why a role is refused an action, in words for the person refused. */
export function roleRefusal(action: AccountAction): string {
  const what: Record<AccountAction, string> = {
    order: 'order for the business account',
    view_account: 'see the business account',
    read_invoices: "read the business account's orders, invoices and statements",
    pay_invoices: "pay the business account's invoices",
    manage_members: "manage the business account's team",
    approve: "approve the business account's waiting orders",
  }
  return `Your role does not let you ${what[action]}.`
}

/** How long an invitation's link works. */
export const INVITATION_DAYS = 7

/** An invitation is waiting until it is accepted, cancelled or past its expiry. */
export type InvitationStatus = 'invited' | 'accepted' | 'cancelled' | 'expired'

/** The state of an invitation at `now` (ISO instants compare as text). */
export function invitationStatus(
  i: { accepted_at: string | null; cancelled_at: string | null; expires_at: string },
  now: string,
): InvitationStatus {
  if (i.accepted_at) return 'accepted'
  if (i.cancelled_at) return 'cancelled'
  return i.expires_at <= now ? 'expired' : 'invited'
}
