import { sql, type Kysely, type Migration } from 'kysely'
import type { Db } from '../connect'

/**
 * A paid order raises the catalogue version only when its buyer has reviewed one of its products
 * (the 'verified buyer' mark; 2026_11_26_000001). That check was written as 'reviews of these
 * products by this account, or by this e-mail with no account': SQLite answered the OR from the
 * reviews_user index, reading every guest review (the account is null) and comparing its e-mail.
 * At 232,000 reviews that was over 100 ms of a blocked process on each paid order, and at ten
 * orders a second the shop stopped answering. The check now starts from the order's lines and
 * reads each product's reviews by the product index, choosing account or e-mail per review
 * (a CASE, which no planner splits into index lookups). Same answers, a few reviews read.
 */

const BUMP = 'UPDATE catalogue_version SET version = version + 1 WHERE id = 1;'

/** Whether the buyer of order `o` (a row alias: NEW or OLD) has reviewed a product of it. */
const reviewedBy = (o: string, lines = `order_items oi WHERE oi.order_id = ${o}.id`) =>
  `EXISTS (SELECT 1 FROM ${lines.replace(' WHERE ', ' JOIN reviews rv ON rv.product_id = oi.product_id WHERE ')}
     AND CASE WHEN rv.user_id IS NOT NULL THEN rv.user_id = ${o}.user_id
              ELSE lower(rv.email) = lower(${o}.email) END)`
/** The same for one order line (row alias), through its order. */
const lineReviewed = (line: string) =>
  `EXISTS (SELECT 1 FROM orders lo WHERE lo.id = ${line}.order_id AND lo.payment_status = 'paid'
     AND EXISTS (SELECT 1 FROM reviews rv WHERE rv.product_id = ${line}.product_id
       AND CASE WHEN rv.user_id IS NOT NULL THEN rv.user_id = lo.user_id
                ELSE lower(rv.email) = lower(lo.email) END))`

export function migration(db: Db): Migration {
  const pg = db.dialect === 'postgres'
  return {
    async up(k) {
      if (pg) await pgFunctions(k)
      else await sqliteTriggers(k)
    },
    async down() {
      throw new Error('2026_11_28_000701 cannot be undone: restore a backup taken before it.')
    },
  }
}

async function sqliteTriggers(k: Kysely<unknown>) {
  const run = (text: string) => sql.raw(text).execute(k)
  for (const event of ['insert', 'update', 'delete']) {
    await run(`DROP TRIGGER orders_catalogue_version_${event}`)
    await run(`DROP TRIGGER order_items_catalogue_version_${event}`)
  }
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

async function pgFunctions(k: Kysely<unknown>) {
  const run = (text: string) => sql.raw(text).execute(k)
  await run(
    `CREATE OR REPLACE FUNCTION catalogue_version_bump_reviewed_order() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF (TG_OP <> 'INSERT' AND OLD.payment_status = 'paid' AND ${reviewedBy('OLD')})
          OR (TG_OP <> 'DELETE' AND NEW.payment_status = 'paid' AND ${reviewedBy('NEW')}) THEN
         ${BUMP}
       END IF;
       RETURN NULL;
     END $$`,
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
