import { sql, type Kysely, type Migration } from 'kysely'
import type { Db } from '../connect'

/**
 * An order takes stock; it changes no name, price or picture. Until now every write to products
 * (and every paid order, for the reviews' 'verified buyer' mark) raised the one catalogue version,
 * so each order emptied every cached listing (docs/decisions/0082-the-cache-survives-trading.md).
 *
 * - A products update that changes only stock figures (quantity, quantity_used, updated_at) and
 *   leaves the product in stock (or out of it) no longer raises `version`: it raises `stock_seq`
 *   and writes the product's id under that number in `stock_changes`. A process drops exactly the
 *   cached answers that show that product. Any other products update raises `version` as before.
 * - A paid order (or its lines) raises `version` only when its buyer has reviewed one of its
 *   products: only then can a 'verified buyer' mark change.
 * - `stock_changes` keeps the last 10,000 numbers; a process further behind drops its whole cache.
 */

const BUMP = 'UPDATE catalogue_version SET version = version + 1 WHERE id = 1;'
const STOCK_CHANGE =
  'UPDATE catalogue_version SET stock_seq = stock_seq + 1 WHERE id = 1; ' +
  'INSERT INTO stock_changes (seq, product_id) SELECT stock_seq, NEW.id FROM catalogue_version WHERE id = 1; ' +
  'DELETE FROM stock_changes WHERE seq <= (SELECT stock_seq FROM catalogue_version WHERE id = 1) - 10000;'
const STOCK_COLUMNS = ['quantity', 'quantity_used', 'updated_at']
const IN_STOCK_SAME = '((OLD.quantity - OLD.quantity_used) > 0) = ((NEW.quantity - NEW.quantity_used) > 0)'

/** Whether the buyer of order `o` (a row alias: NEW or OLD) has reviewed a product of it. */
const reviewedBy = (o: string, items = `(SELECT product_id FROM order_items WHERE order_id = ${o}.id)`) =>
  `EXISTS (SELECT 1 FROM reviews rv WHERE rv.product_id IN ${items}
     AND ((rv.user_id IS NOT NULL AND rv.user_id = ${o}.user_id)
       OR (rv.user_id IS NULL AND lower(rv.email) = lower(${o}.email))))`
/** The same for one order line (row alias), through its order. */
const lineReviewed = (line: string) =>
  `EXISTS (SELECT 1 FROM orders lo WHERE lo.id = ${line}.order_id AND lo.payment_status = 'paid'
     AND ${reviewedBy('lo', `(${line}.product_id)`)})`

export function migration(db: Db): Migration {
  const pg = db.dialect === 'postgres'
  return {
    async up(k) {
      await k.schema
        .alterTable('catalogue_version')
        .addColumn('stock_seq', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute()
      await k.schema
        .createTable('stock_changes')
        .addColumn('seq', 'bigint', (c) => c.primaryKey())
        .addColumn('product_id', 'integer', (c) => c.notNull())
        .execute()
      if (pg) await pgTriggers(k)
      else await sqliteTriggers(k)
    },
    async down() {
      throw new Error('2026_11_26_000001 cannot be undone: restore a backup taken before it.')
    },
  }
}

/**
 * (Re)creates SQLite's two products update triggers with every column products has now except the
 * stock figures (SQLite compares row values column by column, and has no row-to-JSON to compare
 * whole rows as PostgreSQL does). `migrateToLatest` runs it again after any migration, so a column
 * added later counts as a catalogue change too.
 */
export async function sqliteProductTriggers(k: Kysely<unknown>) {
  const columns = (
    await sql<{ name: string }>`SELECT name FROM pragma_table_info('products')`.execute(k)
  ).rows
    .map((c) => c.name)
    .filter((name) => !STOCK_COLUMNS.includes(name) && name !== 'id')
  const same = columns.map((c) => `OLD.${c} IS NEW.${c}`).join(' AND ')
  const stockOnly = `(${same}) AND OLD.id = NEW.id AND ${IN_STOCK_SAME}`
  const run = (text: string) => sql.raw(text).execute(k)
  await run('DROP TRIGGER IF EXISTS products_catalogue_version_update')
  await run('DROP TRIGGER IF EXISTS products_stock_change')
  await run(
    `CREATE TRIGGER products_catalogue_version_update AFTER UPDATE ON products WHEN NOT (${stockOnly}) BEGIN ${BUMP} END`,
  )
  await run(
    `CREATE TRIGGER products_stock_change AFTER UPDATE ON products WHEN ${stockOnly} BEGIN ${STOCK_CHANGE} END`,
  )
}

async function sqliteTriggers(k: Kysely<unknown>) {
  const run = (text: string) => sql.raw(text).execute(k)
  await sqliteProductTriggers(k)
  for (const event of ['insert', 'update', 'delete'])
    await run(`DROP TRIGGER orders_catalogue_version_${event}`)
  await run(
    `CREATE TRIGGER orders_catalogue_version_insert AFTER INSERT ON orders
     WHEN NEW.payment_status = 'paid' AND ${reviewedBy('NEW')} BEGIN ${BUMP} END`,
  )
  await run(
    `CREATE TRIGGER orders_catalogue_version_delete AFTER DELETE ON orders
     WHEN OLD.payment_status = 'paid' AND ${reviewedBy('OLD')} BEGIN ${BUMP} END`,
  )
  await run(
    `CREATE TRIGGER orders_catalogue_version_update AFTER UPDATE OF payment_status, user_id, email ON orders
     WHEN (OLD.payment_status = 'paid' AND ${reviewedBy('OLD')}) OR (NEW.payment_status = 'paid' AND ${reviewedBy('NEW')})
     BEGIN ${BUMP} END`,
  )
  for (const event of ['insert', 'update', 'delete'])
    await run(`DROP TRIGGER order_items_catalogue_version_${event}`)
  await run(
    `CREATE TRIGGER order_items_catalogue_version_insert AFTER INSERT ON order_items WHEN ${lineReviewed('NEW')} BEGIN ${BUMP} END`,
  )
  await run(
    `CREATE TRIGGER order_items_catalogue_version_delete AFTER DELETE ON order_items WHEN ${lineReviewed('OLD')} BEGIN ${BUMP} END`,
  )
  await run(
    `CREATE TRIGGER order_items_catalogue_version_update AFTER UPDATE ON order_items
     WHEN ${lineReviewed('OLD')} OR ${lineReviewed('NEW')} BEGIN ${BUMP} END`,
  )
}

async function pgTriggers(k: Kysely<unknown>) {
  const run = (text: string) => sql.raw(text).execute(k)
  // Row values compared as JSON without the stock figures: a column added later counts as a change.
  const strip = (row: string) => `(to_jsonb(${row}) - '${STOCK_COLUMNS.join("' - '")}')`
  await run(
    `CREATE FUNCTION products_catalogue_change() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF ${strip('OLD')} = ${strip('NEW')} AND ${IN_STOCK_SAME} THEN
         ${STOCK_CHANGE}
       ELSE
         ${BUMP}
       END IF;
       RETURN NULL;
     END $$`,
  )
  // Inserts, deletes and truncates still raise the version once per statement; updates row by row.
  await run('DROP TRIGGER products_catalogue_version ON products')
  await run(
    `CREATE TRIGGER products_catalogue_version AFTER INSERT OR DELETE OR TRUNCATE ON products
     FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump()`,
  )
  await run(
    `CREATE TRIGGER products_catalogue_version_update AFTER UPDATE ON products
     FOR EACH ROW EXECUTE FUNCTION products_catalogue_change()`,
  )
  await run(
    `CREATE FUNCTION catalogue_version_bump_reviewed_order() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF (TG_OP <> 'INSERT' AND OLD.payment_status = 'paid' AND ${reviewedBy('OLD')})
          OR (TG_OP <> 'DELETE' AND NEW.payment_status = 'paid' AND ${reviewedBy('NEW')}) THEN
         ${BUMP}
       END IF;
       RETURN NULL;
     END $$`,
  )
  await run('DROP TRIGGER orders_catalogue_version ON orders')
  await run('DROP TRIGGER orders_catalogue_version_insert ON orders')
  await run('DROP TRIGGER orders_catalogue_version_delete ON orders')
  await run(
    `CREATE TRIGGER orders_catalogue_version AFTER UPDATE OF payment_status, user_id, email ON orders
     FOR EACH ROW WHEN ((OLD.payment_status = 'paid' OR NEW.payment_status = 'paid'))
     EXECUTE FUNCTION catalogue_version_bump_reviewed_order()`,
  )
  await run(
    `CREATE TRIGGER orders_catalogue_version_insert AFTER INSERT ON orders
     FOR EACH ROW WHEN (NEW.payment_status = 'paid') EXECUTE FUNCTION catalogue_version_bump_reviewed_order()`,
  )
  await run(
    `CREATE TRIGGER orders_catalogue_version_delete AFTER DELETE ON orders
     FOR EACH ROW WHEN (OLD.payment_status = 'paid') EXECUTE FUNCTION catalogue_version_bump_reviewed_order()`,
  )
  await run(
    `CREATE OR REPLACE FUNCTION catalogue_version_bump_paid_item() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF (TG_OP <> 'INSERT' AND ${lineReviewed('OLD')}) OR (TG_OP <> 'DELETE' AND ${lineReviewed('NEW')}) THEN
         ${BUMP}
       END IF;
       RETURN NULL;
     END $$`,
  )
}
