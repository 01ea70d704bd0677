import { sql, type Insertable } from 'kysely'
import type { DbHandle } from '../../db/connect'
import type { StockLotsTable } from '../../db/schema'
import { containsText } from '../../lib/paging'

// The SQL of stock lots. Every write that changes what is sellable also changes the product row
// through `shiftSellable`, in the caller's transaction (docs/requirements/back-office.md §5).

/** A product's lots on the shelf with units left, in first-expiry-first-out order (undated last). */
export async function findShelfLots(k: DbHandle, productId: number) {
  return k
    .selectFrom('stock_lots')
    .select(['id', 'quantity', 'expiry_date'])
    .where('product_id', '=', productId)
    .where('status', '=', 'available')
    .where('quantity', '>', 0)
    .orderBy(sql`case when expiry_date is null then 1 else 0 end`)
    .orderBy('expiry_date')
    .orderBy('id')
    .execute()
}

/** Takes `qty` units from a lot if it still has them (guarded like the product row). */
export async function takeFromLot(trx: DbHandle, lotId: number, qty: number): Promise<boolean> {
  const result = await trx
    .updateTable('stock_lots')
    .set({ quantity: sql`quantity - ${qty}` })
    .where('id', '=', lotId)
    .where('quantity', '>=', qty)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function addToLot(trx: DbHandle, lotId: number, qty: number) {
  await trx
    .updateTable('stock_lots')
    .set({ quantity: sql`quantity + ${qty}` })
    .where('id', '=', lotId)
    .execute()
}

export async function insertLot(trx: DbHandle, values: Insertable<StockLotsTable>): Promise<number> {
  const row = await trx.insertInto('stock_lots').values(values).returning('id').executeTakeFirstOrThrow()
  return row.id
}

export async function findLot(k: DbHandle, lotId: number) {
  return k.selectFrom('stock_lots').selectAll().where('id', '=', lotId).executeTakeFirst()
}

export async function setLotStatus(trx: DbHandle, lotId: number, from: string, to: string, note?: string) {
  const result = await trx
    .updateTable('stock_lots')
    .set(note === undefined ? { status: to } : { status: to, note })
    .where('id', '=', lotId)
    .where('status', '=', from)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/**
 * Moves `delta` units into (+) or out of (−) the product's sellable stock: `quantity` is what the
 * shop holds for sale, `quantity − quantity_used` what is left to sell.
 */
export async function shiftSellable(trx: DbHandle, productId: number, delta: number) {
  if (delta === 0) return
  await trx
    .updateTable('products')
    .set({ quantity: sql`quantity + ${delta}` })
    .where('id', '=', productId)
    .execute()
}

/**
 * The storefront's expiry date: the earliest expiry of a shelf lot with units left, the one the next
 * order ships from. Products without lots keep the date they have.
 */
export async function refreshShelfExpiry(trx: DbHandle, productId: number) {
  await trx
    .updateTable('products')
    .set({
      expiry_date: sql`(select min(expiry_date) from stock_lots where product_id = ${productId} and status = 'available' and quantity > 0)`,
    })
    .where('id', '=', productId)
    .where(sql<boolean>`exists (select 1 from stock_lots where product_id = ${productId})`)
    .execute()
}

export async function insertLineLots(
  trx: DbHandle,
  rows: { order_item_id: number; lot_id: number; quantity: number }[],
) {
  if (rows.length) await trx.insertInto('order_item_lots').values(rows).execute()
}

/** The lots an order's lines took, per line. */
export async function findOrderLineLots(k: DbHandle, orderId: number) {
  return k
    .selectFrom('order_item_lots')
    .innerJoin('order_items', 'order_items.id', 'order_item_lots.order_item_id')
    .innerJoin('stock_lots', 'stock_lots.id', 'order_item_lots.lot_id')
    .select([
      'order_item_lots.id',
      'order_item_lots.order_item_id',
      'order_item_lots.lot_id',
      'order_item_lots.quantity',
      'order_items.product_id',
      'stock_lots.lot_number',
      'stock_lots.expiry_date',
      'stock_lots.status',
    ])
    .where('order_items.order_id', '=', orderId)
    .orderBy('order_item_lots.id')
    .execute()
}

export async function deleteOrderLineLots(trx: DbHandle, orderId: number) {
  await trx
    .deleteFrom('order_item_lots')
    .where('order_item_id', 'in', (eb) =>
      eb.selectFrom('order_items').select('id').where('order_id', '=', orderId),
    )
    .execute()
}

/** Shelf lots past their expiry date (before `today`). */
export async function findExpiredShelfLots(k: DbHandle, today: string) {
  return k
    .selectFrom('stock_lots')
    .select(['id', 'product_id', 'quantity'])
    .where('status', '=', 'available')
    .where('expiry_date', 'is not', null)
    .where('expiry_date', '<', today)
    .orderBy('id')
    .execute()
}

/**
 * Takes the product row's lock before lots change (a no-op update): checkout locks the product
 * row first and its lots after, so every stock write does the same and none waits on another.
 */
export async function lockProduct(trx: DbHandle, productId: number) {
  const result = await trx
    .updateTable('products')
    .set({ quantity: sql`quantity` })
    .where('id', '=', productId)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function setLotQuantity(trx: DbHandle, lotId: number, quantity: number) {
  await trx.updateTable('stock_lots').set({ quantity }).where('id', '=', lotId).execute()
}

export async function insertAdjustment(
  trx: DbHandle,
  values: {
    lot_id: number
    product_id: number
    delta: number
    reason: string
    note: string
    staff_id: number | null
    created_at: string
  },
) {
  await trx.insertInto('stock_adjustments').values(values).execute()
}

/** A lot with its product's name and SKU, as the back office lists it. */
function selectLots(k: DbHandle) {
  return k
    .selectFrom('stock_lots')
    .innerJoin('products', 'products.id', 'stock_lots.product_id')
    .select([
      'stock_lots.id',
      'stock_lots.product_id',
      'products.product_name',
      'products.sku',
      'stock_lots.lot_number',
      'stock_lots.expiry_date',
      'stock_lots.quantity_received',
      'stock_lots.quantity',
      'stock_lots.status',
      'stock_lots.received_at',
      'stock_lots.note',
    ])
}

export type LotRow = Awaited<ReturnType<ReturnType<typeof selectLots>['executeTakeFirstOrThrow']>>

export async function findLotRow(k: DbHandle, lotId: number): Promise<LotRow | undefined> {
  return selectLots(k).where('stock_lots.id', '=', lotId).executeTakeFirst()
}

export async function findProductShelfLife(k: DbHandle, productId: number) {
  return k
    .selectFrom('products')
    .select(['id', 'min_shelf_life_days'])
    .where('id', '=', productId)
    .executeTakeFirst()
}

/** The back office's lots list: its count and one page, filtered. */
export function lotsPage(
  k: DbHandle,
  f: {
    productId?: number
    status?: string
    /** Lots on the shelf with units left expiring on or before this day. */
    expiringBy?: string
    text?: string
    sort: 'expiry_date' | 'received_at' | 'lot_number' | 'quantity'
    dir: 'asc' | 'desc'
  },
) {
  let base = selectLots(k)
  if (f.productId) base = base.where('stock_lots.product_id', '=', f.productId)
  if (f.status) base = base.where('stock_lots.status', '=', f.status)
  if (f.expiringBy !== undefined) {
    base = base
      .where('stock_lots.status', '=', 'available')
      .where('stock_lots.quantity', '>', 0)
      .where('stock_lots.expiry_date', 'is not', null)
      .where('stock_lots.expiry_date', '<=', f.expiringBy)
  }
  const text = f.text
  if (text) {
    base = base.where((eb) =>
      eb.or([
        containsText('stock_lots.lot_number', text),
        containsText('products.product_name', text),
        containsText('products.sku', text),
      ]),
    )
  }
  return {
    count: () =>
      base
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    rows: (limit: number, offset: number) =>
      base
        // A lot that never expires sorts as the latest expiry on both databases (SQLite puts
        // NULL first, PostgreSQL last).
        .$if(f.sort === 'expiry_date', (b) =>
          b.orderBy(sql`case when stock_lots.expiry_date is null then 1 else 0 end`, f.dir),
        )
        .orderBy(`stock_lots.${f.sort}`, f.dir)
        .orderBy('stock_lots.id', f.dir)
        .limit(limit)
        .offset(offset)
        .execute(),
  }
}

/** The back office's stock adjustments list: its count and one page, newest or oldest first. */
export function adjustmentsPage(k: DbHandle, f: { productId?: number; lotId?: number; dir: 'asc' | 'desc' }) {
  let base = k
    .selectFrom('stock_adjustments')
    .innerJoin('stock_lots', 'stock_lots.id', 'stock_adjustments.lot_id')
    .leftJoin('staff', 'staff.id', 'stock_adjustments.staff_id')
  if (f.productId) base = base.where('stock_adjustments.product_id', '=', f.productId)
  if (f.lotId) base = base.where('stock_adjustments.lot_id', '=', f.lotId)
  return {
    count: () => base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    rows: (limit: number, offset: number) =>
      base
        .select([
          'stock_adjustments.id',
          'stock_adjustments.lot_id',
          'stock_lots.lot_number',
          'stock_adjustments.product_id',
          'stock_adjustments.delta',
          'stock_adjustments.reason',
          'stock_adjustments.note',
          'staff.email as staff_email',
          'stock_adjustments.created_at',
        ])
        .orderBy('stock_adjustments.created_at', f.dir)
        .orderBy('stock_adjustments.id', f.dir)
        .limit(limit)
        .offset(offset)
        .execute(),
  }
}

/** The lots an order line's units came from, with what it took of each. */
export async function findLotsOfLine(k: DbHandle, orderItemId: number) {
  return k
    .selectFrom('order_item_lots')
    .innerJoin('stock_lots', 'stock_lots.id', 'order_item_lots.lot_id')
    .select([
      'stock_lots.id as lot_id',
      'stock_lots.lot_number',
      'stock_lots.expiry_date',
      'stock_lots.status',
      'order_item_lots.quantity',
    ])
    .where('order_item_lots.order_item_id', '=', orderItemId)
    .orderBy('stock_lots.id')
    .execute()
}

/** How many base units one of an order line's packs holds (undefined: no such line). */
export async function findUnitsPerPack(k: DbHandle, orderItemId: number) {
  const line = await k
    .selectFrom('order_items')
    .select('units_per_pack')
    .where('id', '=', orderItemId)
    .executeTakeFirst()
  return line?.units_per_pack
}
