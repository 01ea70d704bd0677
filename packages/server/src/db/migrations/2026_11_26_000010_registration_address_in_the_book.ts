import { sql, type Migration } from 'kysely'
import type { Db } from '../connect'

/**
 * The address given at registration becomes the customer's first saved address (their default),
 * as registration now does: customers who registered before get theirs added, so the dashboard,
 * the profile, checkout and the back office show one address book. Customers who already keep
 * saved addresses are left as they are.
 */
export function migration(_db: Db): Migration {
  return {
    async up(k) {
      await sql`
        INSERT INTO addresses (user_id, first_name, middle_name, last_name, phone, email,
          flat_apartment, address, street, city, state, zipcode, country, default_address,
          created_at, updated_at)
        SELECT u.id, u.first_name, u.middle_name, u.last_name, u.phone, u.email,
          u.flat_apartment, u.address, u.street, u.city, u.state, u.zipcode, u.country, 1,
          u.created_at, u.updated_at
        FROM users u
        WHERE u.address IS NOT NULL AND u.city IS NOT NULL AND u.zipcode IS NOT NULL
          AND u.country IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM addresses a WHERE a.user_id = u.id)
      `.execute(k)
    },
    // Nothing to undo: the added rows are ordinary saved addresses the customer may have changed.
    async down() {},
  }
}
