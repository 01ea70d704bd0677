import type { ReorderListResponse, ReorderListsResponse } from '@shop/shared/schemas/lists'
import { z } from 'zod'

const ListSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  items: z.array(
    z.object({
      product_id: z.number().int(),
      pack: z
        .object({
          code: z.string(),
          label: z.string(),
          units_per_pack: z.number().int(),
          units_name: z.string().optional(),
        })
        .nullable(),
      qty: z.number().int(),
      product_name: z.string(),
      sku: z.string(),
      slug: z.string(),
      thumbnail: z.string(),
      thumbnail_compress: z.string(),
      price: z.number().nullable(),
      professional: z.string().nullable(),
      stock: z.number().int(),
      intervals: z.array(z.number().int()),
    }),
  ),
})

export const ReorderListsResponseSchema = z.object({
  data: z.array(ListSchema),
}) satisfies z.ZodType<ReorderListsResponse>
export const ReorderListResponseSchema = z.object({
  data: ListSchema,
}) satisfies z.ZodType<ReorderListResponse>
