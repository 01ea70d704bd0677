import type { Gender, UserProfile } from '@shop/shared/schemas/account'
import type { UserRow } from '../../db/schema'

/** first, middle and last name joined by single spaces, blanks skipped. */
export function fullNameOf(user: Pick<UserRow, 'first_name' | 'middle_name' | 'last_name'>): string {
  return [user.first_name, user.middle_name, user.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ')
}

/** A users row as the API shows it (docs/requirements/accounts.md §10): picked field by field, never the hash. */
export function toUserProfile(row: UserRow): UserProfile {
  return {
    id: row.id,
    first_name: row.first_name,
    middle_name: row.middle_name,
    last_name: row.last_name,
    fullName: fullNameOf(row),
    email: row.email,
    phone: row.phone,
    work_phone: row.work_phone,
    home_phone: row.home_phone,
    gender: row.gender === 'male' || row.gender === 'female' ? (row.gender as Gender) : null,
    dob: row.dob,
    address: row.address,
    street: row.street,
    flat_apartment: row.flat_apartment,
    city: row.city,
    state: row.state,
    zipcode: row.zipcode,
    country: row.country,
    thumbnail: row.thumbnail,
    cart_reminders: row.cart_reminders === 1 ? 1 : 0,
  }
}
