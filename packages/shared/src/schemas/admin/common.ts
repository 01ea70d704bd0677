import { z } from 'zod'
import { optionalText, requiredText } from '../account'
import { controlCharacterMessage, hasNoControlCharacters } from '../text'

/*
 * Conventions of every back-office call (docs/requirements/back-office.md §1): money in integer
 * cents (`*_cents`), dates as ISO-8601 text ('YYYY-MM-DD' for calendar dates), lists paged, sorted
 * and filtered by the server.
 */

export const STAFF_ROLES = ['owner', 'staff'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export const ADMIN_PAGE_SIZE = 25
export const ADMIN_MAX_PAGE_SIZE = 100

export const AdminIdSchema = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .positive('must be a positive whole number')
  .max(2147483647, 'is too large')

export const AdminIdParamsSchema = z.object({ id: AdminIdSchema }).strict()
export type AdminIdParams = z.infer<typeof AdminIdParamsSchema>

/*
 * The messages below stand under the back office's fields, so they are said as staff read them
 * ('Enter an amount such as 12.50'), not in the API's field names; a 400 still names the field by
 * its key in `errors`. `label` is kept for the callers' reading and for the log.
 */

/** Whole cents, never negative. */
export function centsSchema(_label: string) {
  return z
    .number({ error: 'Enter an amount such as 12.50' })
    .int('Enter an amount such as 12.50, with at most two decimals')
    .min(0, 'Enter an amount of 0 or more')
    .max(100_000_000, 'Enter an amount of at most US $1,000,000.00')
}

export function wholeNumberSchema(_label: string, min = 0, max = 1_000_000) {
  return z
    .number({ error: 'Enter a whole number' })
    .int('Enter a whole number')
    .min(min, `Enter ${min} or more`)
    .max(max, `Enter at most ${max}`)
}

/** A thing chosen from a list (a category, a brand): refused as 'Choose a category'. */
export function choiceIdSchema(thing: string) {
  const message = `Choose ${/^[aeiou]/i.test(thing) ? 'an' : 'a'} ${thing}`
  return z.number({ error: message }).int(message).positive(message).max(2147483647, message)
}

/** 'YYYY-MM-DD', a real calendar date. */
export function calendarDateSchema(label: string) {
  return z
    .string({ error: `${label} must be a date (YYYY-MM-DD)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`)
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v
    }, `${label} must be a real date`)
}

export const adminText = requiredText
export const adminOptionalText = optionalText

const pageSchema = z.coerce
  .number({ error: 'page must be a whole number' })
  .int('page must be a whole number')
  .min(1, 'page must be 1 or more')
  .max(100000, 'page is too large')
  .default(1)

const perPageSchema = z.coerce
  .number({ error: 'per_page must be a whole number' })
  .int('per_page must be a whole number')
  .min(1, 'per_page must be 1 or more')
  .max(ADMIN_MAX_PAGE_SIZE, `per_page must be at most ${ADMIN_MAX_PAGE_SIZE}`)
  .default(ADMIN_PAGE_SIZE)

export const SORT_DIRECTIONS = ['asc', 'desc'] as const

/** Text search of a list: trimmed, at most 100 characters, blank is no search. */
export const SearchQuerySchema = z
  .string()
  .trim()
  .max(100, 'q must be at most 100 characters')
  .refine(hasNoControlCharacters, controlCharacterMessage('q'))
  .optional()
  .transform((v) => v || undefined)

/** The search box above a back-office list: the same text as `q`, its messages in words. */
export const ListSearchFormSchema = z
  .object({
    q: z
      .string()
      .trim()
      .max(100, 'Search at most 100 characters.')
      .refine(hasNoControlCharacters, 'Search text must not contain control characters.'),
  })
  .strict()

/**
 * The paging and sorting part of every list's query: `page`, `per_page`, `sort` (one of the
 * list's sortable columns) and `dir`. Filters are added per list.
 */
export function listQuerySchema<const S extends readonly [string, ...string[]]>(
  sorts: S,
  defaultSort: S[number],
  defaultDir: (typeof SORT_DIRECTIONS)[number] = 'desc',
) {
  return z.object({
    page: pageSchema,
    per_page: perPageSchema,
    sort: z.enum(sorts, { error: `sort must be one of: ${sorts.join(', ')}` }).default(defaultSort as never),
    dir: z.enum(SORT_DIRECTIONS, { error: "dir must be 'asc' or 'desc'" }).default(defaultDir),
  })
}

/** A page of a list: its items, and where it stands in the whole. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number(),
    per_page: z.number(),
    total: z.number(),
  })
}
export interface Paged<T> {
  items: T[]
  page: number
  per_page: number
  total: number
}

export const AdminMessageSchema = z.object({ message: z.string() })
export type AdminMessage = z.infer<typeof AdminMessageSchema>

/** A yes/no filter in a query string: 'true'/'false' (or 1/0). */
export const QueryFlagSchema = z
  .enum(['true', 'false', '1', '0'], { error: "must be 'true' or 'false'" })
  .transform((v) => v === 'true' || v === '1')
  .optional()

/** A date range filter of a list: from and to, inclusive calendar dates in the shop's time zone. */
export const DateRangeQuerySchema = z.object({
  from: calendarDateSchema('from').optional(),
  to: calendarDateSchema('to').optional(),
})
