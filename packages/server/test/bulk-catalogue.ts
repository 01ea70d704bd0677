import { sql } from 'kysely'
import type { Db } from '../src/db/connect'

/**
 * Adds `count` plain products (skus BULK-1..count, each with one lot of stock) in a few SQL
 * statements: a recursive CTE on SQLite, generate_series on PostgreSQL. A 100,000-product catalogue
 * for tests in seconds, without the demo seed's pictures and texts.
 */
export async function insertBulkProducts(
  db: Db,
  count: number,
  refs: { categoryId: number; brandId: number },
): Promise<void> {
  const now = new Date().toISOString()
  const numbers =
    db.dialect === 'postgres'
      ? sql`SELECT g AS n FROM generate_series(1, ${count}::int) AS g`
      : sql`WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < ${count}) SELECT n FROM seq`
  const text = (expr: string) => (db.dialect === 'postgres' ? sql.raw(`(${expr})::text`) : sql.raw(expr))
  await sql`
    INSERT INTO products (sku, product_name, product_code, slug, category_id, brand_id, selling_price_cents,
      discounted_price_cents, price_cents, discount_type, discount_value, quantity, quantity_used, unit, weight,
      thumbnail, thumbnail_name, thumbnail_compress, product_desc, other_desc, expiry_date, is_deal,
      created_at, updated_at)
    SELECT 'BULK-' || ${text('n')}, 'Bulk gauze swab ' || ${text('n')}, 'BG-' || ${text('n')},
      'bulk-gauze-swab-' || ${text('n')}, ${refs.categoryId}, ${refs.brandId}, 100 + n % 5000, NULL,
      100 + n % 5000, NULL, 0, 100, 0, 'box', '100 g', '', '', '{"image_urls":{}}',
      '<p>Sterile gauze swabs, ten to a pack.</p>', '', '2030-01-31', 0, ${now}, ${now}
    FROM (${numbers}) AS numbers`.execute(db.kysely)
  await sql`
    INSERT INTO stock_lots (product_id, lot_number, expiry_date, quantity_received, quantity, status, received_at)
    SELECT id, 'LOT-' || sku, '2030-01-31', 100, 100, 'available', ${now} FROM products WHERE sku LIKE 'BULK-%'`.execute(
    db.kysely,
  )
}
