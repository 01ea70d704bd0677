import { z } from 'zod'

/**
 * The privacy notice a consent was given under: raised whenever the privacy policy's text about
 * mail or data changes, so each consent row says which words the customer agreed to.
 */
export const PRIVACY_NOTICE_VERSION = '2026-12-07'

/** Days the law gives the shop to answer a request to see or erase personal information. */
export const PRIVACY_ANSWER_DAYS = 45

/** Hours a data download's link works. */
export const PRIVACY_DOWNLOAD_HOURS = 24

/** Mail a customer chooses (every mail that is not an order's own, a recall's or an account's). */
export const CONSENT_PURPOSES = ['newsletter', 'cart_reminders'] as const
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number]

/** Where the choice was made. */
export type ConsentSource = 'registration' | 'profile' | 'newsletter_form' | 'unsubscribe_link' | 'erasure'

/** POST /api/customer/privacy/erasure: the customer's password again. */
export const ErasureRequestSchema = z
  .object({
    password: z
      .string({ error: 'Password is required' })
      .min(1, 'Password is required')
      .max(200, 'Password must be at most 200 characters'),
  })
  .strict()
export type ErasureRequest = z.infer<typeof ErasureRequestSchema>

export interface ConsentRecord {
  purpose: ConsentPurpose
  given: boolean
  source: ConsentSource
  notice_version: string
  created_at: string
}

export interface PrivacyDownload {
  id: number
  status: 'building' | 'ready' | 'failed' | 'expired'
  requested_at: string
  expires_at: string | null
  /** The API path the zip is fetched from with the customer's own token; null unless ready. */
  url: string | null
}

/** GET /api/customer/privacy: the customer's consents and downloads. */
export interface PrivacyOverview {
  consents: ConsentRecord[]
  downloads: PrivacyDownload[]
  notice_version: string
}

/** One request in the back office's privacy queue. */
export interface PrivacyRequestRow {
  id: number
  user_id: number
  kind: 'download' | 'erasure'
  status: string
  requested_at: string
  due_on: string
  completed_at: string | null
  outcome: string | null
  overdue: boolean
}

export const ERASURE_DONE_MESSAGE = 'Your personal information has been erased and you have been signed out.'
export const WRONG_PASSWORD_MESSAGE = 'The password is not correct.'

/** The text an erased person's details become in the records the shop keeps. */
export const ERASED = '[erased]'

/**
 * An order's address (JSON) after its person is erased: the name, lines, phone and e-mail go; the
 * country stays, as the tax and shipping the order charged were worked out from it.
 */
export function erasedAddressJson(json: string | null): string | null {
  if (json === null) return null
  let country: unknown = null
  try {
    const parsed: unknown = JSON.parse(json)
    if (parsed && typeof parsed === 'object' && 'country' in parsed) country = parsed.country
  } catch {
    // Not JSON (an older order's text): nothing of it is kept.
  }
  return JSON.stringify({
    first_name: ERASED,
    last_name: '',
    address: ERASED,
    city: '',
    zipcode: '',
    country: typeof country === 'string' ? country : '',
  })
}

/**
 * The texts an erased person is searched for in kept records' free text (notes, mails, the audit
 * log): their e-mail, names, numbers and street lines. Very short ones are left out, as replacing
 * two letters everywhere would wreck other people's records.
 */
export function erasableValues(values: readonly (string | null | undefined)[]): string[] {
  const out = new Set<string>()
  for (const v of values) {
    const t = v?.trim()
    if (t && t.length >= 3) out.add(t)
  }
  // Longest first: a full line goes before a name inside it.
  return [...out].sort((a, b) => b.length - a.length)
}

/** GET /api/customer/privacy/downloads/:id */
export const PrivacyDownloadParamsSchema = z
  .object({
    id: z.coerce
      .number({ error: 'id must be a whole number' })
      .int('id must be a whole number')
      .min(1, 'id must be 1 or more')
      .max(2_147_483_647, 'id is too large'),
  })
  .strict()

/** Requests per page of the staff queue. */
export const PRIVACY_QUEUE_PAGE_SIZE = 50
