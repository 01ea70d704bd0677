import type { DbHandle } from '../../db/connect'
import { ERASED_TEXT, mentions, redacted } from '../../db/redact'

/**
 * The customer's own row made anonymous: no name, address, number or birthday; an address and
 * phone no one has, a password no one can give, and blocked, so no login or token works again.
 * The row stays: orders, invoices and returns still point at it.
 */
export async function anonymiseUser(
  db: DbHandle,
  userId: number,
  stand: { email: string; phone: string; passwordHash: string },
  now: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      first_name: 'Erased',
      middle_name: null,
      last_name: 'Customer',
      email: stand.email,
      phone: stand.phone,
      work_phone: null,
      home_phone: null,
      gender: null,
      dob: null,
      address: null,
      street: null,
      flat_apartment: null,
      city: null,
      state: null,
      zipcode: null,
      thumbnail: null,
      password_hash: stand.passwordHash,
      cart_reminders: 0,
      blocked_at: now,
      blocked_reason: 'Erased at the customer’s request.',
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute()
}

/** Deletes the address book, every session and every reset or login code. Answers the counts. */
export async function deleteAddressesAndSessions(db: DbHandle, userId: number) {
  const addresses = await db.deleteFrom('addresses').where('user_id', '=', userId).executeTakeFirst()
  const sessions = await db.deleteFrom('auth_tokens').where('user_id', '=', userId).executeTakeFirst()
  await db.deleteFrom('password_resets').where('user_id', '=', userId).execute()
  await db.deleteFrom('login_codes').where('user_id', '=', userId).execute()
  return { addresses: Number(addresses.numDeletedRows), sessions: Number(sessions.numDeletedRows) }
}

/** The person's contact messages kept as messages, without who sent them. Answers the count. */
export async function anonymiseContactMessages(db: DbHandle, email: string, values: string[]) {
  const result = await db
    .updateTable('contact_messages')
    .set({ name: ERASED_TEXT, email: ERASED_TEXT, phone: ERASED_TEXT, message: redacted('message', values) })
    .where('email', '=', email)
    .executeTakeFirst()
  // Another sender's message that names the person keeps its sender and loses the person.
  await db
    .updateTable('contact_messages')
    .set({ message: redacted('message', values) })
    .where(mentions(['message'], values))
    .execute()
  return Number(result.numUpdatedRows)
}
