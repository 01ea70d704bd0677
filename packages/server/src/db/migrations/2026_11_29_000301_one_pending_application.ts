import { sql, type Migration } from 'kysely'
import type { Db } from '../connect'

/**
 * One pending licence application per customer, held by the database (a partial unique index, the
 * same on SQLite and PostgreSQL): parallel applications cannot both be stored. Duplicates stored
 * before it (the race it closes) keep the newest pending; the older ones are closed as rejected
 * with a note, so the index can be made.
 */
export function migration(_db: Db): Migration {
  return {
    async up(k) {
      await sql`
        update professional_applications
        set status = 'rejected',
            staff_note = 'Sent again while under review; the later application is reviewed.'
        where status = 'pending'
          and exists (
            select 1 from professional_applications later
            where later.user_id = professional_applications.user_id
              and later.status = 'pending'
              and later.id > professional_applications.id
          )
      `.execute(k)
      await sql`
        create unique index professional_applications_one_pending
        on professional_applications (user_id) where status = 'pending'
      `.execute(k)
    },
    async down(k) {
      await k.schema.dropIndex('professional_applications_one_pending').execute()
    },
  }
}
