import type { DbHandle } from '../db/connect'
import type { AccountInvoice } from '../domains/orders/order-flows'
import { accountBillTo, accountInvoiceLines } from '../domains/business-accounts/pay-on-account'

/**
 * What an order's invoice and confirmation mail say of a purchase on account, from business
 * accounts: the practice billed and the invoice's terms (none for a card order).
 */
export async function accountInvoice(k: DbHandle, orderId: number): Promise<AccountInvoice> {
  const [billTo, payment] = await Promise.all([accountBillTo(k, orderId), accountInvoiceLines(k, orderId)])
  return { billTo, payment }
}
