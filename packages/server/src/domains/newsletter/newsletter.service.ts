import {
  NEWSLETTER_ALREADY_SUBSCRIBED_MESSAGE,
  NEWSLETTER_SUBSCRIBED_MESSAGE,
  type NewsletterSignupResponse,
} from '@shop/shared/schemas/newsletter'
import type { Db } from '../../db/connect'
import { nowIso } from '../../lib/clock'
import * as repo from './newsletter.repository'

/** Stores a newsletter address once, compared case-insensitively (stored lower-cased). */
export async function subscribeToNewsletter(db: Db, email: string): Promise<NewsletterSignupResponse> {
  const normalised = email.trim().toLowerCase()
  const added = await repo.insertSignupIfNew(db.kysely, normalised, nowIso())
  return added
    ? { message: NEWSLETTER_SUBSCRIBED_MESSAGE, subscribed: true, already_subscribed: false }
    : { message: NEWSLETTER_ALREADY_SUBSCRIBED_MESSAGE, subscribed: true, already_subscribed: true }
}
