import type { ReceiptDisposition } from '@shop/shared/returns'
import type { DbHandle } from '../../db/connect'
import { badRequest } from '../../errors'
import * as lots from './lots.repository'
import * as units from './stock-units.repository'

// Units a customer sent back: stock decides where they go. A sold unit is counted in the product's
// `quantity_used`; giving it back frees that count, and the unit joins the shelf only when it goes
// back to a lot that is on the shelf. Quarantined and written-off units are never sellable.

/** The lots an order line's units came from (the only lots its returned units may go back to). */
export async function lineLots(k: DbHandle, orderItemId: number) {
  return lots.findLotsOfLine(k, orderItemId)
}

export interface ReturnedUnits {
  orderItemId: number
  productId: number
  qty: number
  disposition: ReceiptDisposition
  /** restock: the lot they go back to; quarantine: the lot they came from (its number and expiry are kept). */
  lotId: number | null
  note: string
  staffId: number | null
  returnNo: string
  /** Where the item sits in the request, for the error's field name. */
  field: string
  now: string
}

/**
 * Puts returned units where staff chose, inside the caller's transaction, after locking the
 * product row. Answers the lot they are now in (a new quarantined lot for quarantine), or null when
 * written off.
 */
export async function receiveReturnedUnits(trx: DbHandle, given: ReturnedUnits): Promise<number | null> {
  // A return counts the line's packs; stock and lots count base units (docs/decisions/0114-pack-sizes.md).
  const unitsPerPack = await lots.findUnitsPerPack(trx, given.orderItemId)
  const u = { ...given, qty: given.qty * (unitsPerPack ?? 1) }
  await lots.lockProduct(trx, u.productId)
  const from = await lineLots(trx, u.orderItemId)
  const lot = u.lotId === null ? undefined : from.find((l) => l.lot_id === u.lotId)
  if (u.lotId !== null && !lot) {
    throw badRequest(`${u.field}.lot_id: The units did not come from that lot.`, {
      [`${u.field}.lot_id`]: ['The units did not come from that lot; choose one of the line’s lots.'],
    })
  }
  if (u.disposition === 'restock' && !lot) {
    throw badRequest(`${u.field}.lot_id: Choose the lot the units go back to.`, {
      [`${u.field}.lot_id`]: ['Choose the lot the units go back to.'],
    })
  }
  // The sold units are no longer counted as sold.
  await units.releaseStock(trx, u.productId, u.qty)
  let lotId: number | null = null
  if (u.disposition === 'restock' && lot) {
    await lots.addToLot(trx, lot.lot_id, u.qty)
    // Back in a lot that is off the shelf (held, quarantined): kept, but not sellable.
    if (lot.status !== 'available') await lots.shiftSellable(trx, u.productId, -u.qty)
    lotId = lot.lot_id
  } else if (u.disposition === 'quarantine') {
    lotId = await lots.insertLot(trx, {
      product_id: u.productId,
      lot_number: lot?.lot_number ?? `RETURN-${u.returnNo}`,
      expiry_date: lot?.expiry_date ?? null,
      quantity_received: u.qty,
      quantity: u.qty,
      status: 'quarantined',
      received_at: u.now,
      delivery_ref: u.returnNo,
      note: `Returned (${u.returnNo}), awaiting inspection: ${u.note}`,
    })
    await lots.shiftSellable(trx, u.productId, -u.qty)
  } else {
    await lots.shiftSellable(trx, u.productId, -u.qty)
  }
  if (lotId !== null) {
    await lots.insertAdjustment(trx, {
      lot_id: lotId,
      product_id: u.productId,
      delta: u.qty,
      reason: 'returned',
      note: `${u.returnNo}: ${u.note}`,
      staff_id: u.staffId,
      created_at: u.now,
    })
  }
  await lots.refreshShelfExpiry(trx, u.productId)
  return lotId
}
