import { randomBytes } from 'node:crypto'
import { STAFF_ROLES, type StaffRole } from '@shop/shared/schemas/admin/common'
import {
  createStaffAccount,
  findStaffAccountByEmail,
  listStaffAccounts,
  resetStaffPassword,
} from '../../domains/staff/staff.service'
import { need, parse, UsageError, type ShopCommand } from '../command-arguments'

/** A password made for a new or reset staff account: 18 random characters, shown once. */
function oneTimePassword(): string {
  return randomBytes(14).toString('base64url')
}

/** `staff list | add <email> | reset <email>`: the back office's accounts. */
export const staff: ShopCommand = async ({ ctx, args, print }) => {
  const { values, positionals } = parse(args, {
    role: { type: 'string' },
    name: { type: 'string' },
    password: { type: 'string' },
  })
  const [action, email] = positionals
  if (action === 'list') {
    const { items } = await listStaffAccounts(ctx.db)
    if (items.length === 0) print('No staff accounts.')
    for (const s of items)
      print(`${s.id}\t${s.email}\t${s.role}\t${s.active ? 'active' : 'inactive'}\t${s.name}`)
    return
  }
  if (action !== 'add' && action !== 'reset')
    throw new UsageError('Usage: staff list | staff add <email> | staff reset <email>')
  const address = need(email, '<email>')
  const made = values.password === undefined
  const password = (values.password as string | undefined) ?? oneTimePassword()
  if (action === 'add') {
    const role = (values.role as string | undefined) ?? 'staff'
    if (!STAFF_ROLES.includes(role as StaffRole)) throw new UsageError('--role must be owner or staff')
    const name = (values.name as string | undefined) ?? address.split('@')[0]!
    const account = await createStaffAccount(
      ctx.db,
      null,
      { email: address, role: role as StaffRole, name, password },
      { oneTimePassword: made },
    )
    print(
      `Staff account ${account.email} (${account.role}) created. Sign in at ${ctx.config.publicUrl}/admin/login`,
    )
  } else {
    const account = await findStaffAccountByEmail(ctx.db, address)
    if (!account) throw new UsageError(`No staff account ${address}.`)
    await resetStaffPassword(ctx.db, null, account.id, password)
    print(`Password of ${account.email} set; their sessions ended.`)
  }
  if (made) print(`One-time password: ${password}`)
}
