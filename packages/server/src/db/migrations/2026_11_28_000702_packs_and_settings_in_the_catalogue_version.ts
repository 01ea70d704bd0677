import { sql, type Migration } from 'kysely'
import type { Db } from '../connect'

/**
 * Catalogue answers carry each product's packs (codes, labels, sizes, prices), and kept pages the
 * shop's settings (the return window, through /api/shop-info): a change to product_packs or
 * shop_settings must raise the catalogue version as a change to products does
 * (2026_11_24_000006), or a cached page would go on showing a pack's old price or the old window.
 */
const TABLES = ['product_packs', 'shop_settings'] as const
const BUMP = 'UPDATE catalogue_version SET version = version + 1 WHERE id = 1;'
const EVENTS = ['insert', 'update', 'delete'] as const

export function migration(db: Db): Migration {
  const pg = db.dialect === 'postgres'
  return {
    async up(k) {
      for (const table of TABLES) {
        if (pg) {
          await sql
            .raw(
              `CREATE TRIGGER ${table}_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
               FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump()`,
            )
            .execute(k)
          continue
        }
        for (const event of EVENTS)
          await sql
            .raw(
              `CREATE TRIGGER ${table}_catalogue_version_${event} AFTER ${event.toUpperCase()} ON ${table} BEGIN ${BUMP} END`,
            )
            .execute(k)
      }
    },
    async down(k) {
      for (const table of TABLES) {
        if (pg) await sql.raw(`DROP TRIGGER IF EXISTS ${table}_catalogue_version ON ${table}`).execute(k)
        else
          for (const event of EVENTS)
            await sql.raw(`DROP TRIGGER IF EXISTS ${table}_catalogue_version_${event}`).execute(k)
      }
    },
  }
}
