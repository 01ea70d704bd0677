import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'

/** The temporary database of the shop the journeys run against (written by start-server.mjs). */
export function e2eDatabasePath(): string {
  const port = process.env.E2E_PORT ?? '3100'
  const infoFile = path.join(os.tmpdir(), `shop-e2e-${port}.json`)
  const info = JSON.parse(fs.readFileSync(infoFile, 'utf8')) as { databasePath: string }
  return info.databasePath
}

export interface OutboxMail {
  to_address: string
  subject: string
  text_body: string
  created_at: string
}

/** The newest message kept in mail_outbox for an address, or null when none was sent. */
export function newestMailTo(address: string): OutboxMail | null {
  const db = new Database(e2eDatabasePath(), { readonly: true, fileMustExist: true })
  try {
    const row = db
      .prepare(
        'SELECT to_address, subject, text_body, created_at FROM mail_outbox WHERE lower(to_address) = lower(?) ORDER BY id DESC LIMIT 1',
      )
      .get(address) as OutboxMail | undefined
    return row ?? null
  } finally {
    db.close()
  }
}

/** The 6-digit reset code of the newest mail to an address. */
export function newestResetCode(address: string): string {
  const mail = newestMailTo(address)
  const code = mail && /\b(\d{6})\b/.exec(mail.text_body)?.[1]
  if (!code) throw new Error(`no reset code mailed to ${address}`)
  return code
}
