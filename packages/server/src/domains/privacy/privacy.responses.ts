import { z } from 'zod'

const ConsentSchema = z.object({
  purpose: z.enum(['newsletter', 'cart_reminders']),
  given: z.boolean(),
  source: z.enum(['registration', 'profile', 'newsletter_form', 'unsubscribe_link', 'erasure']),
  notice_version: z.string(),
  created_at: z.string(),
})

export const PrivacyDownloadSchema = z.object({
  id: z.number(),
  status: z.enum(['building', 'ready', 'failed', 'expired']),
  requested_at: z.string(),
  expires_at: z.string().nullable(),
  url: z.string().nullable(),
})

export const PrivacyOverviewSchema = z.object({
  consents: z.array(ConsentSchema),
  downloads: z.array(PrivacyDownloadSchema),
  notice_version: z.string(),
})

export const PrivacyQueueSchema = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      user_id: z.number(),
      kind: z.enum(['download', 'erasure']),
      status: z.string(),
      requested_at: z.string(),
      due_on: z.string(),
      completed_at: z.string().nullable(),
      outcome: z.string().nullable(),
      overdue: z.boolean(),
    }),
  ),
  total: z.number(),
  page: z.number(),
})

/** A zip file answer (a customer's data download). */
export const zipAnswer = {
  description: 'The zip file',
  content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
} as const
