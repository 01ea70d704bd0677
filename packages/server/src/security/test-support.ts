import { randomBytes, randomInt, scryptSync } from 'node:crypto'
import type { Db } from '../db/connect'

/**
 * A stored password hash in the shop's own format at a low scrypt cost. Logins check a password
 * with the parameters stored beside it, so tests that log in a hundred customers stay quick; the
 * production cost is tested where passwords are made.
 */
export function cheapPasswordHash(password: string): string {
  const salt = randomBytes(16)
  const key = scryptSync(password, salt, 32, { N: 1024, r: 8, p: 1 })
  return ['scrypt', 1024, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$')
}

export async function useCheapPassword(db: Db, userIds: number[], password: string): Promise<void> {
  await db.kysely
    .updateTable('users')
    .set({ password_hash: cheapPasswordHash(password) })
    .where('id', 'in', userIds)
    .execute()
}

/** A client address no other run uses, so counters (in memory or in Redis) start at zero. */
export const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`
