import { sql, type Migration } from 'kysely'
import type { Db } from '../connect'

/**
 * On PostgreSQL each products row changed by a statement raised `catalogue_version.version` again:
 * an import of 1,000 rows wrote the one catalogue_version row 1,000 times in one transaction. Every
 * write leaves a dead copy of that row that readers step over until a vacuum, and within one
 * transaction none can be cleaned, so each write steps over all the earlier ones: the demo seed of
 * 100,000 products spent four minutes in its commit.
 *
 * One raise per transaction says the same to every reader (a reader outside the transaction sees
 * its end result, never its steps), so a BEFORE trigger skips a raise of the version alone when
 * the same transaction has already made one. A transaction-local setting remembers it: it ends
 * with the transaction, and a savepoint rolled back takes it back with the raise it recorded.
 * Stock numbers (`stock_seq`) are untouched: each stock change keeps its own number. SQLite keeps
 * no dead copies and is left as it is.
 */
export function migration(db: Db): Migration {
  const pg = db.dialect === 'postgres'
  return {
    async up(k) {
      if (!pg) return
      await sql
        .raw(
          `CREATE FUNCTION catalogue_version_raised_once() RETURNS trigger LANGUAGE plpgsql AS $$
           BEGIN
             IF NEW.version <> OLD.version AND NEW.stock_seq = OLD.stock_seq THEN
               IF current_setting('shop.catalogue_version_raised', true) = 'yes' THEN
                 RETURN NULL;
               END IF;
               PERFORM set_config('shop.catalogue_version_raised', 'yes', true);
             END IF;
             RETURN NEW;
           END $$`,
        )
        .execute(k)
      await sql
        .raw(
          `CREATE TRIGGER catalogue_version_raised_once BEFORE UPDATE ON catalogue_version
           FOR EACH ROW EXECUTE FUNCTION catalogue_version_raised_once()`,
        )
        .execute(k)
    },
    async down(k) {
      if (!pg) return
      await sql.raw('DROP TRIGGER catalogue_version_raised_once ON catalogue_version').execute(k)
      await sql.raw('DROP FUNCTION catalogue_version_raised_once()').execute(k)
    },
  }
}
