import type { BrandInput, CategoryInput, PromoInput } from '@shop/shared/schemas/admin/catalogue'
import type { z } from 'zod'
import type {
  BrandInputSchema,
  CategoryInputSchema,
  PromoInputSchema,
} from '@shop/shared/schemas/admin/catalogue'
import type { Db, DbHandle } from '../../db/connect'
import { isUniqueViolation, writeTransaction } from '../../db/transaction'
import { conflict, conflictOn, notFound } from '../../errors'
import { nowIso } from '../../lib/clock'
import { slugify } from '../../lib/slug'
import { recordAudit, type StaffActor } from '../../audit/audit'
import * as repo from './catalogue.admin.repository'
import * as structure from './catalogue-structure.repository'
import { toAdminProductSummary } from './catalogue.admin.service'

// Categories, brands and brand groups, the promo strip and today's deals (docs/requirements/back-office.md §4).

export type { BrandInput, CategoryInput, PromoInput }

async function productCounts(k: DbHandle, column: 'category_id' | 'brand_id') {
  const rows = await structure.countProductsBy(k, column)
  return new Map(rows.map((r) => [(r as Record<string, number>)[column]!, Number(r.n)]))
}

export async function listCategories(k: DbHandle) {
  const [rows, counts] = await Promise.all([structure.findCategories(k), productCounts(k, 'category_id')])
  return { items: rows.map((r) => ({ ...r, product_count: counts.get(r.id) ?? 0 })) }
}

async function category(k: DbHandle, id: number) {
  const found = (await listCategories(k)).items.find((c) => c.id === id)
  if (!found) throw notFound('No such category.')
  return found
}

function slugTaken(what: string) {
  return conflictOn(`slug: Another ${what} has this name or slug.`, {
    slug: ['is taken'],
    name: ['is taken'],
  })
}

export async function saveCategory(
  db: Db,
  actor: StaffActor | null,
  input: z.output<typeof CategoryInputSchema>,
  id?: number,
) {
  const values = {
    name: input.name,
    slug: (input.slug ?? slugify(input.name)).toLowerCase(),
    position: input.position,
  }
  try {
    return await writeTransaction(db, async (trx) => {
      const before = id ? await category(trx, id) : null
      let savedId = id
      if (id) await structure.updateCategory(trx, id, values)
      else savedId = await structure.insertCategory(trx, values)
      const after = await category(trx, savedId!)
      await recordAudit(trx, actor, {
        action: id ? 'category.update' : 'category.create',
        entity: 'category',
        entityId: savedId!,
        before,
        after,
      })
      return after
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken('category')
    throw error
  }
}

export async function deleteCategory(db: Db, actor: StaffActor | null, id: number) {
  return writeTransaction(db, async (trx) => {
    const before = await category(trx, id)
    if (before.product_count > 0)
      throw conflict(`${before.name} still has ${before.product_count} products: move them first.`)
    await structure.deleteCategory(trx, id)
    await recordAudit(trx, actor, {
      action: 'category.delete',
      entity: 'category',
      entityId: id,
      before,
      after: null,
    })
    return { message: `Category ${before.name} deleted.` }
  })
}

export async function listBrands(k: DbHandle) {
  const [rows, counts] = await Promise.all([structure.findBrands(k), productCounts(k, 'brand_id')])
  return { items: rows.map((r) => ({ ...r, product_count: counts.get(r.id) ?? 0 })) }
}

async function brand(k: DbHandle, id: number) {
  const found = (await listBrands(k)).items.find((b) => b.id === id)
  if (!found) throw notFound('No such brand.')
  return found
}

export async function saveBrand(
  db: Db,
  actor: StaffActor | null,
  input: z.output<typeof BrandInputSchema>,
  id?: number,
) {
  const values = {
    name: input.name,
    slug: (input.slug ?? slugify(input.name)).toLowerCase(),
    group_name: input.group_name,
  }
  try {
    return await writeTransaction(db, async (trx) => {
      const before = id ? await brand(trx, id) : null
      let savedId = id
      if (id) await structure.updateBrand(trx, id, values)
      else savedId = await structure.insertBrand(trx, values)
      const after = await brand(trx, savedId!)
      await recordAudit(trx, actor, {
        action: id ? 'brand.update' : 'brand.create',
        entity: 'brand',
        entityId: savedId!,
        before,
        after,
      })
      return after
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken('brand')
    throw error
  }
}

export async function deleteBrand(db: Db, actor: StaffActor | null, id: number) {
  return writeTransaction(db, async (trx) => {
    const before = await brand(trx, id)
    if (before.product_count > 0)
      throw conflict(`${before.name} still has ${before.product_count} products: move them first.`)
    await structure.deleteBrand(trx, id)
    await recordAudit(trx, actor, {
      action: 'brand.delete',
      entity: 'brand',
      entityId: id,
      before,
      after: null,
    })
    return { message: `Brand ${before.name} deleted.` }
  })
}

export async function listBrandGroups(k: DbHandle) {
  const rows = await structure.findBrandGroups(k)
  return { items: rows.map((r) => ({ name: r.name, brand_count: Number(r.brand_count) })) }
}

/** Renames a brand group on every brand in it (a group is the brands' group_name). */
export async function renameBrandGroup(db: Db, actor: StaffActor | null, from: string, to: string) {
  return writeTransaction(db, async (trx) => {
    if ((await structure.renameBrandGroup(trx, from, to)) === 0) throw notFound(`No brand group ${from}.`)
    await recordAudit(trx, actor, {
      action: 'brand_group.rename',
      entity: 'brand_group',
      entityId: from,
      before: { name: from },
      after: { name: to },
    })
    return listBrandGroups(trx)
  })
}

function toPromo(r: {
  id: number
  title: string
  brief: string
  url: string
  link_text: string
  active: number
}) {
  return { ...r, active: Boolean(r.active) }
}

export async function listPromos(k: DbHandle) {
  return { items: (await structure.findPromos(k)).map(toPromo) }
}

export async function savePromo(
  db: Db,
  actor: StaffActor | null,
  input: z.output<typeof PromoInputSchema>,
  id?: number,
) {
  const values = { ...input, active: input.active ? 1 : 0 }
  return writeTransaction(db, async (trx) => {
    const before = id ? await structure.findPromo(trx, id) : null
    if (id && !before) throw notFound('No such promo.')
    let savedId = id
    if (id) await structure.updatePromo(trx, id, values)
    else savedId = await structure.insertPromo(trx, values)
    const after = (await structure.findPromo(trx, savedId!))!
    await recordAudit(trx, actor, {
      action: id ? 'promo.update' : 'promo.create',
      entity: 'promo',
      entityId: savedId!,
      before,
      after,
    })
    return toPromo(after)
  })
}

export async function deletePromo(db: Db, actor: StaffActor | null, id: number) {
  return writeTransaction(db, async (trx) => {
    const before = await structure.findPromo(trx, id)
    if (!before) throw notFound('No such promo.')
    await structure.deletePromo(trx, id)
    await recordAudit(trx, actor, {
      action: 'promo.delete',
      entity: 'promo',
      entityId: id,
      before,
      after: null,
    })
    return { message: `Promo ${before.title} deleted.` }
  })
}

export async function listDeals(k: DbHandle) {
  const ids = (await structure.findDealIds(k)).map((r) => r.id)
  return { items: (await repo.findAdminProductsByIds(k, ids)).map(toAdminProductSummary) }
}

/** Today's deals become exactly the given products. */
export async function setDeals(db: Db, actor: StaffActor | null, productIds: number[]) {
  return writeTransaction(db, async (trx) => {
    const before = (await structure.findDealIds(trx, { ordered: true })).map((r) => r.id)
    const now = nowIso()
    if (productIds.length) {
      const known = await structure.findProductIds(trx, productIds)
      if (known.length !== new Set(productIds).size) {
        throw notFound('product_ids: one of the products does not exist.')
      }
    }
    await structure.setDeals(trx, productIds, now)
    await recordAudit(trx, actor, {
      action: 'deals.set',
      entity: 'deals',
      entityId: null,
      before,
      after: [...productIds].sort((a, b) => a - b),
    })
    return { items: (await repo.findAdminProductsByIds(trx, productIds)).map(toAdminProductSummary) }
  })
}
