import { z } from 'zod'

/** A `page` query parameter of a paged list: a whole number from 1, 1 when absent. */
export const PageSchema = z.coerce
  .number({ error: 'page must be a whole number' })
  .int('page must be a whole number')
  .min(1, 'page must be 1 or more')
  .max(100000, 'page is too large')
  .default(1)
