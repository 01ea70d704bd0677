import { MAX_LINE_QUANTITY } from '@shop/shared/constants'
import { baseUnitNames } from '@shop/shared/packs'
import { professionalInsteadOfPrice } from '@shop/shared/professional'
import type { AddListItems, ListItem, ReorderList } from '@shop/shared/schemas/lists'
import { MAX_LIST_ITEMS, MAX_LISTS } from '@shop/shared/schemas/lists'
import type { CartFill } from '@shop/shared/schemas/saved-cart'
import type { Db } from '../../db/connect'
import type { ServiceContext } from '../../lib/service-context'
import { writeTransaction } from '../../db/transaction'
import { badRequest, conflictOn, notFound } from '../../errors'
import { nowIso } from '../../lib/clock'
import { fillCarts } from '../cart/cart-fill.service'
import { lookupCartProducts } from '../cart/cart.service'
import { mayBuyProfessionalProducts } from '../professional/professional-rule'
import * as repo from './lists.repository'

/** What the lists need: the database, and the shop's calendar (a customer's professional standing). */
type ListsContext = Pick<ServiceContext, 'db' | 'config'>

const listNotFound = () => notFound('List not found.')

async function ownList(db: Db, userId: number, listId: number) {
  const list = await repo.findList(db.kysely, userId, listId)
  if (!list) throw listNotFound()
  return list
}

/** Lists with their lines, each line priced from the catalogue now. */
async function withItems(
  ctx: ListsContext,
  userId: number,
  lists: { id: number; name: string; created_at: string }[],
): Promise<ReorderList[]> {
  const rows = await repo.findListItems(
    ctx.db.kysely,
    lists.map((l) => l.id),
  )
  const ids = [...new Set(rows.map((r) => r.product_id))]
  const facts = new Map((ids.length ? await lookupCartProducts(ctx.db, ids) : []).map((p) => [p.id, p]))
  const buyer = { userId, timeZone: ctx.config.shop.timeZone }
  const restricted = [...facts.values()].some((p) => p.professional_only)
  const mayBuyRestricted = restricted && (await mayBuyProfessionalProducts(ctx.db.kysely, buyer))
  return lists.map((list) => ({
    ...list,
    items: rows
      .filter((r) => r.list_id === list.id)
      .map((r): ListItem => {
        const product = facts.get(r.product_id)
        // A line in a pack the product is no longer sold in reads as no longer sold (null price).
        const pack = r.pack_code === '' ? undefined : product?.packs?.find((p) => p.code === r.pack_code)
        const sold = product && (r.pack_code === '' || pack)
        // Shown as its product page shows it to this customer: no price unless they may buy it.
        const hidden = product?.professional_only === true && !mayBuyRestricted
        return {
          product_id: r.product_id,
          pack:
            r.pack_code === ''
              ? null
              : {
                  code: r.pack_code,
                  label: pack?.label ?? r.pack_code,
                  units_per_pack: pack?.units_per_pack ?? 1,
                  units_name: baseUnitNames({ singular: r.base_unit, plural: r.base_unit_plural }).plural,
                },
          qty: r.qty,
          product_name: r.product_name,
          sku: r.pack_code || r.sku,
          slug: r.slug,
          thumbnail: r.thumbnail ?? '',
          thumbnail_compress: r.thumbnail_compress ?? '',
          price:
            !sold || hidden ? null : pack ? pack.price : (product.discounted_price ?? product.selling_price),
          professional: hidden ? professionalInsteadOfPrice(product) : null,
          stock: product ? Math.max(0, product.stock) : 0,
          // Packs are bought once (decision 0114): a pack line offers no Subscribe & Save.
          intervals: product && !pack ? product.subscriptions.map((o) => o.months) : [],
        }
      }),
  }))
}

/** The customer's reorder lists with their lines. */
export async function listLists(ctx: ListsContext, userId: number): Promise<ReorderList[]> {
  const { db } = ctx
  return withItems(ctx, userId, await repo.findLists(db.kysely, userId))
}

/** One of the customer's lists; 404 for anyone else's. */
export async function getList(ctx: ListsContext, userId: number, listId: number): Promise<ReorderList> {
  const { db } = ctx
  return (await withItems(ctx, userId, [await ownList(db, userId, listId)]))[0]!
}

/** Makes a new, empty list. */
export async function createList(ctx: ListsContext, userId: number, name: string): Promise<ReorderList> {
  const { db } = ctx
  // Counted and made in one write transaction holding the customer's lists, so lists made at once
  // follow each other and the cap holds on both databases.
  const id = await writeTransaction(db, async (trx) => {
    await repo.lockCustomerLists(trx, db.dialect, userId)
    if ((await repo.countLists(trx, userId)) >= MAX_LISTS) {
      const message = `You can keep at most ${MAX_LISTS} reorder lists; delete one to make another.`
      throw conflictOn(`name: ${message}`, { name: [message] })
    }
    return repo.insertList(trx, userId, name, nowIso())
  })
  return getList(ctx, userId, id)
}

export async function renameList(ctx: ListsContext, userId: number, listId: number, name: string) {
  const { db } = ctx
  await ownList(db, userId, listId)
  await repo.renameList(db.kysely, listId, name, nowIso())
  return getList(ctx, userId, listId)
}

export async function deleteList(ctx: ListsContext, userId: number, listId: number) {
  const { db } = ctx
  await ownList(db, userId, listId)
  await repo.deleteList(db.kysely, listId)
}

/** A line as the database keys it: '' for the single piece. */
const lineKey = (productId: number, pack: string | null | undefined): repo.ListLineKey => ({
  productId,
  packCode: pack ?? '',
})

/**
 * Adds products to a list (from a product page, a card, a past order or the cart), each as the
 * single piece or one of its packs: a line already listed (same product, same pack) gets the
 * quantity added, up to the per-line limit. Unknown products or packs: 400, nothing written.
 */
export async function addListItems(ctx: ListsContext, userId: number, listId: number, input: AddListItems) {
  const { db } = ctx
  await ownList(db, userId, listId)
  const ids = input.items.map((i) => i.product_id)
  const known = await repo.findExistingProductIds(db.kysely, ids)
  const unknown = input.items.findIndex((i) => !known.has(i.product_id))
  if (unknown !== -1) {
    throw badRequest('items: a product is not sold by the shop.', {
      [`items.${unknown}.product_id`]: ['is not a product of the shop'],
    })
  }
  const packs = new Set((await repo.findPackCodesOf(db.kysely, ids)).map((p) => `${p.product_id}|${p.code}`))
  const unknownPack = input.items.findIndex((i) => i.pack && !packs.has(`${i.product_id}|${i.pack}`))
  if (unknownPack !== -1) {
    throw badRequest('items: a pack is not sold by the shop.', {
      [`items.${unknownPack}.pack`]: ['is not a pack of this product'],
    })
  }
  const keyOf = (k: repo.ListLineKey) => `${k.productId}|${k.packCode}`
  // Counted and written under the customer's lists' lock, so additions at once keep the cap and
  // add their quantities up.
  await writeTransaction(db, async (trx) => {
    await repo.lockCustomerLists(trx, db.dialect, userId)
    const listed = new Set(
      (await repo.findListItems(trx, [listId])).map((r) => keyOf(lineKey(r.product_id, r.pack_code))),
    )
    const adding = new Set(
      input.items.map((i) => keyOf(lineKey(i.product_id, i.pack))).filter((k) => !listed.has(k)),
    )
    if (listed.size + adding.size > MAX_LIST_ITEMS) {
      throw badRequest(`items: a list holds at most ${MAX_LIST_ITEMS} products.`, {
        items: [`a list holds at most ${MAX_LIST_ITEMS} products`],
      })
    }
    const now = nowIso()
    for (const item of input.items) {
      const line = lineKey(item.product_id, item.pack)
      const had = await repo.findListQuantity(trx, listId, line)
      if (had === undefined) await repo.insertListItem(trx, listId, line, item.qty, now)
      else await repo.setListQuantity(trx, listId, line, Math.min(MAX_LINE_QUANTITY, had + item.qty))
    }
  })
  return getList(ctx, userId, listId)
}

/** A line's new quantity; `pack` names a pack line, none the single piece's. */
export async function setListItemQuantity(
  ctx: ListsContext,
  userId: number,
  listId: number,
  productId: number,
  pack: string | undefined,
  qty: number,
) {
  const { db } = ctx
  await ownList(db, userId, listId)
  if (!(await repo.setListQuantity(db.kysely, listId, lineKey(productId, pack), qty)))
    throw notFound('Product not on this list.')
  return getList(ctx, userId, listId)
}

export async function removeListItem(
  ctx: ListsContext,
  userId: number,
  listId: number,
  productId: number,
  pack: string | undefined,
) {
  const { db } = ctx
  await ownList(db, userId, listId)
  if (!(await repo.deleteListItem(db.kysely, listId, lineKey(productId, pack))))
    throw notFound('Product not on this list.')
  return getList(ctx, userId, listId)
}

/**
 * The whole list ready for the carts at today's prices (sold-out lines as pre-orders). With an
 * interval, every line becomes Subscribe & Save every `interval` months: checkout then starts one
 * subscription for them through the subscriptions code, so renewals, reminders, skip and pause work
 * as for any other. A product that does not offer the interval, or a pack line (packs are bought
 * once), goes in as a one-time purchase, said.
 */
export async function listToCarts(
  ctx: ListsContext,
  userId: number,
  listId: number,
  interval?: number,
): Promise<CartFill> {
  const { db } = ctx
  const list = await getList(ctx, userId, listId)
  return fillCarts(
    db,
    { userId, timeZone: ctx.config.shop.timeZone },
    list.items.map((i) => ({
      productId: i.product_id,
      packCode: i.pack?.code ?? null,
      qty: i.qty,
      intervalMonths: interval ?? null,
      label: i.product_name,
      code: i.sku,
    })),
  )
}
