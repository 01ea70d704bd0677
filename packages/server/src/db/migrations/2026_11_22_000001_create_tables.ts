import {
  sql,
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
  type Migration,
} from 'kysely'
import type { Db } from '../connect'

/** Every table of the shop's entities, so later features only add behaviour. */
export function migration(db: Db): Migration {
  const pg = db.dialect === 'postgres'
  const table = (k: Kysely<unknown>, name: string) =>
    k.schema
      .createTable(name)
      .addColumn('id', pg ? 'serial' : 'integer', (c) =>
        pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
  const ref =
    (target: string, onDelete: 'cascade' | 'restrict' | 'set null' = 'cascade') =>
    (c: ColumnDefinitionBuilder) =>
      c.references(`${target}.id`).onDelete(onDelete)
  const notNullRef =
    (target: string, onDelete: 'cascade' | 'restrict' = 'cascade') =>
    (c: ColumnDefinitionBuilder) =>
      c.notNull().references(`${target}.id`).onDelete(onDelete)
  const text = (t: CreateTableBuilder<string, 'id'>, ...cols: string[]) =>
    cols.reduce((acc, col) => acc.addColumn(col, 'text'), t)
  const requiredText = (t: CreateTableBuilder<string, 'id'>, ...cols: string[]) =>
    cols.reduce((acc, col) => acc.addColumn(col, 'text', (c) => c.notNull()), t)
  const int0 = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0)

  return {
    async up(k) {
      await requiredText(
        text(requiredText(table(k, 'users'), 'first_name'), 'middle_name'),
        'last_name',
        'email',
        'phone',
      )
        .$call((t) =>
          text(
            t,
            'work_phone',
            'home_phone',
            'gender',
            'dob',
            'address',
            'street',
            'flat_apartment',
            'city',
            'state',
            'zipcode',
            'country',
            'thumbnail',
          ),
        )
        .$call((t) => requiredText(t, 'password_hash', 'created_at', 'updated_at'))
        .execute()
      await k.schema.createIndex('users_email_unique').on('users').column('email').unique().execute()
      await k.schema.createIndex('users_phone_unique').on('users').column('phone').unique().execute()

      await table(k, 'auth_tokens')
        .addColumn('user_id', 'integer', notNullRef('users'))
        .$call((t) => requiredText(t, 'token_hash', 'created_at', 'expires_at', 'last_used_at'))
        .execute()
      await k.schema
        .createIndex('auth_tokens_hash_unique')
        .on('auth_tokens')
        .column('token_hash')
        .unique()
        .execute()
      await k.schema.createIndex('auth_tokens_user').on('auth_tokens').column('user_id').execute()

      await table(k, 'password_resets')
        .addColumn('user_id', 'integer', notNullRef('users'))
        .$call((t) => requiredText(t, 'code_hash', 'expires_at'))
        .addColumn('attempts', 'integer', int0)
        .$call((t) => text(t, 'reset_token_hash', 'reset_token_expires_at', 'used_at'))
        .$call((t) => requiredText(t, 'created_at'))
        .execute()
      await k.schema.createIndex('password_resets_user').on('password_resets').column('user_id').execute()

      await table(k, 'addresses')
        .addColumn('user_id', 'integer', notNullRef('users'))
        .$call((t) => requiredText(t, 'first_name'))
        .$call((t) =>
          text(t, 'middle_name', 'last_name', 'phone', 'email', 'flat_apartment', 'address', 'street'),
        )
        .$call((t) => requiredText(t, 'city'))
        .$call((t) => text(t, 'state'))
        .$call((t) => requiredText(t, 'zipcode', 'country'))
        .addColumn('default_address', 'integer', int0)
        .$call((t) => requiredText(t, 'created_at', 'updated_at'))
        .execute()
      await k.schema
        .createIndex('addresses_user')
        .on('addresses')
        .columns(['user_id', 'default_address'])
        .execute()

      await requiredText(table(k, 'categories'), 'name', 'slug')
        .addColumn('position', 'integer', int0)
        .execute()
      await k.schema.createIndex('categories_slug_unique').on('categories').column('slug').unique().execute()

      await requiredText(table(k, 'brands'), 'name', 'slug', 'group_name').execute()
      await k.schema.createIndex('brands_slug_unique').on('brands').column('slug').unique().execute()
      await k.schema.createIndex('brands_group').on('brands').columns(['group_name', 'name']).execute()

      await requiredText(table(k, 'products'), 'sku', 'product_name', 'product_code', 'slug')
        .addColumn('category_id', 'integer', notNullRef('categories', 'restrict'))
        .addColumn('brand_id', 'integer', notNullRef('brands', 'restrict'))
        .addColumn('selling_price_cents', 'integer', (c) => c.notNull())
        .addColumn('discounted_price_cents', 'integer')
        .addColumn('price_cents', 'integer', (c) => c.notNull())
        .addColumn('discount_type', 'text')
        .addColumn('discount_value', 'integer', int0)
        .addColumn('quantity', 'integer', int0)
        .addColumn('quantity_used', 'integer', int0)
        .$call((t) =>
          requiredText(
            t,
            'unit',
            'weight',
            'thumbnail',
            'thumbnail_name',
            'thumbnail_compress',
            'product_desc',
            'other_desc',
          ),
        )
        .addColumn('expiry_date', 'text')
        .addColumn('is_deal', 'integer', int0)
        .$call((t) => requiredText(t, 'created_at', 'updated_at'))
        // Stock is never negative for normal orders (docs/decisions/0003-stock-is-taken-with-the-order.md): the database holds the line too.
        .addCheckConstraint('products_stock_not_negative', sql`quantity_used >= 0`)
        .execute()
      await k.schema.createIndex('products_slug_unique').on('products').column('slug').unique().execute()
      await k.schema.createIndex('products_sku_unique').on('products').column('sku').unique().execute()
      // One index per listing filter + sort order (docs/architecture.md §8).
      await k.schema.createIndex('products_price').on('products').columns(['price_cents', 'id']).execute()
      await k.schema
        .createIndex('products_category_price')
        .on('products')
        .columns(['category_id', 'price_cents', 'id'])
        .execute()
      await k.schema
        .createIndex('products_brand_price')
        .on('products')
        .columns(['brand_id', 'price_cents', 'id'])
        .execute()
      await k.schema
        .createIndex('products_deal_price')
        .on('products')
        .columns(['is_deal', 'price_cents', 'id'])
        .execute()

      if (pg) {
        try {
          await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`.execute(k)
        } catch (error) {
          // Parallel test schemas may race to create it; it exists either way.
          if (!/already exists|duplicate key/.test(String(error))) throw error
        }
        await sql`CREATE INDEX products_name_trgm ON products USING gin (lower(product_name) public.gin_trgm_ops)`.execute(
          k,
        )
      } else {
        await sql`CREATE VIRTUAL TABLE products_fts USING fts5(product_name, content='products', content_rowid='id', tokenize='trigram')`.execute(
          k,
        )
        await sql`CREATE TRIGGER products_fts_insert AFTER INSERT ON products BEGIN
          INSERT INTO products_fts(rowid, product_name) VALUES (new.id, new.product_name); END`.execute(k)
        await sql`CREATE TRIGGER products_fts_delete AFTER DELETE ON products BEGIN
          INSERT INTO products_fts(products_fts, rowid, product_name) VALUES ('delete', old.id, old.product_name); END`.execute(
          k,
        )
        await sql`CREATE TRIGGER products_fts_update AFTER UPDATE OF product_name ON products BEGIN
          INSERT INTO products_fts(products_fts, rowid, product_name) VALUES ('delete', old.id, old.product_name);
          INSERT INTO products_fts(rowid, product_name) VALUES (new.id, new.product_name); END`.execute(k)
        await sql`CREATE INDEX products_name_nocase ON products(product_name COLLATE NOCASE)`.execute(k)
      }

      await table(k, 'product_images')
        .addColumn('product_id', 'integer', notNullRef('products'))
        .$call((t) => requiredText(t, 'url', 'image_name', 'name', 'compress_image'))
        .addColumn('position', 'integer', int0)
        .execute()
      await k.schema
        .createIndex('product_images_product')
        .on('product_images')
        .columns(['product_id', 'position'])
        .execute()

      await table(k, 'product_subscriptions')
        .addColumn('product_id', 'integer', notNullRef('products'))
        .addColumn('months', 'integer', (c) => c.notNull())
        .addColumn('discount', 'integer', (c) => c.notNull())
        .execute()
      await k.schema
        .createIndex('product_subscriptions_product')
        .on('product_subscriptions')
        .columns(['product_id', 'months'])
        .unique()
        .execute()

      await requiredText(table(k, 'promos'), 'title', 'brief', 'url', 'link_text')
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .execute()

      await table(k, 'reviews')
        .addColumn('product_id', 'integer', notNullRef('products'))
        .addColumn('user_id', 'integer', ref('users', 'set null'))
        .$call((t) => requiredText(t, 'name', 'email'))
        .addColumn('star', 'integer', (c) => c.notNull())
        .$call((t) => requiredText(t, 'headline', 'review', 'created_at', 'updated_at'))
        .execute()
      await k.schema
        .createIndex('reviews_product')
        .on('reviews')
        .columns(['product_id', 'created_at'])
        .execute()
      await k.schema.createIndex('reviews_user').on('reviews').column('user_id').execute()

      await table(k, 'wishlists')
        .addColumn('user_id', 'integer', notNullRef('users'))
        .addColumn('product_id', 'integer', notNullRef('products'))
        .$call((t) => requiredText(t, 'created_at'))
        .execute()
      await k.schema
        .createIndex('wishlists_user_product')
        .on('wishlists')
        .columns(['user_id', 'product_id'])
        .unique()
        .execute()

      await requiredText(table(k, 'coupons'), 'code', 'discount_type')
        .addColumn('discount_value', 'integer', (c) => c.notNull())
        .addColumn('min_amount_cents', 'integer', int0)
        .$call((t) => text(t, 'starts_at', 'ends_at'))
        .addColumn('max_uses', 'integer')
        .addColumn('max_uses_per_customer', 'integer')
        .addColumn('used_count', 'integer', int0)
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .$call((t) => requiredText(t, 'created_at'))
        .execute()
      await k.schema.createIndex('coupons_code_unique').on('coupons').column('code').unique().execute()

      await requiredText(table(k, 'shipping_rates'), 'country')
        .addColumn('rate_cents', 'integer', (c) => c.notNull())
        .addColumn('free_over_cents', 'integer')
        .execute()
      await k.schema
        .createIndex('shipping_rates_country')
        .on('shipping_rates')
        .column('country')
        .unique()
        .execute()

      await requiredText(table(k, 'tax_rates'), 'country')
        .addColumn('rate_bp', 'integer', (c) => c.notNull())
        .execute()
      await k.schema.createIndex('tax_rates_country').on('tax_rates').column('country').unique().execute()

      await requiredText(table(k, 'orders'), 'order_no')
        .addColumn('user_id', 'integer', notNullRef('users', 'restrict'))
        .$call((t) => requiredText(t, 'email', 'order_status', 'payment_status', 'payment_method'))
        .$call((t) => text(t, 'card_brand', 'card_last4', 'transaction_id'))
        .addColumn('back_order', 'integer', int0)
        .addColumn('sub_total_cents', 'integer', (c) => c.notNull())
        .addColumn('coupon_code', 'text')
        .addColumn('coupon_discount_cents', 'integer', int0)
        .addColumn('shipping_charge_cents', 'integer', int0)
        .addColumn('tax_cents', 'integer', int0)
        .addColumn('grand_total_cents', 'integer', (c) => c.notNull())
        .$call((t) => text(t, 'shipping_address', 'billing_address'))
        .addColumn('pickup_order', 'integer', int0)
        .$call((t) => text(t, 'pickup_address', 'invoice_pdf', 'idempotency_key'))
        .$call((t) => requiredText(t, 'created_at', 'updated_at'))
        .addColumn('paid_at', 'text')
        .execute()
      await k.schema.createIndex('orders_no_unique').on('orders').column('order_no').unique().execute()
      await k.schema
        .createIndex('orders_user_created')
        .on('orders')
        .columns(['user_id', 'created_at'])
        .execute()
      await k.schema
        .createIndex('orders_user_idempotency')
        .on('orders')
        .columns(['user_id', 'idempotency_key'])
        .unique()
        .execute()
      await k.schema
        .createIndex('orders_payment_status')
        .on('orders')
        .columns(['payment_status', 'created_at'])
        .execute()

      await table(k, 'coupon_redemptions')
        .addColumn('coupon_id', 'integer', notNullRef('coupons'))
        .addColumn('user_id', 'integer', notNullRef('users'))
        .addColumn('order_id', 'integer', notNullRef('orders'))
        .$call((t) => requiredText(t, 'created_at'))
        .execute()
      await k.schema
        .createIndex('coupon_redemptions_coupon_user')
        .on('coupon_redemptions')
        .columns(['coupon_id', 'user_id'])
        .execute()

      await table(k, 'order_items')
        .addColumn('order_id', 'integer', notNullRef('orders'))
        .addColumn('product_id', 'integer', notNullRef('products', 'restrict'))
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
        .addColumn('line_total_cents', 'integer', (c) => c.notNull())
        .$call((t) => requiredText(t, 'product_name', 'sku'))
        .addColumn('subscription_months', 'integer')
        .addColumn('subscription_discount', 'integer')
        .execute()
      await k.schema.createIndex('order_items_order').on('order_items').column('order_id').execute()

      await table(k, 'order_tracking')
        .addColumn('order_id', 'integer', notNullRef('orders'))
        .$call((t) => requiredText(t, 'verify_code', 'status', 'notes', 'created_at'))
        .execute()
      await k.schema
        .createIndex('order_tracking_order')
        .on('order_tracking')
        .columns(['order_id', 'created_at'])
        .execute()

      await requiredText(table(k, 'subscriptions'), 'subscription_no')
        .addColumn('user_id', 'integer', notNullRef('users'))
        .addColumn('order_id', 'integer', notNullRef('orders'))
        .$call((t) => requiredText(t, 'items'))
        .addColumn('month', 'integer', (c) => c.notNull())
        .$call((t) => requiredText(t, 'next_date'))
        .addColumn('grand_total_cents', 'integer', (c) => c.notNull())
        .$call((t) => requiredText(t, 'status'))
        .$call((t) => text(t, 'cancelled_at'))
        .$call((t) => requiredText(t, 'created_at'))
        .execute()
      await k.schema
        .createIndex('subscriptions_no_unique')
        .on('subscriptions')
        .column('subscription_no')
        .unique()
        .execute()
      await k.schema
        .createIndex('subscriptions_user_status')
        .on('subscriptions')
        .columns(['user_id', 'status'])
        .execute()

      await requiredText(table(k, 'contact_messages'), 'name', 'email', 'phone')
        .$call((t) => text(t, 'message'))
        .$call((t) => requiredText(t, 'created_at'))
        .execute()

      await requiredText(table(k, 'newsletter_signups'), 'email', 'created_at').execute()
      await k.schema
        .createIndex('newsletter_email_unique')
        .on('newsletter_signups')
        .column('email')
        .unique()
        .execute()

      await requiredText(table(k, 'mail_outbox'), 'to_address', 'subject', 'text_body')
        .$call((t) => text(t, 'html_body'))
        .$call((t) => requiredText(t, 'created_at'))
        .$call((t) => text(t, 'sent_at'))
        .execute()
    },
    async down() {
      throw new Error('The first migration is not reversible; drop the database instead.')
    },
  }
}
