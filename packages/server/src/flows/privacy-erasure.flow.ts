import { randomBytes } from 'node:crypto'
import { erasableValues, erasedAddressJson } from '@shop/shared/schemas/privacy'
import { redactAuditRecords } from '../audit/audit-erasure.repository'
import type { DbHandle } from '../db/connect'
import * as accountErasure from '../domains/account/account-erasure.repository'
import { findUserAddresses } from '../domains/account/addresses.repository'
import { findUserById } from '../domains/account/users.repository'
import { anonymiseBusinessAccounts } from '../domains/business-accounts/business-accounts-erasure.repository'
import { deleteSavedCarts } from '../domains/cart/cart-erasure.repository'
import { deleteReorderLists } from '../domains/lists/lists-erasure.repository'
import { deleteSignup } from '../domains/newsletter/newsletter-erasure.repository'
import * as ordersErasure from '../domains/orders/orders-erasure.repository'
import { forgetConsentAddress } from '../domains/privacy/consents.repository'
import { recordConsent } from '../domains/privacy/consents.service'
import type { ErasedPerson, PrivacyFlows } from '../domains/privacy/privacy-flows'
import { anonymiseApplications } from '../domains/professional/professional-erasure.repository'
import { anonymiseRecallNotices } from '../domains/recalls/recalls-erasure.repository'
import { redactReturns } from '../domains/returns/returns-erasure.repository'
import { anonymiseReviews } from '../domains/reviews/reviews-erasure.repository'
import { deleteBackInStockRequests } from '../domains/stock/back-in-stock-erasure.repository'
import { redactCreditNotes } from '../domains/store-credit/store-credit-erasure.repository'
import { endSubscriptions } from '../domains/subscriptions/subscriptions-erasure.repository'
import { deleteWishlist } from '../domains/wishlist/wishlist-erasure.repository'
import { eraseMailOf } from '../mail/outbox-erasure.repository'

/**
 * Erases a person in every domain that names them, in the caller's transaction: what has no
 * reason to stay is deleted (address book, sessions, carts, lists, wish list, sign-ups, mail to
 * them); what the law or the books need stays without the person (orders with their totals and
 * payments, invoices' amounts, returns and refunds, store credit, lots, recall notices, licence
 * records, reviews under no name). Answers one line per domain for the staff queue.
 */
async function erasePerson(trx: DbHandle, person: ErasedPerson, now: string): Promise<string[]> {
  const user = await findUserById(trx, person.id)
  const book = await findUserAddresses(trx, person.id)
  const values = erasableValues([
    person.email,
    person.first_name,
    person.last_name,
    person.phone,
    user?.middle_name,
    user?.work_phone,
    user?.home_phone,
    user?.address,
    user?.street,
    ...book.flatMap((a) => [a.first_name, a.last_name, a.phone, a.email, a.address, a.street]),
  ])
  const done: string[] = []

  const orders = await ordersErasure.listCustomerOrderAddresses(trx, person.id, person.email)
  const standIn = `erased-${person.id}@erased.invalid`
  for (const order of orders) {
    await ordersErasure.setOrderPerson(trx, order.id, {
      email: standIn,
      shipping_address: erasedAddressJson(order.shipping_address),
      billing_address: erasedAddressJson(order.billing_address),
      // A pickup order's address is the shop's own; only an older order's JSON could name the person.
      pickup_address: order.pickup_address?.startsWith('{')
        ? erasedAddressJson(order.pickup_address)
        : order.pickup_address,
    })
  }
  await ordersErasure.redactTrackingNotes(
    trx,
    orders.map((o) => o.id),
    values,
  )
  done.push(`${orders.length} order(s) kept with their totals and payments, without name, address or e-mail.`)

  const sessions = await accountErasure.deleteAddressesAndSessions(trx, person.id)
  done.push(`${sessions.addresses} saved address(es) and ${sessions.sessions} session(s) deleted.`)
  const messages = await accountErasure.anonymiseContactMessages(trx, person.email, values)
  if (messages) done.push(`${messages} contact message(s) kept without the sender.`)
  const reviews = await anonymiseReviews(trx, person.id, person.email, values)
  if (reviews) done.push(`${reviews} review(s) kept under no name.`)
  await deleteWishlist(trx, person.id)
  await deleteReorderLists(trx, person.id)
  await deleteSavedCarts(trx, person.id)
  await deleteBackInStockRequests(trx, person.id, person.email)
  done.push('Wish list, reorder lists, saved carts and back-in-stock requests deleted.')
  await deleteSignup(trx, person.email)
  await forgetConsentAddress(trx, person.id, person.email)
  // The erasure withdraws every consent: the record of past choices stays, under the account only.
  await recordConsent(trx, { userId: person.id, purpose: 'newsletter', given: false, source: 'erasure' })
  await recordConsent(trx, { userId: person.id, purpose: 'cart_reminders', given: false, source: 'erasure' })
  done.push('Newsletter and reminders withdrawn.')
  const subscriptions = await endSubscriptions(trx, person.id, now)
  if (subscriptions) done.push(`${subscriptions} subscription(s) ended.`)
  const applications = await anonymiseApplications(trx, person.id, values)
  if (applications) done.push(`${applications} licence application(s) kept (licence facts only).`)
  const accounts = await anonymiseBusinessAccounts(trx, person.id, person.email, values)
  if (accounts)
    done.push(`${accounts} business account(s) kept with invoices and payments, without billing contact.`)
  await redactReturns(trx, person.id, values)
  await redactCreditNotes(trx, person.id, values)
  const notices = await anonymiseRecallNotices(trx, person.id)
  if (notices) done.push(`${notices} recall notice(s) kept without the collection address.`)
  const mails = await eraseMailOf(trx, person.email, values)
  done.push(`${mails} mail(s) to the customer deleted.`)
  await redactAuditRecords(trx, values)

  await accountErasure.anonymiseUser(
    trx,
    person.id,
    {
      email: standIn,
      phone: `erased-${person.id}`,
      // No password hashes to this: the scheme is not one verifyPassword accepts.
      passwordHash: `erased$${randomBytes(16).toString('base64url')}`,
    },
    now,
  )
  done.push('Account anonymised, blocked and every session ended.')
  return done
}

export const privacyFlows: PrivacyFlows = { erasePerson }
