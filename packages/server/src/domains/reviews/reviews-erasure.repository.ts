import type { DbHandle } from '../../db/connect'
import { ERASED_TEXT, mentions, redacted } from '../../db/redact'

/**
 * The person's reviews stay (the product's rating counts them) under no name; their text loses the
 * person's name, address or number if it held them. Answers the count.
 */
export async function anonymiseReviews(db: DbHandle, userId: number, email: string, values: string[]) {
  const text = {
    headline: redacted('headline', values),
    review: redacted('review', values),
    reply: redacted('reply', values),
  }
  const result = await db
    .updateTable('reviews')
    .set({ name: ERASED_TEXT, email: ERASED_TEXT, ...text })
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('email', '=', email)]))
    .executeTakeFirst()
  // Another reviewer's text that names the person keeps its reviewer.
  await db
    .updateTable('reviews')
    .set(text)
    .where(mentions(['headline', 'review', 'reply'], values))
    .execute()
  return Number(result.numUpdatedRows)
}
