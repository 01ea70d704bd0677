import type { DbHandle } from '../db/connect'

/** Every stored setting, its value as JSON text. */
export async function findSettings(k: DbHandle) {
  return k.selectFrom('shop_settings').selectAll().execute()
}

export async function upsertSetting(k: DbHandle, key: string, json: string) {
  await k
    .insertInto('shop_settings')
    .values({ key, value: json })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json }))
    .execute()
}
