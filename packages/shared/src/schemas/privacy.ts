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
