import { recordAudit, type StaffActor } from '../../audit/audit'
import type { DbHandle } from '../../db/connect'
import * as lots from './lots.repository'

/**
 * Quarantines a product's recalled lots inside the recall's transaction: the product row is locked
 * first (as every checkout's guarded update does), so a checkout either finished taking its units
 * before or finds the lots off the shelf after; no unit of them is sold once the recall is open.
 * Answers the lots as they were (number, expiry, status before).
 */
export async function quarantineRecalledLots(
  trx: DbHandle,
  actor: StaffActor | null,
  productId: number,
  lotIds: readonly number[],
  note: string,
) {
  await lots.lockProduct(trx, productId)
  const found = []
  for (const lotId of lotIds) {
    const lot = await lots.findLot(trx, lotId)
    if (!lot || lot.product_id !== productId) return { missing: lotId, lots: found }
    found.push(lot)
    if (lot.status === 'quarantined') continue
    await lots.setLotStatus(trx, lot.id, lot.status, 'quarantined', note)
    if (lot.status === 'available') await lots.shiftSellable(trx, productId, -lot.quantity)
    await recordAudit(trx, actor, {
      action: 'lot.status',
      entity: 'lot',
      entityId: lot.id,
      before: { status: lot.status },
      after: { status: 'quarantined', note },
    })
  }
  await lots.refreshShelfExpiry(trx, productId)
  return { missing: null, lots: found }
}
