import {
  NEWSLETTER_ALREADY_SUBSCRIBED_MESSAGE,
  NEWSLETTER_SUBSCRIBED_MESSAGE,
  type NewsletterSignupResponse,
} from '@shop/shared/schemas/newsletter'
import type { Db } from '../../db/connect'
import { nowIso } from '../../lib/clock'
import { recordConsent } from '../privacy/consents.service'
import * as repo from './newsletter.repository'

/** Stores a newsletter address once, compared case-insensitively (stored lower-cased). */
export async function subscribeToNewsletter(db: Db, email: string): Promise<NewsletterSignupResponse> {
  const normalised = email.trim().toLowerCase()
  const added = await db.kysely.transaction().execute(async (trx) => {
    const isNew = await repo.insertSignupIfNew(trx, normalised, nowIso())
    // Each sign-up is a consent given under the notice shown beside the field, even a repeated one.
    await recordConsent(trx, {
      email: normalised,
      purpose: 'newsletter',
      given: true,
      source: 'newsletter_form',
    })
    return isNew
  })
  return added
    ? { message: NEWSLETTER_SUBSCRIBED_MESSAGE, subscribed: true, already_subscribed: false }
    : { message: NEWSLETTER_ALREADY_SUBSCRIBED_MESSAGE, subscribed: true, already_subscribed: true }
}
