import { DEFAULT_RETURN_WINDOW_DAYS } from '@shop/shared/returns'
import { ShopSettingsSchema, type ShopSettings } from '@shop/shared/schemas/admin/auth'
import type { Db, DbHandle } from '../db/connect'
import { writeTransaction } from '../db/transaction'
import { recordAudit, type StaffActor } from '../audit/audit'
import * as repo from './settings.repository'

/** What the shop does until an owner changes it (docs/requirements/back-office.md §2). */
export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  refund_owner_over_cents: 50_000,
  low_stock_threshold: 10,
  default_min_shelf_life_days: 0,
  return_window_days: DEFAULT_RETURN_WINDOW_DAYS,
}

/** The return window in days after delivery (always set: the default fills it). */
export async function readReturnWindowDays(k: DbHandle): Promise<number> {
  return (await readShopSettings(k)).return_window_days ?? DEFAULT_RETURN_WINDOW_DAYS
}

/** The owner's settings, each stored as one JSON value under its name. */
export async function readShopSettings(k: DbHandle): Promise<ShopSettings> {
  const rows = await repo.findSettings(k)
  const stored = Object.fromEntries(rows.map((r) => [r.key, JSON.parse(r.value) as unknown]))
  const merged = { ...DEFAULT_SHOP_SETTINGS, ...stored }
  const parsed = ShopSettingsSchema.safeParse(
    Object.fromEntries(
      Object.keys(DEFAULT_SHOP_SETTINGS).map((key) => [key, merged[key as keyof ShopSettings]]),
    ),
  )
  return parsed.success ? parsed.data : DEFAULT_SHOP_SETTINGS
}

export async function saveShopSettings(db: Db, actor: StaffActor | null, settings: ShopSettings) {
  return writeTransaction(db, async (trx) => {
    const before = await readShopSettings(trx)
    for (const [key, value] of Object.entries(settings)) {
      if (value === undefined) continue
      await repo.upsertSetting(trx, key, JSON.stringify(value))
    }
    const after = await readShopSettings(trx)
    await recordAudit(trx, actor, {
      action: 'settings.update',
      entity: 'settings',
      entityId: null,
      before,
      after,
    })
    return after
  })
}
