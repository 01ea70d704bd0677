/** The review forms' messages, word for word as shoppers know them. */
export const REVIEW_MESSAGES = {
  incomplete: 'Make sure you are providing Stars, Name, Email and Review.',
  failed: 'Error!',
  added: 'Product review added successfully.',
  captchaWrong: 'Entered Captcha is wrong!',
  dashboardSubmitted: 'Review submitted successfully',
  dashboardFailed: 'Failed to submit review',
  dashboardError: 'An error occurred while submitting the review',
  noReviews: 'No reviews available',
} as const
