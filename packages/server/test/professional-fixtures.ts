import type { Db } from '../src/db/connect'
import { nowIso } from '../src/lib/clock'

/** Makes a customer a verified professional until `until` ('YYYY-MM-DD'), optionally suspended. */
export async function setProfessional(db: Db, userId: number, until: string, suspended = false) {
  const values = {
    user_id: userId,
    profession: 'Nurse',
    verified_until: until,
    suspended_at: suspended ? nowIso() : null,
    suspended_reason: suspended ? 'Licence under review' : null,
    updated_at: nowIso(),
  }
  await db.kysely.deleteFrom('professional_accounts').where('user_id', '=', userId).execute()
  await db.kysely.insertInto('professional_accounts').values(values).execute()
}

/** Marks a product professional-only, with a label. */
export async function makeProfessionalOnly(db: Db, productId: number, label = 'Prescription-only medicine') {
  await db.kysely
    .updateTable('products')
    .set({ professional_only: 1, professional_label: label })
    .where('id', '=', productId)
    .execute()
}
