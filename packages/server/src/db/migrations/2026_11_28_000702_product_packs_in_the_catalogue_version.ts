import { sql, type Migration } from 'kysely'
import type { Db } from '../connect'

/**
 * Catalogue answers carry each product's packs (codes, labels, sizes, prices): a change to
 * product_packs must raise the catalogue version as a change to products does
 * (2026_11_24_000006), or a cached product page would go on showing a pack's old price.
 */
const BUMP = 'UPDATE catalogue_version SET version = version + 1 WHERE id = 1;'
const EVENTS = ['insert', 'update', 'delete'] as const

export function migration(db: Db): Migration {
  const pg = db.dialect === 'postgres'
  return {
    async up(k) {
      if (pg) {
        await sql
          .raw(
            `CREATE TRIGGER product_packs_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_packs
             FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump()`,
          )
          .execute(k)
        return
      }
      for (const event of EVENTS)
        await sql
          .raw(
            `CREATE TRIGGER product_packs_catalogue_version_${event} AFTER ${event.toUpperCase()} ON product_packs BEGIN ${BUMP} END`,
          )
          .execute(k)
    },
    async down(k) {
      if (pg) await sql`DROP TRIGGER IF EXISTS product_packs_catalogue_version ON product_packs`.execute(k)
      else
        for (const event of EVENTS)
          await sql.raw(`DROP TRIGGER IF EXISTS product_packs_catalogue_version_${event}`).execute(k)
    },
  }
}
