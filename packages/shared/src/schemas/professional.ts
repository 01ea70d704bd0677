import { z } from 'zod'
import { optionalText, requiredText } from './account'
import { calendarDateSchema } from './admin/common'

/*
 * Professional accounts (docs/decisions/0101-licence-applications-reviewed-by-owners.md): the
 * customer's application with its licence document, and the back office's review of it.
 */

export const APPLICATION_STATUSES = ['pending', 'more_info', 'approved', 'rejected'] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

/** What the dashboard says for each status. */
export const APPLICATION_STATUS_TEXT: Record<ApplicationStatus, string> = {
  pending: 'Under review',
  more_info: 'More information needed',
  approved: 'Approved',
  rejected: 'Not approved',
}

/** The licence document: PDF, JPEG or PNG, recognised by its first bytes, at most this size. */
export const LICENCE_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024
export const LICENCE_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const
export type LicenceDocumentType = (typeof LICENCE_DOCUMENT_TYPES)[number]

/** The application's fields (sent as multipart fields beside the `document` file). */
export const ProfessionalApplicationInputSchema = z
  .object({
    profession: requiredText('Profession', 100),
    licence_number: requiredText('Licence or registration number', 60),
    issuing_body: requiredText('Issuing body', 150),
    country: requiredText('Country', 60),
    licence_expiry: calendarDateSchema('Licence expiry date'),
    practice_name: requiredText('Practice name', 150),
    practice_address: requiredText('Practice address', 400, { multiLine: true }),
  })
  .strict()
export type ProfessionalApplicationInput = z.infer<typeof ProfessionalApplicationInputSchema>

export const ProfessionalApplicationSchema = z.object({
  id: z.number(),
  status: z.enum(APPLICATION_STATUSES),
  profession: z.string(),
  licence_number: z.string(),
  issuing_body: z.string(),
  country: z.string(),
  licence_expiry: z.string(),
  practice_name: z.string(),
  practice_address: z.string(),
  document_name: z.string(),
  document_type: z.string(),
  document_bytes: z.number(),
  /** The rejection reason, or what staff asked for. */
  staff_note: z.string().nullable(),
  verified_until: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type ProfessionalApplication = z.infer<typeof ProfessionalApplicationSchema>

/** GET /api/customer/professional: the signed-in customer's standing and latest application. */
export const ProfessionalStatusSchema = z.object({
  standing: z.enum(['none', 'verified', 'lapsed', 'suspended']),
  profession: z.string().nullable(),
  verified_until: z.string().nullable(),
  suspended_reason: z.string().nullable(),
  application: ProfessionalApplicationSchema.nullable(),
})
export type ProfessionalStatus = z.infer<typeof ProfessionalStatusSchema>

// Back office

export const AdminApplicationSchema = ProfessionalApplicationSchema.extend({
  user_id: z.number(),
  customer_name: z.string(),
  customer_email: z.string(),
  decided_by: z.string().nullable(),
})
export type AdminApplication = z.infer<typeof AdminApplicationSchema>

export const AdminApplicationsQuerySchema = z
  .object({
    status: z
      .enum(APPLICATION_STATUSES, { error: `status must be one of ${APPLICATION_STATUSES.join(', ')}` })
      .optional(),
  })
  .strict()
export const AdminApplicationsSchema = z.object({ items: z.array(AdminApplicationSchema) })

export const ApproveApplicationSchema = z
  .object({ verified_until: calendarDateSchema('Verified until') })
  .strict()
export const RejectApplicationSchema = z
  .object({ reason: requiredText('Reason', 1000, { multiLine: true }) })
  .strict()
export const AskForMoreSchema = z
  .object({ message: requiredText('Message', 1000, { multiLine: true }) })
  .strict()
export const SuspendProfessionalSchema = z
  .object({ reason: optionalText('Reason', 500).transform((v) => v ?? null) })
  .strict()
export const AdminApplicationResponseSchema = z.object({
  message: z.string(),
  application: AdminApplicationSchema,
})

// Recalls by lot (docs/decisions/0102-recalls-by-lot.md)

export const RECALL_SEVERITIES = ['low', 'medium', 'high'] as const
export const RECALL_ACK_ACTIONS = ['quarantined', 'returned'] as const

export const OpenRecallSchema = z
  .object({
    product_id: z.number({ error: 'Choose a product' }).int().positive(),
    lot_ids: z
      .array(z.number().int().positive(), { error: 'Choose at least one lot' })
      .min(1, 'Choose at least one lot')
      .max(50, 'At most 50 lots')
      .refine((a) => new Set(a).size === a.length, 'each lot only once'),
    reason: requiredText('Reason', 1000, { multiLine: true }),
    severity: z.enum(RECALL_SEVERITIES, { error: 'Severity must be low, medium or high' }),
    instructions: requiredText('Instructions to the buyer', 2000, { multiLine: true }),
    /** The shop collects the recalled units and replaces them (docs/decisions/0128). */
    collect_and_replace: z.boolean().default(false),
  })
  .strict()
export type OpenRecallInput = z.infer<typeof OpenRecallSchema>

/** A customer's request that the shop collect their recalled units and replace them. */
export const RecallCollectionRequestSchema = z
  .object({
    units: z.number({ error: 'Enter a whole number' }).int('Enter a whole number').min(1, 'Enter 1 or more'),
    address: requiredText('Collection address', 500, { multiLine: true }),
  })
  .strict()
export type RecallCollectionRequest = z.infer<typeof RecallCollectionRequestSchema>
/** A customer's notice of a recall, as staff name it: the recall and the customer. */
export const RecallNoticeParamsSchema = z
  .object({ id: z.coerce.number().int().positive(), userId: z.coerce.number().int().positive() })
  .strict()

/** Where a notice's collection stands: asked for (units, where), then collected and replaced. */
export const RecallCollectionSchema = z.object({
  requested_at: z.string(),
  units: z.number(),
  address: z.string(),
  collected_at: z.string().nullable(),
  /** The order at no charge that replaced the units, once collected. */
  replacement_order_id: z.number().nullable(),
  replacement_order_no: z.string().nullable(),
})
export type RecallCollection = z.infer<typeof RecallCollectionSchema>

export const RecallLotSchema = z.object({
  lot_id: z.number(),
  lot_number: z.string(),
  expiry_date: z.string().nullable(),
})

export const RecallSummarySchema = z.object({
  id: z.number(),
  product_id: z.number(),
  product_name: z.string(),
  reason: z.string(),
  severity: z.enum(RECALL_SEVERITIES),
  instructions: z.string(),
  collect_and_replace: z.boolean(),
  status: z.enum(['open', 'closed']),
  opened_by: z.string().nullable(),
  opened_at: z.string(),
  closed_at: z.string().nullable(),
  lots: z.array(RecallLotSchema),
  customers: z.number(),
  acknowledged: z.number(),
  /** Customers who asked the shop to collect and replace their units, not collected yet. */
  collections_waiting: z.number(),
})
export type RecallSummary = z.infer<typeof RecallSummarySchema>

/** One order line that received units of a recalled lot. */
export const RecallLineSchema = z.object({
  order_id: z.number(),
  order_no: z.string(),
  ordered_at: z.string(),
  order_status: z.string(),
  user_id: z.number(),
  customer_name: z.string(),
  customer_email: z.string(),
  lot_number: z.string(),
  expiry_date: z.string().nullable(),
  quantity: z.number(),
})
export const RecallNoticeSchema = z.object({
  user_id: z.number(),
  customer_name: z.string(),
  customer_email: z.string(),
  units: z.number(),
  notified_at: z.string(),
  reminded_at: z.string().nullable(),
  acknowledged_at: z.string().nullable(),
  ack_action: z.enum(RECALL_ACK_ACTIONS).nullable(),
  ack_units: z.number().nullable(),
  collection: RecallCollectionSchema.nullable(),
})
export const RecallDetailSchema = RecallSummarySchema.extend({
  lines: z.array(RecallLineSchema),
  notices: z.array(RecallNoticeSchema),
})
export type RecallDetail = z.infer<typeof RecallDetailSchema>
export const RecallsSchema = z.object({ items: z.array(RecallSummarySchema) })
export const RecallResponseSchema = z.object({ message: z.string(), recall: RecallDetailSchema })

/** The customer's recall notice, as the dashboard shows it. */
export const CustomerRecallSchema = z.object({
  recall_id: z.number(),
  product_id: z.number(),
  product_name: z.string(),
  severity: z.enum(RECALL_SEVERITIES),
  reason: z.string(),
  instructions: z.string(),
  collect_and_replace: z.boolean(),
  status: z.enum(['open', 'closed']),
  opened_at: z.string(),
  lots: z.array(RecallLotSchema),
  units: z.number(),
  acknowledged_at: z.string().nullable(),
  ack_action: z.enum(RECALL_ACK_ACTIONS).nullable(),
  ack_units: z.number().nullable(),
  collection: RecallCollectionSchema.nullable(),
})
export type CustomerRecall = z.infer<typeof CustomerRecallSchema>
export const CustomerRecallsSchema = z.object({ items: z.array(CustomerRecallSchema) })
export const AcknowledgeRecallSchema = z
  .object({
    action: z.enum(RECALL_ACK_ACTIONS, { error: "action must be 'quarantined' or 'returned'" }),
    units: z.number({ error: 'Enter a whole number' }).int('Enter a whole number').min(0, 'Enter 0 or more'),
  })
  .strict()
export type AcknowledgeRecall = z.infer<typeof AcknowledgeRecallSchema>
