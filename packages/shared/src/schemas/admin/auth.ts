import { z } from 'zod'
import { passwordSchema, requiredEmail, NAME_MAX_LENGTH } from '../account'
import {
  adminText,
  centsSchema,
  listQuerySchema,
  pagedSchema,
  STAFF_ROLES,
  wholeNumberSchema,
  QueryFlagSchema,
} from './common'

/** POST /api/admin/login */
export const StaffLoginSchema = z
  .object({
    email: requiredEmail('Email'),
    password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(256),
  })
  .strict()
export type StaffLoginInput = z.input<typeof StaffLoginSchema>

export const StaffSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  /** A deactivated account cannot sign in; its sessions end. */
  active: z.boolean(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
  /** The account holds a one-time password an owner set: its member must choose their own first. */
  must_change_password: z.boolean(),
})
export type Staff = z.infer<typeof StaffSchema>

/** The answer to any other back-office call while the signed-in member still has a one-time password. */
export const CHOOSE_PASSWORD_FIRST = 'Choose your own password before anything else.'

/** POST /api/admin/me/password: the signed-in member's own new password. */
export const ChangeOwnPasswordSchema = z
  .object({
    current_password: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(256),
    password: passwordSchema('New password'),
  })
  .strict()
export type ChangeOwnPasswordInput = z.input<typeof ChangeOwnPasswordSchema>

export const StaffLoginResponseSchema = z.object({ token: z.string(), staff: StaffSchema })
export type StaffLoginResponse = z.infer<typeof StaffLoginResponseSchema>

export const StaffMeResponseSchema = z.object({ staff: StaffSchema })

/** POST /api/admin/staff (owner) */
export const CreateStaffSchema = z
  .object({
    email: requiredEmail('Email'),
    name: adminText('Name', NAME_MAX_LENGTH),
    role: z.enum(STAFF_ROLES, { error: "role must be 'owner' or 'staff'" }),
    password: passwordSchema('Password'),
  })
  .strict()
export type CreateStaffInput = z.input<typeof CreateStaffSchema>

/** PATCH /api/admin/staff/:id (owner): any of name, role, active. */
export const UpdateStaffSchema = z
  .object({
    name: adminText('Name', NAME_MAX_LENGTH).optional(),
    role: z.enum(STAFF_ROLES, { error: "role must be 'owner' or 'staff'" }).optional(),
    active: z.boolean({ error: 'active must be true or false' }).optional(),
  })
  .strict()
export type UpdateStaffInput = z.input<typeof UpdateStaffSchema>

/** POST /api/admin/staff/:id/password (owner): sets a new password and ends the account's sessions. */
export const ResetStaffPasswordSchema = z.object({ password: passwordSchema('Password') }).strict()
export type ResetStaffPasswordInput = z.input<typeof ResetStaffPasswordSchema>

export const StaffListResponseSchema = z.object({ items: z.array(StaffSchema) })
export const StaffResponseSchema = z.object({ message: z.string(), staff: StaffSchema })

/** The shop's settings (owner): GET and PUT /api/admin/settings. */
export const ShopSettingsSchema = z
  .object({
    /** Cancelling (refunding) an order above this total needs an owner. */
    refund_owner_over_cents: centsSchema('refund_owner_over_cents'),
    /** A product at or below this many sellable units counts as low stock. */
    low_stock_threshold: wholeNumberSchema('low_stock_threshold', 0, 100000),
    /** Default minimum shelf life on arrival, in days, for products without their own. */
    default_min_shelf_life_days: wholeNumberSchema('default_min_shelf_life_days', 0, 3650),
    /** Days after delivery a customer may start a return; left out: kept as it is. */
    return_window_days: wholeNumberSchema('return_window_days', 0, 365).optional(),
  })
  .strict()
export type ShopSettings = z.infer<typeof ShopSettingsSchema>
export const ShopSettingsResponseSchema = z.object({ settings: ShopSettingsSchema })

/** One audit entry: who changed what, the row before and after (JSON, null for create/delete), when. */
export const AuditEntrySchema = z.object({
  id: z.number(),
  staff_id: z.number().nullable(),
  staff_email: z.string().nullable(),
  /** e.g. 'product.update', 'order.status', 'lot.receive'. */
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  created_at: z.string(),
})
export type AuditEntry = z.infer<typeof AuditEntrySchema>

/** GET /api/admin/audit */
export const AuditQuerySchema = listQuerySchema(['created_at', 'action', 'entity'], 'created_at')
  .extend({
    staff_id: z.coerce.number().int().positive().optional(),
    entity: z.string().trim().max(50).optional(),
    entity_id: z.string().trim().max(50).optional(),
    action: z.string().trim().max(50).optional(),
  })
  .strict()
export type AuditQuery = z.input<typeof AuditQuerySchema>
export const AuditPageSchema = pagedSchema(AuditEntrySchema)

export const StaffListQuerySchema = z.object({ active: QueryFlagSchema }).strict()
