import { z } from 'zod'

/** The most lines one quick order checks at once. */
export const MAX_QUICK_ORDER_LINES = 200
/** The largest quantity a typed line may ask for (the per-line limit then applies, and is said). */
export const MAX_QUICK_ORDER_QUANTITY = 9999

/** POST /api/quick-order: product codes (SKU) and quantities, as typed, pasted or read from a CSV. */
export const QuickOrderSchema = z
  .object({
    lines: z
      .array(
        z
          .object({
            code: z
              .string()
              .trim()
              .min(1, 'code is required')
              .max(100, 'code must be at most 100 characters'),
            qty: z
              .number({ error: 'must be a whole number' })
              .int('must be a whole number')
              .min(1, 'must be 1 or more')
              .max(MAX_QUICK_ORDER_QUANTITY, `must be at most ${MAX_QUICK_ORDER_QUANTITY}`),
          })
          .strict(),
      )
      .min(1, 'lines must hold at least one product code')
      .max(MAX_QUICK_ORDER_LINES, `lines must hold at most ${MAX_QUICK_ORDER_LINES} product codes`),
  })
  .strict()
export type QuickOrder = z.infer<typeof QuickOrderSchema>
