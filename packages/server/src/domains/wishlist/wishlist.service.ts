import {
  WISHLIST_MESSAGES,
  type AddWishlistResponse,
  type WishlistEntry,
  type WishlistResponse,
} from '@shop/shared/schemas/wishlist'
import type { Db } from '../../db/connect'
import { isUniqueViolation } from '../../db/transaction'
import { notFound, unprocessable } from '../../errors'
import { nowIso } from '../../lib/clock'
import { findProductSummaries } from '../catalogue/catalogue.repository'
import { toProductSummary } from '../catalogue/catalogue.service'
import * as repo from './wishlist.repository'

type EntryRow = Awaited<ReturnType<typeof repo.findEntries>>[number]

/** Entries with their products, in the catalogue's own product shape. */
async function withProducts(db: Db, rows: EntryRow[]): Promise<WishlistEntry[]> {
  const products = await findProductSummaries(db.kysely, [...new Set(rows.map((r) => r.product_id))])
  const byId = new Map(products.map((p) => [p.id, toProductSummary(p)]))
  return rows.flatMap((row) => {
    const product = byId.get(row.product_id)
    return product ? [{ ...row, product }] : []
  })
}

/** GET customer/get-user-wishlist: the token's own entries, newest first. */
export async function listWishlist(db: Db, userId: number): Promise<WishlistResponse> {
  return { data: { data: await withProducts(db, await repo.findEntries(db.kysely, userId)) } }
}

/**
 * POST wishlists: adds a product once. A product already listed answers its existing entry
 * (created false), never a second one; two racing adds are settled by the unique index.
 */
export async function addToWishlist(
  db: Db,
  userId: number,
  productId: number,
): Promise<AddWishlistResponse & { created: boolean }> {
  const [product] = await findProductSummaries(db.kysely, [productId])
  if (!product) {
    throw unprocessable(WISHLIST_MESSAGES.productNotFound, {
      product_id: [WISHLIST_MESSAGES.productNotFound],
    })
  }
  const existing = await repo.findEntryByProduct(db.kysely, userId, productId)
  if (existing) {
    return {
      message: WISHLIST_MESSAGES.alreadyListed,
      data: { ...existing, product: toProductSummary(product) },
      created: false,
    }
  }
  try {
    const row = await repo.insertEntry(db.kysely, userId, productId, nowIso())
    return {
      message: WISHLIST_MESSAGES.added,
      data: { ...row, product: toProductSummary(product) },
      created: true,
    }
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    const raced = await repo.findEntryByProduct(db.kysely, userId, productId)
    if (!raced) throw error
    return {
      message: WISHLIST_MESSAGES.alreadyListed,
      data: { ...raced, product: toProductSummary(product) },
      created: false,
    }
  }
}

/**
 * DELETE customer/wishlists/{id}: the id of one's own entry, or else the product id of one's own
 * entry (the product card knows only the product). Anything else is 404 and nothing changes.
 */
export async function removeFromWishlist(db: Db, userId: number, id: number): Promise<{ message: string }> {
  const entry =
    (await repo.findEntryById(db.kysely, userId, id)) ??
    (await repo.findEntryByProduct(db.kysely, userId, id))
  if (!entry || (await repo.deleteEntry(db.kysely, userId, entry.id)) === 0) {
    throw notFound(WISHLIST_MESSAGES.notFound)
  }
  return { message: WISHLIST_MESSAGES.deleted }
}
