import type { DbHandle } from '../../db/connect'
import type { Insertable, Updateable } from 'kysely'
import type { AddressesTable } from '../../db/schema'

/** A customer's addresses, oldest first (the spec appends a created address to the list). */
export async function findUserAddresses(db: DbHandle, userId: number) {
  return db.selectFrom('addresses').selectAll().where('user_id', '=', userId).orderBy('id', 'asc').execute()
}

/** One address, only if it is this customer's. */
export async function findUserAddress(db: DbHandle, userId: number, id: number) {
  return db
    .selectFrom('addresses')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
}

export async function findDefaultAddress(db: DbHandle, userId: number) {
  return db
    .selectFrom('addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .where('default_address', '=', 1)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
}

export async function countUserAddresses(db: DbHandle, userId: number): Promise<number> {
  const row = await db
    .selectFrom('addresses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function insertAddress(db: DbHandle, values: Insertable<AddressesTable>) {
  return db.insertInto('addresses').values(values).returningAll().executeTakeFirstOrThrow()
}

/** Updates an address of this customer; undefined when there is none with that id. */
export async function updateUserAddress(
  db: DbHandle,
  userId: number,
  id: number,
  values: Updateable<AddressesTable>,
) {
  return db
    .updateTable('addresses')
    .set(values)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst()
}

export async function deleteUserAddress(db: DbHandle, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('addresses')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return Number(result.numDeletedRows) === 1
}

/** Makes `id` the customer's only default address (no other row keeps the flag). */
export async function setOnlyDefaultAddress(db: DbHandle, userId: number, id: number, now: string) {
  await db
    .updateTable('addresses')
    .set({ default_address: 0, updated_at: now })
    .where('user_id', '=', userId)
    .where('default_address', '=', 1)
    .where('id', '!=', id)
    .execute()
  await db
    .updateTable('addresses')
    .set({ default_address: 1, updated_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .execute()
}

export async function findNewestUserAddress(db: DbHandle, userId: number) {
  return db
    .selectFrom('addresses')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
}
