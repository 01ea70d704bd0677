/*
 * The reviews' answers and the name of their hidden field, apart from the review schemas: the
 * product page's form shows and sends them without loading zod (it checks with the schemas only
 * when the shopper submits).
 */

/** The hidden field bots fill in and people never see; a filled one is accepted and dropped. */
export const REVIEW_HONEYPOT_FIELD = 'website'

/** The reviews' answers, word for word (docs/requirements/messages.md). */
export const REVIEW_MESSAGES = {
  added: 'Product review added successfully.',
  submitted: 'Review submitted successfully',
  updated: 'Review updated successfully',
  duplicate: 'You have already reviewed this product. You can edit your review from My Review & Ratings.',
  notFound: 'Review not found.',
  tooManyForProduct: 'This product has received many reviews just now. Please try again later.',
  tooManyFromGuest: 'Many reviews have been sent from here just now. Please try again later.',
  emailHasAccount: 'This e-mail belongs to an account: please log in to review with it.',
  held: 'Thank you: your review will be shown once the shop has checked it.',
  productNotFound: 'Product not found.',
} as const
