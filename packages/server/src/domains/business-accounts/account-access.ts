import {
  roleMay,
  roleRefusal,
  type AccountAction,
  type AccountRole,
} from '@shop/shared/business-account-roles'
import type { DbHandle } from '../../db/connect'
import { forbidden, notFound } from '../../errors'
import * as team from './business-account-team.repository'
import * as repo from './business-accounts.repository'

// Every call on a business account reads the caller's place on it afresh (the owner's account, or
// the member row): a removed member's next call finds no row and is refused at once.

export interface AccountAccess {
  account: NonNullable<Awaited<ReturnType<typeof repo.findAccount>>>
  role: AccountRole
}

/** The business account a person acts on and their role in it: the one they own, or the one they are a member of. */
export async function accountAccess(k: DbHandle, userId: number): Promise<AccountAccess | null> {
  const owned = await repo.findAccountByUser(k, userId)
  if (owned) return { account: owned, role: 'owner' }
  const member = await team.findMembership(k, userId)
  if (!member) return null
  const account = await repo.findAccount(k, member.account_id)
  return account ? { account, role: member.role as AccountRole } : null
}

export const NO_ACCOUNT_MESSAGE = 'You have no business account.'

/** The caller's account when their role may do `action`: 404 without an account, 403 for a role that may not. */
export async function requireAccountRole(
  k: DbHandle,
  userId: number,
  action: AccountAction,
): Promise<AccountAccess> {
  const access = await accountAccess(k, userId)
  if (!access) throw notFound(NO_ACCOUNT_MESSAGE)
  if (!roleMay(access.role, action)) throw forbidden(roleRefusal(action))
  return access
}
