import { randomUUID } from 'node:crypto'
import { lineFromProduct, type CartKind } from '@shop/shared/cart-lines'
import { mergeCarts } from '@shop/shared/cart-merge'
import { refreshCarts, type CartNotice, type Carts } from '@shop/shared/cart-refresh'
import { API_ERROR_CODES } from '@shop/shared/api-error'
import { toDollars, toCents } from '@shop/shared/money'
import { professionalInsteadOfPrice } from '@shop/shared/professional'
import type { CartLine, CartProductFacts } from '@shop/shared/schemas/cart'
import type { SavedCarts, SavedCartsInput, SavedCartLineInput } from '@shop/shared/schemas/saved-cart'
import type { Db, DbHandle } from '../../db/connect'
import { writeTransaction } from '../../db/transaction'
import { nowIso } from '../../lib/clock'
import { AppError } from '../../errors'
import { mayBuyProfessionalProducts, type Buyer } from '../professional/professional-rule'
import { cartProductFacts } from './cart.service'
import * as repo from './saved-cart.repository'

const KINDS: readonly CartKind[] = ['cart', 'backorderCart']

interface StoredChoice {
  rowId: string
  productId: number
  qty: number
  intervalMonths: number | null
  packCode: string | null
}

/**
 * A cart line for a product as the catalogue has it now (price, stock, offered intervals, packs), or
 * null when the product no longer comes in the pack chosen.
 */
function lineFromFacts(product: CartProductFacts, choice: StoredChoice, kind: CartKind): CartLine | null {
  const pack = choice.packCode === null ? undefined : product.packs?.find((p) => p.code === choice.packCode)
  if (choice.packCode !== null && !pack) return null
  if (pack) {
    return lineFromProduct(product, {
      rowId: choice.rowId,
      qty: choice.qty,
      backOrder: kind === 'backorderCart' ? 1 : 0,
      pack,
    })
  }
  const chosen =
    choice.intervalMonths === null
      ? undefined
      : product.subscriptions.find((o) => o.months === choice.intervalMonths)
  return lineFromProduct(product, {
    rowId: choice.rowId,
    qty: choice.qty,
    backOrder: kind === 'backorderCart' ? 1 : 0,
    ...(chosen ? { subscription: { chosen, offered: product.subscriptions } } : {}),
  })
}

async function factsFor(db: DbHandle, productIds: Iterable<number>) {
  const ids = [...new Set(productIds)]
  const facts = ids.length === 0 ? [] : await cartProductFacts(db, ids)
  return new Map(facts.map((p) => [p.id, p]))
}

/** Both saved carts of a customer, every line priced from the catalogue now. */
export async function readSavedCarts(db: Db, userId: number): Promise<SavedCarts> {
  return savedCartsIn(db.kysely, userId)
}

/** `readSavedCarts` through a given handle (inside the transaction that holds the customer's carts). */
async function savedCartsIn(db: DbHandle, userId: number): Promise<SavedCarts> {
  return (await savedCartsAndFacts(db, userId)).carts
}

/** The saved carts and the catalogue facts of their products. */
async function savedCartsAndFacts(db: DbHandle, userId: number) {
  const [version, rows] = await Promise.all([
    repo.findSavedCartVersion(db, userId),
    repo.findSavedCartLines(db, userId),
  ])
  const facts = await factsFor(
    db,
    rows.map((r) => r.product_id),
  )
  const carts: SavedCarts = { version, cart: [], backorderCart: [] }
  for (const row of rows) {
    const product = facts.get(row.product_id)
    if (!product) continue
    const choice = {
      rowId: row.row_id,
      productId: row.product_id,
      qty: row.qty,
      intervalMonths: row.interval_months,
      packCode: row.pack_code,
    }
    const line = lineFromFacts(product, choice, row.cart_kind)
    if (line) carts[row.cart_kind].push(line)
  }
  return { carts, facts }
}

/** The version of a customer's saved carts, for devices that poll it. */
export async function readSavedCartVersion(db: Db, userId: number): Promise<number> {
  return repo.findSavedCartVersion(db.kysely, userId)
}

/** The stored rows of carts, one row id per line, lines of unknown products left out. */
function rowsOf(carts: Carts, known: ReadonlyMap<number, unknown>): repo.SavedLineRow[] {
  const rows: repo.SavedLineRow[] = []
  for (const kind of KINDS) {
    const seen = new Set<string>()
    for (const line of carts[kind]) {
      if (!known.has(line.id)) continue
      const rowId = seen.has(line.rowId) ? randomUUID() : line.rowId
      seen.add(rowId)
      rows.push({
        cart_kind: kind,
        row_id: rowId,
        product_id: line.id,
        qty: line.qty,
        interval_months: line.subscription?.interval ?? null,
        pack_code: line.pack?.code ?? null,
      })
    }
  }
  return rows
}

/**
 * Runs `fn` holding the customer's carts: raising their version first locks their row (PostgreSQL;
 * SQLite's write transaction holds the whole file), so two writes for one customer (a merge at login,
 * a save from another device) follow each other and each reads what the other wrote.
 */
async function holdingCarts<T>(db: Db, userId: number, fn: (trx: DbHandle) => Promise<T>): Promise<T> {
  return writeTransaction(db, async (trx) => {
    await repo.bumpSavedCartVersion(trx, userId, nowIso())
    return fn(trx)
  })
}

/** A signed-in customer whose carts are written, on the shop's calendar. */
export interface CartOwner extends Buyer {
  userId: number
}

/**
 * A professional-only product goes into the carts of a verified professional only: a line of one
 * the saved carts do not already hold is refused for anyone else (403, naming the line). A line
 * already saved stays (a lapsed verification may come back; checkout refuses it meanwhile).
 */
async function refuseNewProfessionalLines(
  trx: DbHandle,
  buyer: CartOwner,
  input: SavedCartsInput,
  facts: ReadonlyMap<number, CartProductFacts>,
): Promise<void> {
  const restricted = (line: SavedCartLineInput) => facts.get(line.id)?.professional_only === true
  if (![...input.cart, ...input.backorderCart].some(restricted)) return
  if (await mayBuyProfessionalProducts(trx, buyer)) return
  const saved = new Set((await repo.findSavedCartLines(trx, buyer.userId)).map((r) => r.product_id))
  for (const kind of KINDS) {
    const index = input[kind].findIndex((line) => restricted(line) && !saved.has(line.id))
    if (index === -1) continue
    const product = facts.get(input[kind][index]!.id)!
    const message = `${product.product_name} cannot be added to the cart: ${professionalInsteadOfPrice(product)}.`
    throw new AppError(
      403,
      `${kind}.${index}.id: ${message}`,
      { [`${kind}.${index}.id`]: [message] },
      { code: API_ERROR_CODES.professionalOnly, product_id: product.id, error: message },
    )
  }
}

/** A browser line as a cart line priced now; the price the shopper saw is kept to tell a change. */
function inputLines(
  input: readonly SavedCartLineInput[],
  kind: CartKind,
  facts: ReadonlyMap<number, CartProductFacts>,
  notices: CartNotice[],
): CartLine[] {
  return input.flatMap((line) => {
    const rowId = line.rowId ?? randomUUID()
    const product = facts.get(line.id)
    const choice = {
      rowId,
      productId: line.id,
      qty: line.qty,
      intervalMonths: line.subscription?.interval ?? null,
      packCode: line.pack?.code ?? null,
    }
    const fresh = product ? lineFromFacts(product, choice, kind) : null
    if (!fresh) {
      notices.push({
        rowId,
        productId: line.id,
        kind: 'removed',
        message: `${line.name ?? `Product ${line.id}`} is no longer sold and was removed from your cart.`,
      })
      return []
    }
    return [{ ...fresh, price: toDollars(toCents(line.price)) }]
  })
}

/**
 * Replaces a customer's saved carts with the browser's (every change a signed-in shopper makes).
 * Only the choices are kept; the answer is priced from the catalogue.
 */
export async function saveCarts(db: Db, buyer: CartOwner, input: SavedCartsInput): Promise<SavedCarts> {
  const userId = buyer.userId
  const facts = await factsFor(
    db.kysely,
    [...input.cart, ...input.backorderCart].map((l) => l.id),
  )
  const ignored: CartNotice[] = []
  const carts: Carts = {
    cart: inputLines(input.cart, 'cart', facts, ignored),
    backorderCart: inputLines(input.backorderCart, 'backorderCart', facts, ignored),
  }
  return holdingCarts(db, userId, async (trx) => {
    await refuseNewProfessionalLines(trx, buyer, input, facts)
    await repo.replaceSavedCartLines(trx, userId, KINDS, rowsOf(carts, facts))
    return savedCartsIn(trx, userId)
  })
}

/** Empties one saved cart (its order was placed). */
export async function clearSavedCart(db: Db, userId: number, kind: CartKind): Promise<void> {
  await holdingCarts(db, userId, (trx) => repo.replaceSavedCartLines(trx, userId, [kind], []))
}

/**
 * At login: the guest's browser carts go into the account's saved carts. Same product, cart and
 * purchase mode add up, capped by the per-line limit (`mergeCarts`) and then by the stock left
 * (`refreshCarts`: a line is lowered, or moved to the backorder cart when none is left). Every cut,
 * move, price change or product no longer sold comes back as a notice.
 */
export async function mergeGuestCarts(
  db: Db,
  buyer: CartOwner,
  guest: SavedCartsInput,
): Promise<SavedCarts & { notices: CartNotice[] }> {
  const userId = buyer.userId
  const guestFacts = await factsFor(
    db.kysely,
    [...guest.cart, ...guest.backorderCart].map((l) => l.id),
  )
  const notices: CartNotice[] = []
  const guestCarts: Carts = {
    cart: inputLines(guest.cart, 'cart', guestFacts, notices),
    backorderCart: inputLines(guest.backorderCart, 'backorderCart', guestFacts, notices),
  }
  // The saved carts are read while they are held, so parallel merges add up instead of each
  // writing over what the other read.
  return holdingCarts(db, userId, async (trx) => {
    await refuseNewProfessionalLines(trx, buyer, guest, guestFacts)
    const { carts: saved, facts: savedFacts } = await savedCartsAndFacts(trx, userId)
    const facts = new Map([...guestFacts, ...savedFacts])
    const merged = mergeCarts(saved, guestCarts)
    const checked = refreshCarts(merged, [...facts.values()])
    await repo.replaceSavedCartLines(trx, userId, KINDS, rowsOf(checked, facts))
    return {
      ...(await savedCartsIn(trx, userId)),
      notices: [...notices, ...merged.notices, ...checked.notices],
    }
  })
}
