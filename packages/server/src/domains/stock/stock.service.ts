import type { z } from 'zod'
import type {
  DeliveryInputSchema,
  DeliveryResponse,
  Lot,
  LotAdjustmentSchema,
  LotsQuerySchema,
  LotStatus,
  StockAdjustmentsQuerySchema,
} from '@shop/shared/schemas/admin/stock'
import type { Paged } from '@shop/shared/schemas/admin/common'
import type { Db, DbHandle } from '../../db/connect'
import { writeTransaction } from '../../db/transaction'
import { AppError, badRequest, conflict, notFound } from '../../errors'
import { nowIso, addDaysToDate, shopDay } from '../../lib/clock'
import { pageOf } from '../../lib/paging'
import type { ServiceContext } from '../../lib/service-context'
import { recordAudit, type StaffActor } from '../../audit/audit'
import { readShopSettings } from '../../settings/settings.service'
import { announceBackInStock } from './back-in-stock.service'
import * as lots from './lots.repository'

// Stock by lot (docs/requirements/back-office.md §5). Every change locks the product row first,
// changes lots, and moves the product's sellable figure by what left or joined the shelf.

function toLot(r: lots.LotRow): Lot {
  return { ...r, status: r.status as LotStatus }
}

export async function getLot(k: DbHandle, lotId: number): Promise<Lot> {
  const row = await lots.findLotRow(k, lotId)
  if (!row) throw notFound('No such lot.')
  return toLot(row)
}

/** A lot read after its product row is locked (the order every stock write keeps, as checkout's). */
async function lockedLot(trx: DbHandle, lotId: number) {
  const found = await lots.findLot(trx, lotId)
  if (!found) throw notFound('No such lot.')
  await lots.lockProduct(trx, found.product_id)
  return (await lots.findLot(trx, lotId))!
}

/**
 * Where a lot arriving today goes: quarantined when already expired, held when it has less than the
 * product's minimum shelf life left, else on the shelf.
 */
export function arrivalStatus(expiry: string | null, today: string, minShelfLifeDays: number): LotStatus {
  if (!expiry) return 'available'
  if (expiry < today) return 'quarantined'
  return expiry < addDaysToDate(today, minShelfLifeDays) ? 'held' : 'available'
}

/**
 * Receives a delivery as lots, all or nothing, with one audit entry; then pre-orders that can now
 * ship take their stock and their customers (and shoppers who asked) are mailed.
 */
export async function receiveDelivery(
  ctx: ServiceContext,
  actor: StaffActor | null,
  input: z.output<typeof DeliveryInputSchema>,
): Promise<DeliveryResponse> {
  const today = shopDay(new Date(), ctx.config.shop.timeZone)
  const settings = await readShopSettings(ctx.db.kysely)
  const reference = input.reference
  const ids = await writeTransaction(ctx.db, async (trx) => {
    const made: number[] = []
    for (const [i, lot] of input.lots.entries()) {
      const product = await lots.findProductShelfLife(trx, lot.product_id)
      if (!product) {
        throw badRequest(`lots.${i}.product_id: No such product.`, {
          [`lots.${i}.product_id`]: ['No such product.'],
        })
      }
      await lots.lockProduct(trx, product.id)
      const status = arrivalStatus(
        lot.expiry_date,
        today,
        product.min_shelf_life_days ?? settings.default_min_shelf_life_days,
      )
      const id = await lots.insertLot(trx, {
        product_id: product.id,
        lot_number: lot.lot_number,
        expiry_date: lot.expiry_date,
        quantity_received: lot.quantity,
        quantity: lot.quantity,
        status,
        received_at: nowIso(),
        delivery_ref: reference,
        note: status === 'held' ? 'Arrived with less than the minimum shelf life' : '',
      })
      if (status === 'available') await lots.shiftSellable(trx, product.id, lot.quantity)
      await lots.refreshShelfExpiry(trx, product.id)
      made.push(id)
    }
    const after = await Promise.all(made.map((id) => getLot(trx, id)))
    await recordAudit(trx, actor, {
      action: 'delivery.receive',
      entity: 'delivery',
      entityId: reference || null,
      before: null,
      after: after.map((l) => ({
        id: l.id,
        product_id: l.product_id,
        lot_number: l.lot_number,
        expiry_date: l.expiry_date,
        quantity: l.quantity,
        status: l.status,
      })),
    })
    return made
  })
  const received = await Promise.all(ids.map((id) => getLot(ctx.db.kysely, id)))
  const products = [...new Set(received.filter((l) => l.status === 'available').map((l) => l.product_id))]
  const backInStock = await announceBackInStock(ctx, products)
  const held = received.filter((l) => l.status !== 'available').length
  return {
    message: `${received.length} lot${received.length === 1 ? '' : 's'} received${held ? `, ${held} kept off the shelf (short-dated or expired)` : ''}.`,
    lots: received,
    back_in_stock: backInStock,
  }
}

/** Units in or out of one lot with a reason; a lot never goes below zero. One audit entry. */
export async function adjustLot(
  db: Db,
  actor: StaffActor | null,
  lotId: number,
  input: z.output<typeof LotAdjustmentSchema>,
) {
  const note = input.note
  return writeTransaction(db, async (trx) => {
    const lot = await lockedLot(trx, lotId)
    const quantity = lot.quantity + input.delta
    if (quantity < 0) {
      throw badRequest(`delta: The lot has only ${lot.quantity} units.`, {
        delta: [`The lot has only ${lot.quantity} units.`],
      })
    }
    await lots.setLotQuantity(trx, lotId, quantity)
    if (lot.status === 'available') await lots.shiftSellable(trx, lot.product_id, input.delta)
    await lots.insertAdjustment(trx, {
      lot_id: lotId,
      product_id: lot.product_id,
      delta: input.delta,
      reason: input.reason,
      note,
      staff_id: actor?.id ?? null,
      created_at: nowIso(),
    })
    await lots.refreshShelfExpiry(trx, lot.product_id)
    await recordAudit(trx, actor, {
      action: 'lot.adjust',
      entity: 'lot',
      entityId: lotId,
      before: { quantity: lot.quantity },
      after: { quantity, reason: input.reason, note },
    })
    return getLot(trx, lotId)
  })
}

/**
 * Puts a lot on the shelf, holds it or quarantines it. An expired lot never goes back on the shelf.
 * Sellable stock follows the units that leave or join the shelf.
 */
export async function setLotShelfStatus(
  db: Db,
  actor: StaffActor | null,
  lotId: number,
  to: LotStatus,
  note: string,
  /** The shop's day (lib/clock.ts#shopDay): a lot past its expiry date stays off the shelf. */
  today: string,
) {
  return writeTransaction(db, async (trx) => {
    const lot = await lockedLot(trx, lotId)
    if (lot.status === to) throw conflict(`The lot is already ${to}.`)
    if (to === 'available' && lot.expiry_date && lot.expiry_date < today) {
      throw new AppError(409, 'The lot is past its expiry date; it cannot go on the shelf.', {
        status: ['expired'],
      })
    }
    await lots.setLotStatus(trx, lotId, lot.status, to, note || lot.note)
    if (lot.status === 'available') await lots.shiftSellable(trx, lot.product_id, -lot.quantity)
    if (to === 'available') await lots.shiftSellable(trx, lot.product_id, lot.quantity)
    await lots.refreshShelfExpiry(trx, lot.product_id)
    await recordAudit(trx, actor, {
      action: 'lot.status',
      entity: 'lot',
      entityId: lotId,
      before: { status: lot.status },
      after: { status: to, note },
    })
    return getLot(trx, lotId)
  })
}

/** The lot-expiry job: shelf lots past their expiry date are quarantined (one audit entry each, by the shop). */
export async function quarantineExpiredLots(db: Db, today: string): Promise<number> {
  let count = 0
  for (const lot of await lots.findExpiredShelfLots(db.kysely, today)) {
    try {
      await setLotShelfStatus(db, null, lot.id, 'quarantined', 'Past its expiry date', today)
      count += 1
    } catch (error) {
      // Changed meanwhile (staff quarantined it first): nothing left to do for this lot.
      if (!(error instanceof AppError)) throw error
    }
  }
  return count
}

type LotsQuery = z.output<typeof LotsQuerySchema>

/** Lots, `expiring_within_days` counted from the shop's day `today`. */
export async function listLots(k: DbHandle, q: LotsQuery, today: string): Promise<Paged<Lot>> {
  const page = lots.lotsPage(k, {
    productId: q.product_id,
    status: q.status,
    expiringBy:
      q.expiring_within_days === undefined ? undefined : addDaysToDate(today, q.expiring_within_days),
    text: q.q,
    sort: q.sort,
    dir: q.dir,
  })
  return pageOf(q, page.count, page.rows, toLot)
}

export async function listAdjustments(k: DbHandle, q: z.output<typeof StockAdjustmentsQuerySchema>) {
  const page = lots.adjustmentsPage(k, { productId: q.product_id, lotId: q.lot_id, dir: q.dir })
  return pageOf(q, page.count, page.rows, (r) => r)
}
