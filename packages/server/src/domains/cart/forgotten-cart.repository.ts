import type { DbHandle } from '../../db/connect'

/**
 * Saved carts of opted-in customers that stopped changing before `quietSince`, still holding lines,
 * not reminded for their current version, and with no order placed since their last change.
 */
export async function findForgottenCarts(db: DbHandle, quietSince: string, limit: number) {
  return db
    .selectFrom('customer_carts as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.user_id', 'c.version', 'c.changed_at', 'u.email', 'u.first_name'])
    .where('u.cart_reminders', '=', 1)
    .where('c.changed_at', '<=', quietSince)
    .where((eb) =>
      eb.or([eb('c.reminded_version', 'is', null), eb('c.reminded_version', '!=', eb.ref('c.version'))]),
    )
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('customer_cart_lines as l').select('l.id').whereRef('l.user_id', '=', 'c.user_id')),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('orders as o')
            .select('o.id')
            .whereRef('o.user_id', '=', 'c.user_id')
            .whereRef('o.created_at', '>=', 'c.changed_at'),
        ),
      ),
    )
    .orderBy('c.changed_at')
    .limit(limit)
    .execute()
}

/** Claims the reminder of one cart version: true for the one process that gets it. */
export async function claimCartReminder(db: DbHandle, userId: number, version: number): Promise<boolean> {
  const result = await db
    .updateTable('customer_carts')
    .set({ reminded_version: version })
    .where('user_id', '=', userId)
    .where('version', '=', version)
    .where((eb) => eb.or([eb('reminded_version', 'is', null), eb('reminded_version', '!=', version)]))
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}
