import type { ProductLookupResponse } from '@shop/shared/schemas/cart'
import { z } from 'zod'
import { ProductSummarySchema, SubscriptionOptionSchema } from '../catalogue/catalogue.responses'

/** The products a cart still holds, as they are now; checked against the shared type. */
export const ProductLookupResponseSchema = z.object({
  data: z.array(ProductSummarySchema.extend({ subscriptions: z.array(SubscriptionOptionSchema) })),
}) satisfies z.ZodType<ProductLookupResponse>
