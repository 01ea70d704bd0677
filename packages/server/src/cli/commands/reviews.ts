import { formatDateTime } from '@shop/shared/format'
import { REVIEW_STATUSES, type ReviewStatus } from '@shop/shared/schemas/reviews'
import { listReviewsForStaff, setReviewStatus } from '../../domains/reviews/reviews.service'
import { need, oneLine, parse, UsageError, wholeNumber, type ShopCommand } from '../command-arguments'

/** `reviews [--status S] [--limit N]`: the newest reviews, one a line. */
export const listReviews: ShopCommand = async ({ ctx, args, print }) => {
  const { values } = parse(args, { status: { type: 'string' }, limit: { type: 'string' } })
  const status = values.status as string | undefined
  if (status !== undefined && !REVIEW_STATUSES.includes(status as ReviewStatus)) {
    throw new UsageError(`--status must be one of ${REVIEW_STATUSES.join(', ')}`)
  }
  const rows = await listReviewsForStaff(ctx.db, {
    status: status as ReviewStatus | undefined,
    limit: wholeNumber(values.limit as string | undefined, '--limit'),
  })
  if (rows.length === 0) print('No reviews.')
  for (const r of rows) {
    const headline = r.headline ? ` "${oneLine(r.headline)}"` : ''
    print(
      `${r.id}\t${formatDateTime(r.created_at, ctx.config.shop.timeZone)}\t${r.status}\t${r.star}/5\t${r.product_name}\t${r.name} <${r.email}>${r.verified_buyer ? ' (verified buyer)' : ''}${headline}\t${oneLine(r.review).slice(0, 80)}`,
    )
  }
}

/** `review <id> hide|publish`: a review taken off its product page or put back. */
export const moderateReview: ShopCommand = async ({ ctx, args, print }) => {
  const { positionals } = parse(args)
  const id = wholeNumber(need(positionals[0], '<id>'), '<id>')!
  const action = need(positionals[1], 'hide or publish')
  if (action !== 'hide' && action !== 'publish')
    throw new UsageError(`Unknown review action '${action}': use hide or publish`)
  const review = await setReviewStatus(ctx.db, id, action === 'hide' ? 'hidden' : 'published')
  print(`Review ${review.id} of ${review.product_name} is now ${review.status}.`)
}
