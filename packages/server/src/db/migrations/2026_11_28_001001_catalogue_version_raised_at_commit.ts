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
const RAISE_NOW = 'UPDATE catalogue_version SET version = version + 1 WHERE id = 1;'
const RAISE_AT_COMMIT = 'PERFORM catalogue_version_raise_at_commit();'
/** The functions of the immediate triggers that raise the version (migrations 000006, 26_000001, 000701). */
const RAISERS = [
  'catalogue_version_bump',
  'catalogue_version_bump_reviewed_order',
  'catalogue_version_bump_paid_item',
]

/**
 * Redefines each raising function with `from` replaced by `to` in its body, its conditions kept as
 * the earlier migrations wrote them (read back from the database, not copied here).
 */
async function replaceInRaisers(k: Kysely<unknown>, from: string, to: string) {
  for (const name of RAISERS) {
    const { rows } = await sql<{ definition: string }>`
      SELECT pg_get_functiondef(to_regprocedure(${`${name}()`})) AS definition`.execute(k)
    const definition = rows[0]?.definition ?? ''
    if (!definition.includes(from)) throw new Error(`${name}: expected "${from}" in its body`)
    await sql.raw(definition.split(from).join(to)).execute(k)
  }
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
      await replaceInRaisers(k, RAISE_NOW, RAISE_AT_COMMIT)
    },
    async down(k) {
      if (!pg) return
      await replaceInRaisers(k, RAISE_AT_COMMIT, RAISE_NOW)
      await sql.raw('DROP TABLE catalogue_version_raises').execute(k)
      await sql.raw('DROP FUNCTION catalogue_version_raise_asked()').execute(k)
      await sql.raw('DROP FUNCTION catalogue_version_raise_at_commit()').execute(k)
    },
  }
}
