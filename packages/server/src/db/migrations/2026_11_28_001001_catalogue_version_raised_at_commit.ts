import { sql, type Kysely, type Migration } from 'kysely'
import type { Db } from '../connect'

/**
 * On PostgreSQL a change of a product raises the catalogue version at commit (2026_11_28_000803),
 * but a change of the other catalogue tables (brands, packs, settings, reviews, ...) and of a paid
 * order a customer has reviewed still raised it at once, holding the catalogue_version row's lock
 * until the transaction ended. A staff import that wrote packs and then waited on a product an
 * order was buying, while that order's commit waited on the catalogue_version row, was a deadlock:
 * PostgreSQL broke it after a second by failing one of the two (seen as an order answered 500 in
 * the trading-day benchmark).
 *
 * Every raise now happens at commit. The immediate triggers ask for one (once per transaction: a
 * row in catalogue_version_raises, remembered by a transaction-local setting, so a savepoint rolled
 * back takes both back), and a deferred trigger on that row raises the version and deletes it. At
 * commit a transaction only waits for the catalogue_version row, whose holder is itself committing
 * and waits for nothing it holds, so no cycle can form. SQLite has one writer at a time and is left
 * as it is.
 */
const REVIEWED_ORDER = (row: 'OLD' | 'NEW') =>
  `${row}.payment_status = 'paid' AND EXISTS (SELECT 1 FROM order_items oi JOIN reviews rv ON rv.product_id = oi.product_id
     WHERE oi.order_id = ${row}.id AND CASE WHEN rv.user_id IS NOT NULL THEN rv.user_id = ${row}.user_id
     ELSE lower(rv.email) = lower(${row}.email) END)`
const REVIEWED_LINE = (row: 'OLD' | 'NEW') =>
  `EXISTS (SELECT 1 FROM orders lo WHERE lo.id = ${row}.order_id AND lo.payment_status = 'paid'
     AND EXISTS (SELECT 1 FROM reviews rv WHERE rv.product_id = ${row}.product_id AND CASE WHEN rv.user_id IS NOT NULL
     THEN rv.user_id = lo.user_id ELSE lower(rv.email) = lower(lo.email) END))`

/** The three raising functions, with `raise` as what they do when the catalogue changed. */
async function defineRaisers(k: Kysely<unknown>, raise: string) {
  const run = (text: string) => sql.raw(text).execute(k)
  await run(
    `CREATE OR REPLACE FUNCTION catalogue_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN ${raise} RETURN NULL; END $$`,
  )
  await run(
    `CREATE OR REPLACE FUNCTION catalogue_version_bump_reviewed_order() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF (TG_OP <> 'INSERT' AND ${REVIEWED_ORDER('OLD')}) OR (TG_OP <> 'DELETE' AND ${REVIEWED_ORDER('NEW')}) THEN
         ${raise}
       END IF;
       RETURN NULL;
     END $$`,
  )
  await run(
    `CREATE OR REPLACE FUNCTION catalogue_version_bump_paid_item() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF (TG_OP <> 'INSERT' AND ${REVIEWED_LINE('OLD')}) OR (TG_OP <> 'DELETE' AND ${REVIEWED_LINE('NEW')}) THEN
         ${raise}
       END IF;
       RETURN NULL;
     END $$`,
  )
}

export function migration(db: Db): Migration {
  const pg = db.dialect === 'postgres'
  return {
    async up(k) {
      if (!pg) return
      const run = (text: string) => sql.raw(text).execute(k)
      await run('CREATE TABLE catalogue_version_raises (id bigserial PRIMARY KEY)')
      await run(
        `CREATE FUNCTION catalogue_version_raise_at_commit() RETURNS void LANGUAGE plpgsql AS $$
         BEGIN
           IF current_setting('shop.catalogue_version_asked', true) IS DISTINCT FROM 'yes' THEN
             PERFORM set_config('shop.catalogue_version_asked', 'yes', true);
             INSERT INTO catalogue_version_raises DEFAULT VALUES;
           END IF;
         END $$`,
      )
      await run(
        `CREATE FUNCTION catalogue_version_raise_asked() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN
           UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
           DELETE FROM catalogue_version_raises WHERE id = NEW.id;
           RETURN NULL;
         END $$`,
      )
      await run(
        `CREATE CONSTRAINT TRIGGER catalogue_version_raises_at_commit AFTER INSERT ON catalogue_version_raises
         DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_version_raise_asked()`,
      )
      await defineRaisers(k, 'PERFORM catalogue_version_raise_at_commit();')
    },
    async down(k) {
      if (!pg) return
      await defineRaisers(k, 'UPDATE catalogue_version SET version = version + 1 WHERE id = 1;')
      await sql.raw('DROP TABLE catalogue_version_raises').execute(k)
      await sql.raw('DROP FUNCTION catalogue_version_raise_asked()').execute(k)
      await sql.raw('DROP FUNCTION catalogue_version_raise_at_commit()').execute(k)
    },
  }
}
