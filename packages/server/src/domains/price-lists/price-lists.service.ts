import { accountUnitPrice, type ContractPrice } from '@shop/shared/contract-prices'
import { toDollars } from '@shop/shared/money'
import { parseStoredBreaks, storedBreaksText, unitPriceAtQuantity } from '@shop/shared/price-breaks'
import { oneTimePrice } from '@shop/shared/pricing'
import type { z } from 'zod'
import type {
  PriceList,
  PriceListInputSchema,
  PriceListPriceInputSchema,
} from '@shop/shared/schemas/admin/price-lists'
import { recordAudit, type StaffActor } from '../../audit/audit'
import type { DbHandle } from '../../db/connect'
import { isUniqueViolation, writeTransaction } from '../../db/transaction'
import { badRequest, conflict, notFound } from '../../errors'
import { nowIso, shopDay } from '../../lib/clock'
import type { ServiceContext } from '../../lib/service-context'
import { accountAccess } from '../business-accounts/account-access'
import { packsFromColumn } from '../catalogue/product-packs'
import { findProductsForPricing } from '../checkout/checkout.repository'
import * as repo from './price-lists.repository'

// Price lists (docs/decisions/0142-contract-prices.md): staff keep them and assign them to
// business accounts; what an account pays is always `accountUnitPrice`, never a second rule.
// Contract prices are never part of a catalogue answer (which is cached and public): an account's
// own prices are a private call of their own, so a signed-out visitor can never be shown one.

const PIECE = ''

type ListValues = z.output<typeof PriceListInputSchema>
type PriceValues = z.output<typeof PriceListPriceInputSchema>

async function view(k: DbHandle, ids?: number[]): Promise<PriceList[]> {
  const lists = (await repo.findPriceLists(k)).filter((l) => !ids || ids.includes(l.id))
  const assigned = await repo.findAssignments(
    k,
    lists.map((l) => l.id),
  )
  return lists.map((l) => ({
    id: l.id,
    name: l.name,
    starts_on: l.starts_on,
    ends_on: l.ends_on,
    prices: Number(l.prices ?? 0),
    accounts: assigned
      .filter((a) => a.price_list_id === l.id)
      .map((a) => ({ id: a.id, practice_name: a.practice_name })),
    updated_at: l.updated_at,
  }))
}

export async function listPriceLists(ctx: ServiceContext) {
  return { price_lists: await view(ctx.db.kysely) }
}

export async function priceListDetail(ctx: ServiceContext, id: number) {
  const [list] = await view(ctx.db.kysely, [id])
  if (!list) throw notFound('No such price list.')
  const prices = (await repo.findPrices(ctx.db.kysely, id)).map((p) => ({
    product_id: p.product_id,
    product_name: p.product_name,
    sku: p.sku,
    pack_code: p.pack_code === PIECE ? null : p.pack_code,
    unit_price_cents: p.unit_price_cents,
    price_breaks: parseStoredBreaks(p.price_breaks).map((b) => ({
      min_qty: b.minQty,
      price_cents: b.unitCents,
    })),
  }))
  return { price_list: list, prices }
}

const nameTaken = () =>
  badRequest('name: Another price list has this name.', { name: ['Another price list has this name.'] })

export async function createPriceList(ctx: ServiceContext, actor: StaffActor, input: ListValues) {
  const at = nowIso()
  try {
    const id = await writeTransaction(ctx.db, async (trx) => {
      const id = await repo.insertPriceList(trx, { ...input, created_at: at, updated_at: at })
      await recordAudit(trx, actor, {
        action: 'price_list.create',
        entity: 'price_list',
        entityId: id,
        before: null,
        after: input,
      })
      return id
    })
    return priceListDetail(ctx, id)
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken()
    throw error
  }
}

export async function updatePriceList(ctx: ServiceContext, actor: StaffActor, id: number, input: ListValues) {
  try {
    await writeTransaction(ctx.db, async (trx) => {
      const before = await repo.findPriceList(trx, id)
      if (!before) throw notFound('No such price list.')
      await repo.updatePriceList(trx, id, { ...input, updated_at: nowIso() })
      await recordAudit(trx, actor, {
        action: 'price_list.update',
        entity: 'price_list',
        entityId: id,
        before: { name: before.name, starts_on: before.starts_on, ends_on: before.ends_on },
        after: input,
      })
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken()
    throw error
  }
  return priceListDetail(ctx, id)
}

export async function deletePriceList(ctx: ServiceContext, actor: StaffActor, id: number) {
  await writeTransaction(ctx.db, async (trx) => {
    const before = await repo.findPriceList(trx, id)
    if (!before || !(await repo.deletePriceList(trx, id))) throw notFound('No such price list.')
    await recordAudit(trx, actor, {
      action: 'price_list.delete',
      entity: 'price_list',
      entityId: id,
      before: { name: before.name },
      after: null,
    })
  })
  return { message: 'Price list deleted.' }
}

/** Sets one product's or pack's price in a list (a product and pack it names must exist). */
export async function setPrice(ctx: ServiceContext, actor: StaffActor, id: number, input: PriceValues) {
  await writeTransaction(ctx.db, async (trx) => {
    if (!(await repo.findPriceList(trx, id))) throw notFound('No such price list.')
    if (!(await repo.productExists(trx, input.product_id)))
      throw badRequest('product_id: No such product.', { product_id: ['No such product.'] })
    if (input.pack_code !== null && !(await repo.packExists(trx, input.product_id, input.pack_code)))
      throw badRequest('pack_code: The product has no pack with this code.', {
        pack_code: ['The product has no pack with this code.'],
      })
    const breaks = input.price_breaks.map((b) => ({ minQty: b.min_qty, unitCents: b.price_cents }))
    await repo.upsertPrice(trx, {
      price_list_id: id,
      product_id: input.product_id,
      pack_code: input.pack_code ?? PIECE,
      unit_price_cents: input.unit_price_cents,
      price_breaks: storedBreaksText(breaks),
      updated_at: nowIso(),
    })
    await repo.updatePriceList(trx, id, { updated_at: nowIso() })
    await recordAudit(trx, actor, {
      action: 'price_list.price_set',
      entity: 'price_list',
      entityId: id,
      before: null,
      after: input,
    })
  })
  return priceListDetail(ctx, id)
}

export async function removePrice(
  ctx: ServiceContext,
  actor: StaffActor,
  id: number,
  productId: number,
  packCode: string | null,
) {
  await writeTransaction(ctx.db, async (trx) => {
    if (!(await repo.deletePrice(trx, id, productId, packCode ?? PIECE)))
      throw notFound('No such price in this list.')
    await recordAudit(trx, actor, {
      action: 'price_list.price_remove',
      entity: 'price_list',
      entityId: id,
      before: { product_id: productId, pack_code: packCode },
      after: null,
    })
  })
  return priceListDetail(ctx, id)
}

/** Assigns a list to a business account (or takes it away); an account may have several. */
export async function setAssignment(
  ctx: ServiceContext,
  actor: StaffActor,
  id: number,
  accountId: number,
  assigned: boolean,
) {
  await writeTransaction(ctx.db, async (trx) => {
    if (!(await repo.findPriceList(trx, id))) throw notFound('No such price list.')
    if (!(await repo.accountExists(trx, accountId)))
      throw badRequest('business_account_id: No such business account.', {
        business_account_id: ['No such business account.'],
      })
    const changed = assigned
      ? await repo.assign(trx, accountId, id, nowIso())
      : await repo.unassign(trx, accountId, id)
    if (!changed)
      throw conflict(
        assigned
          ? 'The list is already assigned to this account.'
          : 'The list is not assigned to this account.',
      )
    await recordAudit(trx, actor, {
      action: assigned ? 'price_list.assign' : 'price_list.unassign',
      entity: 'price_list',
      entityId: id,
      before: null,
      after: { business_account_id: accountId },
    })
  })
  return priceListDetail(ctx, id)
}

/** The contract prices an account's lists hold for these products, by product, as the rule takes them. */
export async function accountContracts(
  k: DbHandle,
  accountId: number,
  productIds: readonly number[],
): Promise<Map<number, ContractPrice[]>> {
  const byProduct = new Map<number, ContractPrice[]>()
  for (const row of await repo.findAccountPrices(k, accountId, productIds)) {
    const list = byProduct.get(row.product_id) ?? []
    list.push({
      pack: row.pack_code === PIECE ? null : row.pack_code,
      unitCents: row.unit_price_cents,
      breaks: parseStoredBreaks(row.price_breaks),
      startsOn: row.starts_on,
      endsOn: row.ends_on,
    })
    byProduct.set(row.product_id, list)
  }
  return byProduct
}

/**
 * 'Your price' for the signed-in person's business account: for each product (and each of its
 * packs) whose active contract price is below the public price today, what one costs and the
 * contract's own breaks. A person without an approved account gets none.
 */
export async function yourPrices(ctx: ServiceContext, userId: number, productIds: readonly number[]) {
  const k = ctx.db.kysely
  const access = await accountAccess(k, userId)
  if (!access || access.account.status !== 'approved') return { prices: [] }
  const contracts = await accountContracts(k, access.account.id, productIds)
  if (!contracts.size) return { prices: [] }
  const today = shopDay(new Date(), ctx.config.shop.timeZone)
  const products = await findProductsForPricing(k, [...contracts.keys()])
  const prices = []
  for (const product of products) {
    const piece = {
      oneTimeCents: oneTimePrice(product.selling_price_cents, product.discounted_price_cents),
      breaks: parseStoredBreaks(product.price_breaks),
    }
    const own = contracts.get(product.id) ?? []
    for (const pack of [null, ...packsFromColumn(product.packs)]) {
      const one = accountUnitPrice({ piece, pack, qty: 1, contracts: own, today })
      if (!one.yourPrice) continue
      // The contract's own breaks, where each is still below the public price at that quantity.
      const contract = own.find(
        (c) =>
          c.pack === (pack?.code ?? null) && unitPriceAtQuantity(c.unitCents, c.breaks, 1) === one.unitCents,
      )
      const breaks = (contract?.breaks ?? []).flatMap((b) => {
        const at = accountUnitPrice({ piece, pack, qty: b.minQty, contracts: own, today })
        return at.yourPrice ? [{ min_qty: b.minQty, price: toDollars(at.unitCents) }] : []
      })
      prices.push({
        product_id: product.id,
        pack_code: pack?.code ?? null,
        unit_price: toDollars(one.unitCents),
        public_price: toDollars(one.publicCents),
        price_breaks: breaks,
      })
    }
  }
  return { prices }
}
