import type { AuditEntry, AuditQuerySchema } from '@shop/shared/schemas/admin/auth'
import type { Paged } from '@shop/shared/schemas/admin/common'
import type { z } from 'zod'
import type { Readable } from 'node:stream'
import type { DbHandle } from '../db/connect'
import { nowIso } from '../lib/clock'
import { csvStream, keysetRows } from '../lib/csv'
import { pageOf } from '../lib/paging'

type AuditListQuery = z.output<typeof AuditQuerySchema>

/** Who made a change: a signed-in staff member, or null for the staff command line. */
export interface StaffActor {
  id: number
  email: string
}

export interface AuditChange {
  action: string
  entity: string
  entityId: string | number | null
  before: unknown
  after: unknown
}

/** Fields never written to the audit log. */
const SECRET_FIELDS = new Set(['password_hash', 'token_hash', 'payment_token', 'password'])

function auditJson(value: unknown): string | null {
  if (value === null || value === undefined) return null
  return JSON.stringify(value, (key, v: unknown) => (SECRET_FIELDS.has(key) ? undefined : v))
}

/**
 * Writes one audit entry (docs/requirements/back-office.md §3), inside the caller's transaction
 * when it has one, so the change and its entry are written together.
 */
export async function recordAudit(k: DbHandle, actor: StaffActor | null, change: AuditChange) {
  await k
    .insertInto('audit_log')
    .values({
      staff_id: actor?.id ?? null,
      staff_email: actor?.email ?? null,
      action: change.action,
      entity: change.entity,
      entity_id: change.entityId === null ? null : String(change.entityId),
      before_json: auditJson(change.before),
      after_json: auditJson(change.after),
      created_at: nowIso(),
    })
    .execute()
}

function filteredAudit(k: DbHandle, q: AuditListQuery) {
  let base = k.selectFrom('audit_log')
  if (q.staff_id) base = base.where('staff_id', '=', q.staff_id)
  if (q.entity) base = base.where('entity', '=', q.entity)
  if (q.entity_id) base = base.where('entity_id', '=', q.entity_id)
  if (q.action) base = base.where('action', '=', q.action)
  return base
}

export async function listAudit(k: DbHandle, q: AuditListQuery): Promise<Paged<AuditEntry>> {
  const base = filteredAudit(k, q)
  return pageOf(
    q,
    () => base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    (limit, offset) =>
      base.selectAll().orderBy(q.sort, q.dir).orderBy('id', q.dir).limit(limit).offset(offset).execute(),
    (r) => ({
      id: r.id,
      staff_id: r.staff_id,
      staff_email: r.staff_email,
      action: r.action,
      entity: r.entity,
      entity_id: r.entity_id,
      before: r.before_json === null ? null : (JSON.parse(r.before_json) as unknown),
      after: r.after_json === null ? null : (JSON.parse(r.after_json) as unknown),
      created_at: r.created_at,
    }),
  )
}

export const AUDIT_CSV_COLUMNS = [
  'id',
  'at_utc',
  'staff_id',
  'staff_email',
  'action',
  'entity',
  'entity_id',
  'before',
  'after',
] as const

/**
 * Every entry the list's filters keep (all pages; paging and sorting ignored), oldest first,
 * streamed a page at a time (decision 0083); before and after stay the JSON the log keeps.
 */
export function auditCsv(k: DbHandle, q: AuditListQuery): Readable {
  async function* rows() {
    const pages = keysetRows((after, size) =>
      filteredAudit(k, q).selectAll().where('id', '>', after).orderBy('id').limit(size).execute(),
    )
    for await (const r of pages) {
      yield [
        r.id,
        r.created_at,
        r.staff_id,
        r.staff_email,
        r.action,
        r.entity,
        r.entity_id,
        r.before_json,
        r.after_json,
      ]
    }
  }
  return csvStream(AUDIT_CSV_COLUMNS, rows())
}
