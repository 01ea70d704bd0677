import { z } from 'zod'

export const NEWSLETTER_EMAIL_MAX_LENGTH = 254

/** The footer's newsletter field (docs/decisions/0022-newsletter-stores-the-address.md: it stores the address, once per address). */
export const NewsletterSignupSchema = z
  .object({
    email: z
      .string({ error: 'Email is required' })
      .trim()
      .min(1, 'Email is required')
      .max(NEWSLETTER_EMAIL_MAX_LENGTH, `Email must be at most ${NEWSLETTER_EMAIL_MAX_LENGTH} characters`)
      .pipe(z.email('Please enter a valid e-mail address')),
  })
  .strict()
export type NewsletterSignup = z.infer<typeof NewsletterSignupSchema>

/** The answer to POST /api/newsletter: 201 for a new address, 200 when it was already there. */
export interface NewsletterSignupResponse {
  message: string
  subscribed: boolean
  already_subscribed: boolean
}

export const NEWSLETTER_SUBSCRIBED_MESSAGE = 'Thank you for subscribing to our newsletter.'
export const NEWSLETTER_ALREADY_SUBSCRIBED_MESSAGE = 'This e-mail address is already subscribed.'
