import { isoDateIn } from '@shop/shared/format'
import { professionalStanding } from '@shop/shared/professional'
import {
  ProfessionalApplicationInputSchema,
  type AdminApplication,
  type ApplicationStatus,
  type ProfessionalApplication,
  type ProfessionalStatus,
} from '@shop/shared/schemas/professional'
import { recordAudit, type StaffActor } from '../../audit/audit'
import type { DbHandle } from '../../db/connect'
import type { ProfessionalApplicationsTable } from '../../db/schema'
import { isUniqueViolation, writeTransaction } from '../../db/transaction'
import { badRequest, conflict, fieldErrors, notFound } from '../../errors'
import { nowIso } from '../../lib/clock'
import { reencodePicture } from '../../lib/customer-files'
import { mailStaff } from '../../lib/staff-mail'
import type { ServiceContext } from '../../lib/service-context'
import type { Selectable } from 'kysely'
import { checkDocument, documentName, removeDocument, storeDocument } from './licence-document'
import { mailProfessional } from './professional-mail'
import * as repo from './professional.repository'

// Licence applications (docs/decisions/0101-licence-applications-reviewed-by-owners.md).

type ApplicationRow = Selectable<ProfessionalApplicationsTable>

function toApplication(r: ApplicationRow): ProfessionalApplication {
  return {
    id: r.id,
    status: r.status as ApplicationStatus,
    profession: r.profession,
    licence_number: r.licence_number,
    issuing_body: r.issuing_body,
    country: r.country,
    licence_expiry: r.licence_expiry,
    practice_name: r.practice_name,
    practice_address: r.practice_address,
    document_name: r.document_name,
    document_type: r.document_type,
    document_bytes: r.document_bytes,
    staff_note: r.staff_note,
    verified_until: r.verified_until,
    created_at: r.created_at,
    updated_at: r.updated_at,
  }
}

/** The signed-in customer's standing and latest application, as the dashboard shows it. */
export async function professionalStatus(
  k: DbHandle,
  userId: number,
  timeZone: string,
  now: Date = new Date(),
): Promise<ProfessionalStatus> {
  const [account, latest] = await Promise.all([
    repo.findAccount(k, userId),
    repo.findLatestApplication(k, userId),
  ])
  return {
    standing: professionalStanding(account, isoDateIn(now, timeZone)),
    profession: account?.profession ?? null,
    verified_until: account?.verified_until ?? null,
    suspended_reason: account?.suspended_at ? (account.suspended_reason ?? '') : null,
    application: latest ? toApplication(latest) : null,
  }
}

export interface UploadedDocument {
  buffer: Buffer
  truncated: boolean
  filename: string
}

const underReview = () => conflict('Your application is already under review.')

/**
 * A customer's application: its fields checked like any form, the document checked by its content
 * and stored privately. An application under review cannot be sent twice; one staff asked more of
 * is replaced by the new one (same application, back to pending).
 */
export async function applyForVerification(
  ctx: ServiceContext,
  user: { id: number; email: string },
  fields: Record<string, unknown>,
  file: UploadedDocument | null,
): Promise<ProfessionalApplication> {
  const parsed = ProfessionalApplicationInputSchema.safeParse(fields)
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error.issues)
    const [field, messages] = Object.entries(errors)[0]!
    throw badRequest(`${field}: ${messages[0]}`, errors)
  }
  const today = isoDateIn(new Date(), ctx.config.shop.timeZone)
  if (parsed.data.licence_expiry < today) {
    throw badRequest('licence_expiry: The licence has expired.', {
      licence_expiry: ['must not be in the past'],
    })
  }
  const kind = checkDocument(file)
  const k = ctx.db.kysely
  const latest = await repo.findLatestApplication(k, user.id)
  if (latest?.status === 'pending') throw underReview()

  // A picture is written again without its metadata; a PDF is kept, and served only as a download.
  const bytes =
    kind.type === 'application/pdf'
      ? file!.buffer
      : await reencodePicture(file!.buffer, kind.type === 'image/png' ? 'png' : 'jpeg', 'document')
  const documentFile = await storeDocument(ctx.files, bytes, kind.ext, kind.type)
  const at = nowIso()
  const values = {
    ...parsed.data,
    status: 'pending',
    document_file: documentFile,
    document_type: kind.type,
    document_name: documentName(file!.filename, kind.ext),
    document_bytes: bytes.length,
    staff_note: null,
    verified_until: null,
    decided_by: null,
    updated_at: at,
  }
  let id: number
  try {
    id = await writeTransaction(ctx.db, async (trx) => {
      let appId: number
      if (latest?.status === 'more_info') {
        // Guarded: of two replies sent at once, one replaces the application, the other is refused.
        if (!(await repo.updateApplicationIf(trx, latest.id, 'more_info', values))) throw underReview()
        appId = latest.id
      } else {
        appId = await repo.insertApplication(trx, { ...values, user_id: user.id, created_at: at })
      }
      // Customer steps go in the audit log too (no staff member: staff_email stays empty).
      await recordAudit(trx, null, {
        action: 'professional.apply',
        entity: 'professional_application',
        entityId: appId,
        before: latest?.status === 'more_info' ? { status: 'more_info' } : null,
        after: { status: 'pending', user_id: user.id, licence_number: parsed.data.licence_number },
      })
      return appId
    })
  } catch (error) {
    await removeDocument(ctx.files, documentFile)
    // The database holds one pending application per customer: the other of two sent at once.
    if (isUniqueViolation(error)) throw underReview()
    throw error
  }
  if (latest?.status === 'more_info') await removeDocument(ctx.files, latest.document_file)
  await mailProfessional(ctx, user.email, 'We received your professional account application', [
    'Thank you: we have received your application and licence document.',
    'Our team checks every licence by hand; we will e-mail you when it has been reviewed.',
  ])
  await mailStaff(
    ctx,
    `Licence application to review: ${parsed.data.practice_name}`,
    [
      `${user.email} applied for a professional account: ${parsed.data.profession}, licence ${parsed.data.licence_number} (${parsed.data.issuing_body}).`,
      'An owner reviews it.',
    ],
    '/admin/professional-applications',
  )
  return toApplication((await repo.findApplication(k, id))!)
}

/** The applicant's own document; any other customer's application answers 404. */
export async function openOwnDocument(ctx: ServiceContext, userId: number, applicationId: number) {
  const row = await repo.findApplication(ctx.db.kysely, applicationId)
  if (!row || row.user_id !== userId) throw notFound('No such application.')
  return openDocument(ctx, row)
}

async function openDocument(ctx: ServiceContext, row: ApplicationRow) {
  const file = await ctx.files.open('private', row.document_file)
  if (!file) throw notFound('The document is no longer kept.')
  return { stream: file.stream, type: row.document_type, name: row.document_name }
}

// Back office (owners only)

async function adminApplication(k: DbHandle, id: number): Promise<AdminApplication> {
  const row = await repo.findAdminApplication(k, id)
  if (!row) throw notFound('No such application.')
  return toAdminApplication(row)
}

function toAdminApplication(row: Awaited<ReturnType<typeof repo.findAdminApplications>>[number]) {
  return {
    ...toApplication(row),
    user_id: row.user_id,
    customer_name: `${row.first_name} ${row.last_name}`.trim(),
    customer_email: row.email,
    decided_by: row.decided_by,
  }
}

export async function listApplications(k: DbHandle, status?: ApplicationStatus) {
  return { items: (await repo.findAdminApplications(k, status)).map(toAdminApplication) }
}

export const getApplication = adminApplication

export async function openApplicationDocument(ctx: ServiceContext, id: number) {
  const row = await repo.findApplication(ctx.db.kysely, id)
  if (!row) throw notFound('No such application.')
  return openDocument(ctx, row)
}

type Decision =
  | { kind: 'approve'; verifiedUntil: string }
  | { kind: 'reject'; reason: string }
  | { kind: 'ask'; message: string }

/**
 * A staff decision on an application under review: approve (the customer is verified until the
 * date, at most the licence's expiry), reject with a reason, or ask for more. Audited and mailed.
 */
export async function decideApplication(
  ctx: ServiceContext,
  actor: StaffActor,
  id: number,
  decision: Decision,
): Promise<AdminApplication> {
  const k = ctx.db.kysely
  const before = await adminApplication(k, id)
  if (before.status !== 'pending')
    throw conflict(`This application is ${before.status.replace('_', ' ')}, not under review.`)
  if (decision.kind === 'approve') {
    const today = isoDateIn(new Date(), ctx.config.shop.timeZone)
    if (decision.verifiedUntil < today)
      throw badRequest('verified_until: The date is in the past.', {
        verified_until: ['must not be in the past'],
      })
    if (decision.verifiedUntil > before.licence_expiry) {
      throw badRequest(`verified_until: The licence expires on ${before.licence_expiry}.`, {
        verified_until: ['must not be after the licence expiry'],
      })
    }
  }
  const at = nowIso()
  const status: ApplicationStatus =
    decision.kind === 'approve' ? 'approved' : decision.kind === 'reject' ? 'rejected' : 'more_info'
  const note =
    decision.kind === 'reject' ? decision.reason : decision.kind === 'ask' ? decision.message : null
  const verifiedUntil = decision.kind === 'approve' ? decision.verifiedUntil : null
  await writeTransaction(ctx.db, async (trx) => {
    const moved = await repo.updateApplicationIf(trx, id, 'pending', {
      status,
      staff_note: note,
      verified_until: verifiedUntil,
      decided_by: actor.email,
      updated_at: at,
    })
    if (!moved) throw conflict('This application was decided meanwhile.')
    if (verifiedUntil) {
      await repo.saveAccount(trx, {
        user_id: before.user_id,
        profession: before.profession,
        verified_until: verifiedUntil,
        suspended_at: null,
        suspended_reason: null,
        reminded_30_for: null,
        reminded_7_for: null,
        lapsed_for: null,
        updated_at: at,
      })
    }
    await recordAudit(trx, actor, {
      action: `professional.${decision.kind}`,
      entity: 'professional_application',
      entityId: id,
      before: { status: before.status },
      after: { status, staff_note: note, verified_until: verifiedUntil, user_id: before.user_id },
    })
  })
  const to = before.customer_email
  if (decision.kind === 'approve') {
    await mailProfessional(ctx, to, 'Your professional account is verified', [
      `Your licence has been verified until ${decision.verifiedUntil}.`,
      'You can now see prices and buy the products we sell to verified professionals.',
    ])
  } else if (decision.kind === 'reject') {
    await mailProfessional(ctx, to, 'Your professional account application', [
      'We could not verify your professional account.',
      `Reason: ${decision.reason}`,
    ])
  } else {
    await mailProfessional(ctx, to, 'We need more information for your professional account', [
      'To verify your professional account we need more from you:',
      decision.message,
      'Please send your application again from your dashboard with what is asked.',
    ])
  }
  return adminApplication(k, id)
}

/** Suspends a customer's verification at once (staff), audited and mailed. */
export async function suspendProfessional(
  ctx: ServiceContext,
  actor: StaffActor,
  userId: number,
  reason: string | null,
) {
  const k = ctx.db.kysely
  const account = await repo.findAccount(k, userId)
  if (!account) throw notFound('This customer has no professional account.')
  if (account.suspended_at) throw conflict('The professional account is already suspended.')
  const at = nowIso()
  await writeTransaction(ctx.db, async (trx) => {
    await repo.updateAccount(trx, userId, { suspended_at: at, suspended_reason: reason, updated_at: at })
    await recordAudit(trx, actor, {
      action: 'professional.suspend',
      entity: 'customer',
      entityId: userId,
      before: { suspended_at: null, verified_until: account.verified_until },
      after: { suspended_at: at, suspended_reason: reason },
    })
  })
  const user = await repo.findUser(k, userId)
  if (user) {
    await mailProfessional(ctx, user.email, 'Your professional account is suspended', [
      'Your professional account has been suspended: professional-only products cannot be bought for now.',
      ...(reason ? [`Reason: ${reason}`] : []),
      'Please contact us if you have any questions.',
    ])
  }
  return { message: 'The professional account is suspended.' }
}
