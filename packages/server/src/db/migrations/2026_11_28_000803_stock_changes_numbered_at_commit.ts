import { sql, type Kysely, type Migration } from 'kysely'
import type { Db } from '../connect'

/**
 * On PostgreSQL each change of a product's stock raised `catalogue_version.stock_seq` from a row
 * trigger (2026_11_26_000001), so an order held that one row's lock from its stock update until
 * its commit, through its lots, invoice, mail and audit: every other order waited at its own stock
 * update, holding a pooled connection meanwhile. At ten orders a second and 100,000 products the
 * pool was full of waiting orders and shoppers' reads queued behind them for seconds.
 *
 * The same trigger now runs deferred, at commit: the row is locked only for the commit itself.
 * The numbers are still given in commit order (each is taken under the row's lock, held until
 * that commit ends), which is what a process following them relies on. SQLite has one writer at
 * a time anyway and is left as it is.
 */
export function migration(db: Db): Migration {
  const pg = db.dialect === 'postgres'
  /** `deferred`: a constraint trigger run at commit; otherwise an ordinary one, run at the update. */
  const retrigger = async (k: Kysely<unknown>, deferred: boolean) => {
    await sql.raw('DROP TRIGGER products_catalogue_version_update ON products').execute(k)
    await sql
      .raw(
        `CREATE ${deferred ? 'CONSTRAINT ' : ''}TRIGGER products_catalogue_version_update AFTER UPDATE ON products
         ${deferred ? 'DEFERRABLE INITIALLY DEFERRED ' : ''}FOR EACH ROW EXECUTE FUNCTION products_catalogue_change()`,
      )
      .execute(k)
  }
  return {
    async up(k) {
      if (pg) await retrigger(k, true)
    },
    async down(k) {
      if (pg) await retrigger(k, false)
    },
  }
}
