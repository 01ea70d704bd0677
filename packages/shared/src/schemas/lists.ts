import { z } from 'zod'
import { LIST_NAME_MAX, MAX_LINE_QUANTITY } from '../constants'
import { MAX_SUBSCRIPTION_MONTHS, type CartLinePack } from './cart'

export { LIST_NAME_MAX }
/** The most lines one list holds. */
export const MAX_LIST_ITEMS = 200
/** The most reorder lists one customer keeps. */
export const MAX_LISTS = 50

const IdSchema = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a whole number` })
    .int(`${field} must be a whole number`)
    .positive(`${field} must be a positive whole number`)
    .max(2147483647, `${field} is too large`)

const ListQuantitySchema = z
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(1, 'must be 1 or more')
  .max(MAX_LINE_QUANTITY, `must be at most ${MAX_LINE_QUANTITY}`)

/** POST /api/customer/lists and PATCH /api/customer/lists/{id}: the list's name ('Clinic monthly'). */
export const ListNameSchema = z
  .object({
    name: z
      .string({ error: 'name is required' })
      .trim()
      .min(1, 'name is required')
      .max(LIST_NAME_MAX, `name must be at most ${LIST_NAME_MAX} characters`)
      .refine((v) => !/[\r\n\t]/.test(v), 'name must be one line'),
  })
  .strict()
export type ListName = z.infer<typeof ListNameSchema>

/** The choice of 'Add to list' that makes a new list rather than naming one of the customer's. */
export const NEW_LIST_CHOICE = 'new'

/**
 * 'Add to list' in the shop: one of the customer's lists (its id), or NEW_LIST_CHOICE with the new
 * list's name, checked as POST /api/customer/lists checks it.
 */
export const AddToListChoiceSchema = z
  .object({ list: z.string().min(1, 'Choose a list'), name: z.string() })
  .transform((choice, ctx) => {
    if (choice.list !== NEW_LIST_CHOICE) return { list: choice.list, name: '' }
    const named = ListNameSchema.shape.name.safeParse(choice.name)
    if (named.success) return { list: choice.list, name: named.data }
    for (const issue of named.error.issues)
      ctx.addIssue({ code: 'custom', path: ['name'], message: issue.message })
    return z.NEVER
  })
export type AddToListChoice = z.input<typeof AddToListChoiceSchema>

export const ListIdParamsSchema = z.object({ listId: IdSchema('listId') }).strict()
export const ListItemParamsSchema = z
  .object({ listId: IdSchema('listId'), productId: IdSchema('productId') })
  .strict()

/** A pack's own code (docs/decisions/0114-pack-sizes.md); absent or null: the single piece. */
const PackCodeSchema = z.string().trim().min(1, 'pack must not be empty').max(60, 'pack is too long')

/** The line a call acts on: `?pack=CODE` for a pack of the product, none for its single piece. */
export const ListItemQuerySchema = z.object({ pack: PackCodeSchema.optional() }).strict()

/**
 * POST /api/customer/lists/{id}/items: one product (a product page, a card) or many (a past order,
 * the cart), each as the single piece or one of its packs (`pack`, the pack's code; `qty` counts packs).
 */
export const AddListItemsSchema = z
  .object({
    items: z
      .array(
        z
          .object({
            product_id: IdSchema('product_id'),
            pack: PackCodeSchema.nullable().optional(),
            qty: ListQuantitySchema,
          })
          .strict(),
      )
      .min(1, 'items must hold at least one product')
      .max(MAX_LIST_ITEMS, `items must hold at most ${MAX_LIST_ITEMS} products`),
  })
  .strict()
export type AddListItems = z.infer<typeof AddListItemsSchema>

/** PUT /api/customer/lists/{id}/items/{productId}: a new quantity. */
export const ListItemQuantitySchema = z.object({ qty: ListQuantitySchema }).strict()

/** POST /api/customer/lists/{id}/to-cart: every line, or every line as Subscribe & Save every `interval` months. */
export const ListToCartSchema = z
  .object({
    interval: z
      .number({ error: 'interval must be a whole number of months' })
      .int('interval must be a whole number of months')
      .min(1, 'Please select a subscription month.')
      .max(MAX_SUBSCRIPTION_MONTHS, `interval must be at most ${MAX_SUBSCRIPTION_MONTHS} months`)
      .optional(),
  })
  .strict()
export type ListToCart = z.infer<typeof ListToCartSchema>

/** One line of a list, with its product as the catalogue has it now (null price: no longer sold). */
export interface ListItem {
  product_id: number
  /**
   * The pack the line holds (its quantity counts packs), or null for the single piece. A pack the
   * product is no longer sold in keeps its code as its label, with 1 unit, and a null price.
   */
  pack: CartLinePack | null
  qty: number
  product_name: string
  /** The code the line is ordered by: the pack's own code for a pack, else the product's SKU. */
  sku: string
  slug: string
  thumbnail: string
  thumbnail_compress: string
  /** Today's one-time price in dollars (the pack's, for a pack); null when no longer sold (in that pack). */
  price: number | null
  /**
   * For a professional-only product the viewer may not buy: its label and the way to apply
   * (`professionalInsteadOfPrice`), shown instead of the price, which is then null. Null otherwise.
   */
  professional: string | null
  stock: number
  /** The Subscribe & Save intervals the product offers (months). */
  intervals: number[]
}

/** A customer's named reorder list. */
export interface ReorderList {
  id: number
  name: string
  created_at: string
  items: ListItem[]
}

export interface ReorderListsResponse {
  data: ReorderList[]
}
export interface ReorderListResponse {
  data: ReorderList
}
