import {
  PRIVACY_NOTICE_VERSION,
  type ConsentPurpose,
  type ConsentRecord,
  type ConsentSource,
} from '@shop/shared/schemas/privacy'
import type { DbHandle } from '../../db/connect'
import { nowIso } from '../../lib/clock'
import * as repo from './consents.repository'

/**
 * Records a customer's choice about a mail that is not an order's own, under the privacy notice in
 * force; called in the same transaction as the choice itself where there is one.
 */
export async function recordConsent(
  db: DbHandle,
  choice: {
    userId?: number | null
    email?: string | null
    purpose: ConsentPurpose
    given: boolean
    source: ConsentSource
  },
): Promise<void> {
  await repo.insertConsent(db, {
    user_id: choice.userId ?? null,
    // An account's row names the account; only a sign-up without one keeps the address.
    email: choice.userId ? null : (choice.email?.trim().toLowerCase() ?? null),
    purpose: choice.purpose,
    given: choice.given ? 1 : 0,
    source: choice.source,
    notice_version: PRIVACY_NOTICE_VERSION,
    created_at: nowIso(),
  })
}

/** A customer's consents, oldest first. */
export async function listConsents(db: DbHandle, userId: number, email: string): Promise<ConsentRecord[]> {
  const rows = await repo.listConsentsFor(db, userId, email.toLowerCase())
  return rows.map((r) => ({
    purpose: r.purpose as ConsentRecord['purpose'],
    given: r.given === 1,
    source: r.source as ConsentRecord['source'],
    notice_version: r.notice_version,
    created_at: r.created_at,
  }))
}
