import {
  ACCOUNT_MESSAGES,
  type AddAddress,
  type Address,
  type EditAddress,
} from '@shop/shared/schemas/account'
import type { Db } from '../../db/connect'
import type { AddressRow } from '../../db/schema'
import { notFound } from '../../errors'
import { nowIso } from '../../lib/clock'
import * as repo from './addresses.repository'
import { lockUser } from './users.repository'

const addressNotFound = () => notFound('Address not found.')

/** An addresses row as the API shows it; flat_apartment also under the original app's other spelling. */
export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    user_id: row.user_id,
    first_name: row.first_name,
    middle_name: row.middle_name,
    last_name: row.last_name,
    phone: row.phone,
    email: row.email,
    flat_apartment: row.flat_apartment,
    apartment_flat: row.flat_apartment,
    address: row.address,
    street: row.street,
    city: row.city,
    state: row.state,
    zipcode: row.zipcode,
    country: row.country,
    default_address: row.default_address ? 1 : 0,
  }
}

/** A customer id in a path must be the token's own; anyone else's answers 404, never data. */
export function assertOwnCustomerId(userId: number, customerId: number): void {
  if (customerId !== userId) throw notFound('Customer not found.')
}

export async function listAddresses(db: Db, userId: number): Promise<Address[]> {
  return (await repo.findUserAddresses(db.kysely, userId)).map(toAddress)
}

export async function getAddress(db: Db, userId: number, id: number): Promise<Address> {
  const row = await repo.findUserAddress(db.kysely, userId, id)
  if (!row) throw addressNotFound()
  return toAddress(row)
}

/** The customer's default address, or null (replaces the original app's fixed id 5: docs/decisions/0018-the-default-address-is-the-customers-own.md). */
export async function getDefaultAddress(db: Db, userId: number): Promise<Address | null> {
  const row = await repo.findDefaultAddress(db.kysely, userId)
  return row ? toAddress(row) : null
}

/**
 * Adds an address for the token's customer. Their first address becomes the default, as does one
 * sent with default_address=1; the customer's row is locked so one default survives concurrent adds.
 */
export async function addAddress(db: Db, userId: number, input: AddAddress): Promise<Address> {
  return db.kysely.transaction().execute(async (trx) => {
    await lockUser(trx, db.dialect, userId)
    const now = nowIso()
    const isFirst = (await repo.countUserAddresses(trx, userId)) === 0
    const makeDefault = isFirst || input.default_address
    const row = await repo.insertAddress(trx, {
      user_id: userId,
      first_name: input.first_name,
      middle_name: input.middle_name ?? null,
      last_name: input.last_name,
      phone: input.phone,
      email: input.email,
      flat_apartment: input.flat_apartment ?? null,
      address: input.address ?? null,
      street: input.street ?? null,
      city: input.city,
      state: input.state ?? null,
      zipcode: input.zipcode,
      country: input.country,
      default_address: makeDefault ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    if (makeDefault && !isFirst) await repo.setOnlyDefaultAddress(trx, userId, row.id, now)
    return toAddress(row)
  })
}

/** Edits the fields sent (docs/requirements/accounts.md §7); optional fields left out stay as they are. */
export async function updateAddress(
  db: Db,
  userId: number,
  id: number,
  input: EditAddress,
): Promise<Address> {
  const changes: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined) changes[key] = value
  }
  const row = await repo.updateUserAddress(db.kysely, userId, id, { ...changes, updated_at: nowIso() })
  if (!row) throw addressNotFound()
  return toAddress(row)
}

/** Removes an address; when it was the default, the newest remaining one becomes the default. */
export async function removeAddress(db: Db, userId: number, id: number): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    await lockUser(trx, db.dialect, userId)
    const row = await repo.findUserAddress(trx, userId, id)
    if (!row) throw addressNotFound()
    await repo.deleteUserAddress(trx, userId, id)
    if (row.default_address) {
      const newest = await repo.findNewestUserAddress(trx, userId)
      if (newest) await repo.setOnlyDefaultAddress(trx, userId, newest.id, nowIso())
    }
  })
}

/** Makes one address the default, and the only one, in one transaction. */
export async function setDefaultAddress(
  db: Db,
  userId: number,
  id: number,
): Promise<{ message: string; data: { data: Address } }> {
  const row = await db.kysely.transaction().execute(async (trx) => {
    await lockUser(trx, db.dialect, userId)
    if (!(await repo.findUserAddress(trx, userId, id))) throw addressNotFound()
    await repo.setOnlyDefaultAddress(trx, userId, id, nowIso())
    return repo.findUserAddress(trx, userId, id)
  })
  if (!row) throw addressNotFound()
  return { message: ACCOUNT_MESSAGES.addressDefault, data: { data: toAddress(row) } }
}
