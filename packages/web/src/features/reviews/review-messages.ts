import { REVIEW_MESSAGES as SERVER_MESSAGES } from '@shop/shared/review-messages'

/** The review forms' messages, word for word as shoppers know them. */
export const REVIEW_MESSAGES = {
  incomplete: 'Make sure you are providing Stars, Name, Email and Review.',
  failed: 'Error!',
  added: SERVER_MESSAGES.added,
  held: SERVER_MESSAGES.held,
  captchaWrong: 'Entered Captcha is wrong!',
  dashboardSubmitted: SERVER_MESSAGES.submitted,
  dashboardFailed: 'Failed to submit review',
  dashboardError: 'An error occurred while submitting the review',
  noReviews: 'No reviews available',
} as const
