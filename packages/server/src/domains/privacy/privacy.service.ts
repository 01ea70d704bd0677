import fs from 'node:fs'
import type { Readable } from 'node:stream'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import {
  ERASURE_DONE_MESSAGE,
  PRIVACY_ANSWER_DAYS,
  PRIVACY_DOWNLOAD_HOURS,
  PRIVACY_NOTICE_VERSION,
  WRONG_PASSWORD_MESSAGE,
  type PrivacyDownload,
  type PrivacyOverview,
  type PrivacyRequestRow,
} from '@shop/shared/schemas/privacy'
import type { Config } from '../../config'
import type { Db } from '../../db/connect'
import type { FileStore } from '../../lib/file-store'
import type { PrivacyRequestsTable } from '../../db/schema'
import { AppError, conflict, notFound, unprocessable } from '../../errors'
import { addDaysToDate, nowIso } from '../../lib/clock'
import { tooManyRequests } from '../../lib/login-throttle'
import { verifyPassword } from '../../lib/password'
import { logSecurityEvent } from '../../lib/security-events'
import type { ShopLimits } from '../../lib/shop-limits'
import type { Selectable } from 'kysely'
import { listConsents } from './consents.service'
import { downloadWorkFolder, writeExportZip } from './privacy-export.service'
import type { PrivacyFlows } from './privacy-flows'
import * as repo from './privacy.repository'

/** Downloads a customer may ask for in a day: enough to retry, not a way to load the server. */
const DOWNLOADS_PER_DAY = 5

type RequestRow = Selectable<PrivacyRequestsTable>

function dueOn(requestedAt: string): string {
  return addDaysToDate(requestedAt.slice(0, 10), PRIVACY_ANSWER_DAYS)
}

function toDownload(row: RequestRow, now: string): PrivacyDownload {
  const expired = row.expires_at !== null && row.expires_at <= now
  const status = expired ? 'expired' : (row.status as PrivacyDownload['status'])
  return {
    id: row.id,
    status,
    requested_at: row.requested_at,
    expires_at: row.expires_at,
    url: status === 'ready' ? `/api/customer/privacy/downloads/${row.id}` : null,
  }
}

/** The customer's consents and data downloads, for 'My account > Privacy'. */
export async function getPrivacyOverview(db: Db, userId: number): Promise<PrivacyOverview> {
  const person = await repo.findPerson(db.kysely, userId)
  if (!person) throw notFound('User not found.')
  const now = nowIso()
  const downloads = await repo.listOwnDownloads(db.kysely, userId, 10)
  return {
    consents: await listConsents(db.kysely, userId, person.email),
    downloads: downloads.map((d) => toDownload(d, now)),
    notice_version: PRIVACY_NOTICE_VERSION,
  }
}

/**
 * Builds a zip of everything the shop holds that names the customer and answers its download,
 * whose link works for the customer's own token until it expires. Built during the call in batches
 * (see writeExportZip): a customer's data is small, and an answer with the link beats a mail later.
 */
export async function requestDownload(
  ctx: { db: Db; config: Pick<Config, 'privateDir'>; files: FileStore; log: FastifyBaseLogger },
  userId: number,
): Promise<PrivacyDownload> {
  const db = ctx.db.kysely
  const person = await repo.findPerson(db, userId)
  if (!person) throw notFound('User not found.')
  const requestedAt = nowIso()
  const dayAgo = new Date(Date.parse(requestedAt) - 86_400_000).toISOString()
  if ((await repo.countDownloadsSince(db, userId, dayAgo)) >= DOWNLOADS_PER_DAY) {
    const message = `At most ${DOWNLOADS_PER_DAY} downloads a day; use the link of an earlier one.`
    throw new AppError(429, message, { downloads: [message] })
  }
  const id = await repo.insertRequest(db, {
    user_id: userId,
    kind: 'download',
    status: 'building',
    requested_at: requestedAt,
    due_on: dueOn(requestedAt),
  })
  // Made on this machine's disk, then moved into the file store, which every machine serves from.
  const folder = downloadWorkFolder(ctx.config)
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 })
  // A name no one can guess, though the file is only ever served through the owner's check.
  const file = `${id}-${randomBytes(12).toString('hex')}.zip`
  const local = path.join(folder, file)
  try {
    const counts = await writeExportZip(db, { id: person.id, email: person.email }, local)
    await ctx.files.putFile('private', downloadKey(file), local, 'application/zip')
    const rows = Object.values(counts).reduce((a, b) => a + b, 0)
    const completedAt = nowIso()
    await repo.updateRequest(db, id, {
      status: 'ready',
      file,
      completed_at: completedAt,
      expires_at: new Date(Date.parse(completedAt) + PRIVACY_DOWNLOAD_HOURS * 3_600_000).toISOString(),
      outcome: `Download of ${rows} rows from ${Object.values(counts).filter((n) => n > 0).length} tables made for the customer.`,
    })
  } catch (error) {
    fs.rmSync(local, { force: true })
    ctx.log.error({ err: error, privacyRequest: id }, 'privacy download failed')
    await repo.updateRequest(db, id, { status: 'failed', outcome: 'The download could not be made.' })
    throw error
  }
  const row = await repo.findOwnRequest(db, userId, id)
  return toDownload(row!, nowIso())
}

/**
 * The zip of one of the customer's own downloads: another customer's is not found (404), one past
 * its link's end is gone (410) and its file removed.
 */
export async function openDownload(
  ctx: { db: Db; files: FileStore },
  userId: number,
  id: number,
): Promise<{ stream: Readable; downloadName: string }> {
  const row = await repo.findOwnRequest(ctx.db.kysely, userId, id)
  if (!row || row.kind !== 'download') throw notFound('Download not found.')
  const now = nowIso()
  if (row.expires_at !== null && row.expires_at <= now) {
    await removeDownloadFile(ctx, row.id, row.file)
    throw new AppError(410, 'This download link has expired; ask for a new download.')
  }
  if (row.status !== 'ready' || !row.file) throw conflict('This download is not ready.')
  const file = await ctx.files.open('private', downloadKey(row.file))
  if (!file) throw new AppError(410, 'This download is no longer kept; ask for a new download.')
  return { stream: file.stream, downloadName: `my-data-${row.requested_at.slice(0, 10)}.zip` }
}

/** Where a download's zip is kept among the private files. */
const downloadKey = (file: string) => `privacy/${file}`

async function removeDownloadFile(
  ctx: { db: Db; files: FileStore },
  id: number,
  file: string | null,
): Promise<void> {
  if (file) await ctx.files.remove('private', downloadKey(file))
  await ctx.db.kysely.transaction().execute((trx) => repo.updateRequest(trx, id, { file: null }))
}

/** Removes the files of downloads past their link's end (the staff command's daily job). */
export async function removeExpiredDownloads(ctx: { db: Db; files: FileStore }): Promise<number> {
  const rows = await repo.listExpiredDownloadFiles(ctx.db.kysely, nowIso())
  for (const row of rows) await removeDownloadFile(ctx, row.id, row.file)
  return rows.length
}

/**
 * Erases the customer after they give their password again: every domain anonymises what names
 * them (the flows floor), in one transaction, keeping what the law requires (totals, payments,
 * invoices' amounts, lots and recalls); their sessions end and their downloads are deleted. It runs
 * at once rather than after staff review: the customer has proved who they are, and what must be
 * kept is kept by rule, so a review could only delay a right the law gives.
 */
export async function requestErasure(
  ctx: { db: Db; files: FileStore; privacyFlows: PrivacyFlows },
  userId: number,
  password: string,
  guard: { limits: ShopLimits; log: FastifyBaseLogger; ip: string },
): Promise<{ message: string }> {
  const db = ctx.db.kysely
  const person = await repo.findPerson(db, userId)
  if (!person) throw notFound('User not found.')
  const throttle = guard.limits.passwordChange
  const attempt = await throttle.begin(String(userId))
  if (attempt.refusedMs > 0) throw tooManyRequests(attempt.refusedMs)
  if (!(await verifyPassword(password, person.password_hash))) {
    await throttle.failed(String(userId), attempt)
    logSecurityEvent(guard.log, {
      event: 'access.refused',
      outcome: 'failure',
      userId,
      address: guard.ip,
      detail: { reason: 'erasure password wrong' },
    })
    throw unprocessable(WRONG_PASSWORD_MESSAGE, { password: [WRONG_PASSWORD_MESSAGE] })
  }
  await throttle.succeed(String(userId))
  const requestedAt = nowIso()
  const files = await db.transaction().execute(async (trx) => {
    const downloads = await repo.listOwnDownloads(trx, userId, 1_000)
    const done = await ctx.privacyFlows.erasePerson(trx, person, requestedAt)
    for (const d of downloads) {
      if (d.file) await repo.updateRequest(trx, d.id, { file: null, expires_at: requestedAt })
    }
    await repo.insertRequest(trx, {
      user_id: userId,
      kind: 'erasure',
      status: 'done',
      requested_at: requestedAt,
      due_on: dueOn(requestedAt),
      completed_at: nowIso(),
      outcome: [...done, `${downloads.length} data download(s) deleted.`].join(' '),
    })
    return downloads.map((d) => d.file).filter((f): f is string => f !== null)
  })
  // After the commit: a rolled-back erasure leaves the customer's downloads as they were.
  await Promise.all(files.map((file) => ctx.files.remove('private', downloadKey(file))))
  logSecurityEvent(guard.log, {
    event: 'token.revoked',
    outcome: 'success',
    userId,
    detail: { reason: 'erased', scope: 'all sessions' },
  })
  return { message: ERASURE_DONE_MESSAGE }
}

/** The staff queue of requests, open ones first by due date, with what was done. */
export async function listPrivacyQueue(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ data: PrivacyRequestRow[]; total: number }> {
  const today = nowIso().slice(0, 10)
  const rows = await repo.listQueue(db.kysely, page.limit, page.offset)
  return {
    total: await repo.countQueue(db.kysely),
    data: rows.map((r) => ({
      id: r.id,
      user_id: r.user_id,
      kind: r.kind as PrivacyRequestRow['kind'],
      status: r.status,
      requested_at: r.requested_at,
      due_on: r.due_on,
      completed_at: r.completed_at,
      outcome: r.outcome,
      overdue: r.completed_at === null && r.due_on < today,
    })),
  }
}
