import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Config } from '../config'

// The shop's one secret for signed links (invoices, the cart reminder's unsubscribe link): below
// every domain, so each signs with it without importing another.

type SigningConfig = Pick<Config, 'privateDir' | 'signingSecret'>

const secrets = new Map<string, Buffer>()

/**
 * SIGNING_SECRET, or one made once and kept in PRIVATE_DIR (readable by the shop only), so every
 * process sharing that folder signs alike. Several machines: set SIGNING_SECRET on each.
 */
export function signingSecret(config: SigningConfig): Buffer {
  if (config.signingSecret) return Buffer.from(config.signingSecret, 'utf8')
  const file = path.join(config.privateDir, 'signing-secret')
  let secret = secrets.get(file)
  if (secret) return secret
  fs.mkdirSync(config.privateDir, { recursive: true })
  try {
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 })
  } catch (error) {
    // Another process made it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  secret = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'utf8')
  secrets.set(file, secret)
  return secret
}
