import { z } from 'zod'
import { RECEIPT_DISPOSITIONS, REFUND_TO, RETURN_REASONS, RETURN_STATUSES, RETURNABILITY } from '../returns'

/** A photo of a return: at most this many bytes each (JPEG, PNG or WebP, checked by content). */
export const RETURN_PHOTO_MAX_BYTES = 2 * 1024 * 1024
export const RETURN_PHOTOS_MAX = 3

const idSchema = (field: string) =>
  z
    .number({ error: `${field} must be a whole number` })
    .int(`${field} must be a whole number`)
    .positive(`${field} must be a positive whole number`)
    .max(2147483647, `${field} is too large`)

const wholeUnits = (field: string) =>
  z
    .number({ error: `${field} must be a whole number` })
    .int(`${field} must be a whole number`)
    .min(1, `${field} must be at least 1`)
    .max(10_000, `${field} is too large`)

/** POST /api/customer/orders/:orderId/returns */
export const ReturnRequestSchema = z
  .object({
    lines: z
      .array(
        z
          .object({
            order_item_id: idSchema('order_item_id'),
            quantity: wholeUnits('quantity'),
            opened: z.boolean({ error: 'opened must be true or false' }).default(false),
          })
          .strict(),
      )
      .min(1, 'Choose at least one item to return')
      .max(100),
    reason: z.enum(RETURN_REASONS, { error: `reason must be one of: ${RETURN_REASONS.join(', ')}` }),
    details: z.string({ error: 'details must be text' }).trim().max(2000, 'details is too long').default(''),
    refund_to: z.enum(REFUND_TO, { error: "refund_to must be 'card' or 'credit'" }),
    /** Base64 of each photo (no data: prefix needed; one is accepted). */
    photos: z
      .array(
        z
          .string({ error: 'photos must be base64 text' })
          .max(Math.ceil((RETURN_PHOTO_MAX_BYTES * 4) / 3) + 64, 'photos: each photo may be at most 2 MB'),
      )
      .max(RETURN_PHOTOS_MAX, `photos: at most ${RETURN_PHOTOS_MAX} photos`)
      .default([]),
  })
  .strict()
export type ReturnRequest = z.input<typeof ReturnRequestSchema>

/** A photo as the return form holds it before sending: its name and size (a browser File). */
interface ReturnPhotoFile {
  name: string
  size: number
}

/**
 * The shop's return form as the shopper fills it: a row per line bought (ticked or not), a reason
 * chosen from a list, photos as files. Its messages are the form's, in words; it answers the
 * request's lines, reason, details and refund choice (the photos are read and sent beside them).
 */
export const ReturnFormSchema = z
  .object({
    items: z
      .array(
        z.object({
          order_item_id: z.number(),
          chosen: z.boolean(),
          quantity: z.coerce.number().int().min(1),
          opened: z.boolean(),
        }),
      )
      .refine((items) => items.some((i) => i.chosen), 'Choose at least one item to return.'),
    reason: z
      .string()
      .refine(
        (v) => (RETURN_REASONS as readonly string[]).includes(v),
        'Choose why you are returning the items.',
      ),
    details: z.string().trim().max(2000, 'Details must be at most 2,000 characters.'),
    refund_to: z.enum(REFUND_TO, { error: 'Choose how you want to be refunded.' }),
    photos: z
      .array(z.custom<ReturnPhotoFile>((v) => typeof v === 'object' && v !== null && 'size' in v))
      .max(RETURN_PHOTOS_MAX, `Choose at most ${RETURN_PHOTOS_MAX} photos.`)
      .superRefine((photos, ctx) => {
        const tooBig = photos.find((p) => p.size > RETURN_PHOTO_MAX_BYTES)
        if (tooBig) ctx.addIssue({ code: 'custom', message: `${tooBig.name} is larger than 2 MB.` })
      }),
  })
  .transform(({ items, reason, details, refund_to, photos }) => ({
    lines: items
      .filter((i) => i.chosen)
      .map(({ order_item_id, quantity, opened }) => ({ order_item_id, quantity, opened })),
    reason: reason as (typeof RETURN_REASONS)[number],
    details,
    refund_to,
    photos,
  }))

export const ReturnIdParamsSchema = z.object({
  returnId: z.coerce
    .number({ error: 'returnId must be a whole number' })
    .int('returnId must be a whole number')
    .positive('returnId must be a positive whole number')
    .max(2147483647, 'returnId is too large'),
})

export const ReturnLineSchema = z.object({
  id: z.number(),
  order_item_id: z.number(),
  product_id: z.number(),
  product_name: z.string(),
  sku: z.string(),
  quantity: z.number(),
  opened: z.boolean(),
  unit_price_cents: z.number(),
  received: z.array(
    z.object({
      quantity: z.number(),
      disposition: z.enum(RECEIPT_DISPOSITIONS),
      lot_id: z.number().nullable(),
      note: z.string(),
      created_at: z.string(),
    }),
  ),
})

export const ReturnSchema = z.object({
  id: z.number(),
  return_no: z.string(),
  order_id: z.number(),
  order_no: z.string(),
  status: z.enum(RETURN_STATUSES),
  status_label: z.string(),
  reason: z.enum(RETURN_REASONS),
  details: z.string(),
  refund_to: z.enum(REFUND_TO),
  shop_at_fault: z.boolean(),
  return_method: z.enum(['drop_off', 'label']).nullable(),
  label_ref: z.string().nullable(),
  decision_note: z.string().nullable(),
  /** What the return gives back (cents): estimated until refunded, then what was refunded. */
  refund_cents: z.number(),
  refunded_at: z.string().nullable(),
  photos: z.array(z.object({ id: z.number(), mime: z.string(), bytes: z.number() })),
  lines: z.array(ReturnLineSchema),
  /** What the customer is asked to do next (drop off, the label), or null. */
  instructions: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type ReturnView = z.infer<typeof ReturnSchema>
export const ReturnResponseSchema = z.object({ message: z.string().optional(), return: ReturnSchema })
export const ReturnsListResponseSchema = z.object({ items: z.array(ReturnSchema) })

/** What a delivered order may still send back: per line, how many and under which rule. */
export const ReturnOptionsResponseSchema = z.object({
  returnable: z.boolean(),
  /** Why the whole order cannot be returned (not delivered, past the window, every unit on a return), else null. */
  refusal: z.string().nullable(),
  deadline: z.string().nullable(),
  window_days: z.number(),
  lines: z.array(
    z.object({
      order_item_id: z.number(),
      product_id: z.number(),
      product_name: z.string(),
      bought: z.number(),
      returnable_quantity: z.number(),
      returnability: z.enum(RETURNABILITY),
      returnability_label: z.string(),
    }),
  ),
})
export type ReturnOptions = z.infer<typeof ReturnOptionsResponseSchema>

/** Store credit: the balance and its history. */
export const StoreCreditResponseSchema = z.object({
  balance_cents: z.number(),
  entries: z.array(
    z.object({
      id: z.number(),
      delta_cents: z.number(),
      balance_after_cents: z.number(),
      kind: z.string(),
      description: z.string(),
      created_at: z.string(),
    }),
  ),
})
export type StoreCredit = z.infer<typeof StoreCreditResponseSchema>

// Back office

export const AdminReturnsQuerySchema = z
  .object({ status: z.enum(RETURN_STATUSES, { error: 'status is not a return status' }).optional() })
  .strict()

/** POST /api/admin/returns/:id/decision */
export const ReturnDecisionSchema = z
  .object({
    decision: z.enum(['approve', 'refuse'], { error: "decision must be 'approve' or 'refuse'" }),
    note: z.string({ error: 'note must be text' }).trim().max(1000, 'note is too long').default(''),
    return_method: z
      .enum(['drop_off', 'label'], { error: "return_method must be 'drop_off' or 'label'" })
      .default('drop_off'),
    label_ref: z.string({ error: 'label_ref must be text' }).trim().max(200).default(''),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.decision === 'refuse' && !v.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'Say why the return is refused' })
    }
    if (v.decision === 'approve' && v.return_method === 'label' && !v.label_ref) {
      ctx.addIssue({
        code: 'custom',
        path: ['label_ref'],
        message: 'Give the prepaid label’s reference or link',
      })
    }
  })

/** POST /api/admin/returns/:id/receive: units of each line and where they go. */
export const ReturnReceiveSchema = z
  .object({
    items: z
      .array(
        z
          .object({
            return_line_id: idSchema('return_line_id'),
            quantity: wholeUnits('quantity'),
            disposition: z.enum(RECEIPT_DISPOSITIONS, {
              error: `disposition must be one of: ${RECEIPT_DISPOSITIONS.join(', ')}`,
            }),
            /** The lot the units go back to (restock and quarantine): one the line's units came from. */
            lot_id: z.number().int().positive().nullable().default(null),
            note: z
              .string({ error: 'note must be text' })
              .trim()
              .min(1, 'note: say why (the state of the units)')
              .max(500),
          })
          .strict(),
      )
      .min(1, 'items: receive at least one unit'),
    /**
     * The reason as staff found it on inspection, when it differs from the customer's: shipping and
     * whether a not-returnable item is refunded follow it.
     */
    reason: z
      .enum(RETURN_REASONS, { error: `reason must be one of: ${RETURN_REASONS.join(', ')}` })
      .optional(),
  })
  .strict()

/** POST /api/admin/returns/:id/refund: to the card or as store credit, as the customer chose unless staff change it. */
export const ReturnRefundSchema = z
  .object({ refund_to: z.enum(REFUND_TO, { error: "refund_to must be 'card' or 'credit'" }).optional() })
  .strict()

export const AdminReturnLotsSchema = z.object({
  /** The card the order was paid with, named when staff confirm a refund to it; null without one. */
  card: z.object({ brand: z.string().nullable(), last4: z.string() }).nullable(),
  lots: z.array(
    z.object({
      return_line_id: z.number(),
      lot_id: z.number(),
      lot_number: z.string(),
      expiry_date: z.string().nullable(),
      status: z.string(),
    }),
  ),
})
