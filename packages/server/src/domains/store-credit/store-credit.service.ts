import type { StoreCredit } from '@shop/shared/schemas/returns'
import { creditToSpend } from '@shop/shared/store-credit'
import type { DbHandle } from '../../db/connect'
import * as repo from './store-credit.repository'

// Store credit: a balance per customer that never goes below zero, and a ledger of every change.
// Returns credit it; checkout spends it before the card; a failed or cancelled order gives it back.
// Every change is one guarded update of the balance and one ledger entry in the caller's
// transaction, and the ledger's unique index makes each credit, spend and give-back happen once.

/** The balance and its history, newest first, each entry said in words. */
export async function readStoreCredit(k: DbHandle, userId: number): Promise<StoreCredit> {
  const [balance, entries] = await Promise.all([repo.findBalance(k, userId), repo.findEntries(k, userId)])
  return {
    balance_cents: balance,
    entries: entries.map((e) => ({
      id: e.id,
      delta_cents: e.delta_cents,
      balance_after_cents: e.balance_after_cents,
      kind: e.kind,
      description:
        e.kind === 'return'
          ? `Refund of return ${e.return_no ?? ''}`.trim()
          : e.kind === 'order'
            ? `Paid towards order ${e.order_no ?? ''}`.trim()
            : e.kind === 'order_failed'
              ? `Given back: order ${e.order_no ?? ''} was not completed`
              : e.note || e.kind,
      created_at: e.created_at,
    })),
  }
}

/** Credits a return's refund; false when that return was credited already. */
export async function creditReturn(
  trx: DbHandle,
  c: { userId: number; returnId: number; cents: number; staffId: number | null; now: string },
): Promise<boolean> {
  if (c.cents <= 0) return false
  if (await repo.findReturnCredit(trx, c.returnId)) return false
  const after = await repo.addToBalance(trx, c.userId, c.cents, c.now)
  await repo.insertEntry(trx, {
    user_id: c.userId,
    delta_cents: c.cents,
    balance_after_cents: after,
    kind: 'return',
    return_id: c.returnId,
    staff_id: c.staffId,
    created_at: c.now,
  })
  return true
}

/**
 * Spends the customer's credit on a new pending order, as much as `creditToSpend` allows (all of
 * it, up to the total less what the card must still pay): answers the cents spent (0 without
 * credit). Two checkouts at once take from the same guarded balance, so the credit is never spent
 * twice nor goes below zero. The order itself records what credit paid (orders writes its own row).
 */
export async function spendOnOrder(
  trx: DbHandle,
  o: { userId: number; orderId: number; totalCents: number; now: string },
): Promise<number> {
  const { taken, after } = await repo.takeFromBalance(
    trx,
    o.userId,
    (balance) => creditToSpend(balance, o.totalCents),
    o.now,
  )
  if (taken === 0) return 0
  await repo.insertEntry(trx, {
    user_id: o.userId,
    delta_cents: -taken,
    balance_after_cents: after,
    kind: 'order',
    order_id: o.orderId,
    created_at: o.now,
  })
  return taken
}

/** A failed or cancelled order gives its credit back, once. */
export async function giveBackOrderCredit(trx: DbHandle, orderId: number, now: string) {
  const spend = await repo.findOrderSpend(trx, orderId)
  if (!spend) return
  // The order's guarded move to failed or cancelled happens once; this check keeps it so if called again.
  if (await repo.findOrderCreditGivenBack(trx, orderId)) return
  const cents = -spend.delta_cents
  const after = await repo.addToBalance(trx, spend.user_id, cents, now)
  await repo.insertEntry(trx, {
    user_id: spend.user_id,
    delta_cents: cents,
    balance_after_cents: after,
    kind: 'order_failed',
    order_id: orderId,
    created_at: now,
  })
}
