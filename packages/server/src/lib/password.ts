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
const STANDARD = { N: 2 ** 14, r: 8, p: 5, maxmem: 256 * 1024 * 1024 }
// The test suites' cost (PASSWORD_HASH_COST=test, refused outside NODE_ENV=test): about 1/80 of the
// work. Hundreds of sign-ups and logins per run spent a quarter of the API suite's CPU on hashing;
// the tests whose subject is the hash itself run at the standard cost.
const TEST_ONLY = { N: 2 ** 10, r: 8, p: 1, maxmem: STANDARD.maxmem }
let PARAMS = STANDARD

/** The app sets the cost from its configuration when it is built (one per process). */
export function setPasswordHashCost(cost: 'standard' | 'test'): void {
  PARAMS = cost === 'test' ? TEST_ONLY : STANDARD
}

const dummyHashes = new Map<object, Promise<string>>()
/**
 * A real hash of a random password at today's cost, to check unknown e-mails against so they take
 * as long as known ones. Made once per process (and cost); call at start-up so the first unknown
 * e-mail is not slower than the rest.
 */
export function dummyPasswordHash(): Promise<string> {
  let hash = dummyHashes.get(PARAMS)
  if (!hash) {
    hash = hashPassword(randomBytes(24).toString('base64url'))
    dummyHashes.set(PARAMS, hash)
  }
  return hash
}
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
