import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ACCOUNT_MESSAGES } from '@shop/shared/schemas/account'
import { badRequest } from '../../errors'

/**
 * data/common-passwords.txt: the 10,000 most common passwords, most frequent first, lower-cased.
 * Taken from the frequency-ranked list of the npm package @zxcvbn-ts/language-common 4.1.3 (built
 * from leaked-password corpora; MIT licence, kept beside it in data/common-passwords.LICENSE.txt).
 */
const LIST_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data', 'common-passwords.txt')

let commonPasswords: Set<string> | null = null

function loadCommonPasswords(): Set<string> {
  commonPasswords ??= new Set(
    fs
      .readFileSync(LIST_FILE, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  )
  return commonPasswords
}

/** True for one of the most common breached passwords, compared case-insensitively. */
export function isCommonPassword(password: string): boolean {
  return loadCommonPasswords().has(password.trim().toLowerCase())
}

/**
 * The server-only password rule (docs/decisions/0011-passwords-of-at-least-8-characters.md); the length rules are in the shared
 * schema. Throws a 400 naming `field`.
 */
export function assertPasswordAllowed(password: string, field = 'password'): void {
  if (isCommonPassword(password)) {
    throw badRequest(`${field}: ${ACCOUNT_MESSAGES.commonPassword}`, {
      [field]: [ACCOUNT_MESSAGES.commonPassword],
    })
  }
}
