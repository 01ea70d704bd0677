import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto'
import { passwordHashQueue } from './hash-queue'

// Through the queue: at most a few hashes at once, so logins never starve file and database work.
const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  passwordHashQueue.run(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
      ),
  )

// OWASP password storage cheat sheet: scrypt N=2^14, r=8, p=5, which it rates as strong as
// N=2^17, r=8, p=1 with 16 MiB per hash instead of 128 MiB (docs/decisions/0062-scrypt-in-16-mib.md).
// Hashes made with other parameters keep verifying with their own (maxmem leaves room for N=2^17).
const PARAMS = { N: 2 ** 14, r: 8, p: 5, maxmem: 256 * 1024 * 1024 }
const KEY_LENGTH = 32

/** 'scrypt$N$r$p$salt$hash' (base64url parts), so parameters can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await scrypt(password, salt, KEY_LENGTH, PARAMS)
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  )
}

/**
 * Whether a stored hash needs more memory to check than new hashes (scrypt takes 128 x N x r
 * bytes): an account hashed at N=2^17 (128 MiB per check) is hashed again at today's setting after
 * its next successful login. Hashes are never made cheaper than today's outside tests.
 */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r] = stored.split('$')
  return scheme === 'scrypt' && Number(n) * Number(r) > PARAMS.N * PARAMS.r
}

/**
 * After a successful login: a hash of an older, costlier setting is replaced by one at today's
 * (docs/decisions/0062-scrypt-in-16-mib.md); `replace` stores it for the account.
 */
export async function rehashIfCostlier(
  stored: string,
  password: string,
  replace: (newHash: string) => Promise<unknown>,
): Promise<void> {
  if (needsRehash(stored)) await replace(await hashPassword(password))
}

/** Checks a password against a stored hash in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  })
  return key.length === expected.length && timingSafeEqual(key, expected)
}
