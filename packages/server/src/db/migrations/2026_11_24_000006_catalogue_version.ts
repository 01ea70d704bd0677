import { sql, type Kysely, type Migration } from 'kysely'
import type { Db } from '../connect'

/**
 * Tables whose every change can change a catalogue answer (listing, product page, suggestions,
 * categories, brands, promo, deals): products (prices, stock, deals, names), their pictures and
 * Subscribe & Save options, categories, brands (and their groups), the promo strip and reviews.
 */
const CATALOGUE_TABLES = [
  'products',
  'product_images',
  'product_subscriptions',
  'categories',
  'brands',
  'promos',
  'reviews',
] as const

/**
 * The catalogue's version, kept by the database itself (docs/decisions/0060-catalogue-answers-cached-by-database-version.md):
 * one row whose number triggers raise in the same transaction as every write to a table a catalogue
 * answer reads, whichever process, command or hand-written SQL made it. Server processes cache
 * catalogue answers under the version they read before building them, and read it again (one
 * single-row lookup) on each request.
 *
 * Orders and their lines count only where a product page shows them: a review's 'verified buyer'
 * mark depends on a paid order of the product by its author.
 *
 * Also order_documents_due, the durable outbox of paid orders whose invoice and confirmation mail
 * are still to be produced (docs/decisions/0061-order-documents-after-the-answer.md): written in
 * the transaction that marks the order paid, removed once both are done.
 */
export function migration(db: Db): Migration {
  const pg = db.dialect === 'postgres'
  return {
    async up(k) {
      await k.schema
        .createTable('catalogue_version')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(1))
        .execute()
      await k
        .insertInto('catalogue_version' as never)
        .values({ id: 1, version: 1 } as never)
        .execute()
      if (pg) await pgTriggers(k)
      else await sqliteTriggers(k)
      // The per-product review revision the catalogue version replaces.
      await k.schema.alterTable('products').dropColumn('review_revision').execute()

      await k.schema
        .createTable('order_documents_due')
        .addColumn('id', pg ? 'serial' : 'integer', (c) =>
          pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('order_id', 'integer', (c) =>
          c.notNull().unique().references('orders.id').onDelete('cascade'),
        )
        .addColumn('due_at', 'text', (c) => c.notNull())
        .addColumn('locked_until', 'text')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_error', 'text')
        .execute()
      await k.schema
        .createIndex('order_documents_due_at')
        .on('order_documents_due')
        .column('due_at')
        .execute()
    },
    async down(k) {
      await k.schema.dropTable('order_documents_due').execute()
      await k.schema
        .alterTable('products')
        .addColumn('review_revision', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
      if (pg) {
        // CASCADE drops the triggers that call them.
        await sql`DROP FUNCTION IF EXISTS catalogue_version_bump() CASCADE`.execute(k)
        await sql`DROP FUNCTION IF EXISTS catalogue_version_bump_paid_item() CASCADE`.execute(k)
      } else {
        for (const name of sqliteTriggerNames()) await sql`DROP TRIGGER IF EXISTS ${sql.raw(name)}`.execute(k)
      }
      await k.schema.dropTable('catalogue_version').execute()
    },
  }
}

const BUMP = 'UPDATE catalogue_version SET version = version + 1 WHERE id = 1;'
const EVENTS = ['INSERT', 'UPDATE', 'DELETE'] as const

function sqliteTriggerNames(): string[] {
  return [
    ...CATALOGUE_TABLES.flatMap((t) => EVENTS.map((e) => `${t}_catalogue_version_${e.toLowerCase()}`)),
    ...EVENTS.map((e) => `orders_catalogue_version_${e.toLowerCase()}`),
    ...EVENTS.map((e) => `order_items_catalogue_version_${e.toLowerCase()}`),
  ]
}

/** SQLite has row triggers only: one per table and event (a bulk write bumps once per row). */
async function sqliteTriggers(k: Kysely<unknown>) {
  const trigger = (name: string, event: string, table: string, when = '') =>
    sql
      .raw(
        `CREATE TRIGGER ${name} AFTER ${event} ON ${table} ${when ? `WHEN ${when}` : ''} BEGIN ${BUMP} END`,
      )
      .execute(k)
  for (const table of CATALOGUE_TABLES) {
    for (const event of EVENTS)
      await trigger(`${table}_catalogue_version_${event.toLowerCase()}`, event, table)
  }
  await trigger('orders_catalogue_version_insert', 'INSERT', 'orders', "NEW.payment_status = 'paid'")
  await trigger('orders_catalogue_version_delete', 'DELETE', 'orders', "OLD.payment_status = 'paid'")
  await trigger(
    'orders_catalogue_version_update',
    'UPDATE OF payment_status, user_id, email',
    'orders',
    "OLD.payment_status = 'paid' OR NEW.payment_status = 'paid'",
  )
  const paid = (row: 'NEW' | 'OLD') =>
    `EXISTS (SELECT 1 FROM orders WHERE id = ${row}.order_id AND payment_status = 'paid')`
  await trigger('order_items_catalogue_version_insert', 'INSERT', 'order_items', paid('NEW'))
  await trigger('order_items_catalogue_version_delete', 'DELETE', 'order_items', paid('OLD'))
  await trigger(
    'order_items_catalogue_version_update',
    'UPDATE',
    'order_items',
    `${paid('OLD')} OR ${paid('NEW')}`,
  )
}

/**
 * PostgreSQL: a statement trigger per catalogue table (a 20,000-row import bumps once), row
 * triggers where only paid orders count. The function names no schema: each test schema (and each
 * shop sharing a database) bumps its own row through its search_path.
 */
async function pgTriggers(k: Kysely<unknown>) {
  await sql
    .raw(
      `CREATE FUNCTION catalogue_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${BUMP} RETURN NULL; END $$`,
    )
    .execute(k)
  await sql
    .raw(
      `CREATE FUNCTION catalogue_version_bump_paid_item() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM orders o WHERE o.payment_status = 'paid'
                   AND o.id IN (CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.order_id END,
                                CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW.order_id END)) THEN
          ${BUMP}
        END IF;
        RETURN NULL;
      END $$`,
    )
    .execute(k)
  for (const table of CATALOGUE_TABLES) {
    await sql
      .raw(
        `CREATE TRIGGER ${table}_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump()`,
      )
      .execute(k)
  }
  await sql
    .raw(
      `CREATE TRIGGER orders_catalogue_version AFTER UPDATE OF payment_status, user_id, email ON orders
      FOR EACH ROW WHEN (OLD.payment_status = 'paid' OR NEW.payment_status = 'paid')
      EXECUTE FUNCTION catalogue_version_bump()`,
    )
    .execute(k)
  await sql
    .raw(
      `CREATE TRIGGER orders_catalogue_version_insert AFTER INSERT ON orders
      FOR EACH ROW WHEN (NEW.payment_status = 'paid') EXECUTE FUNCTION catalogue_version_bump()`,
    )
    .execute(k)
  await sql
    .raw(
      `CREATE TRIGGER orders_catalogue_version_delete AFTER DELETE ON orders
      FOR EACH ROW WHEN (OLD.payment_status = 'paid') EXECUTE FUNCTION catalogue_version_bump()`,
    )
    .execute(k)
  await sql
    .raw(
      `CREATE TRIGGER order_items_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON order_items
      FOR EACH ROW EXECUTE FUNCTION catalogue_version_bump_paid_item()`,
    )
    .execute(k)
}
