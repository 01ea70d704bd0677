import { useGetUserQuery } from '../features/account/account.api'
import { selectCurrentUser } from '../features/auth/auth.slice'
import { ProductReviewForm } from '../features/reviews/components/product-review-form'
import { useAppSelector } from '../store/hooks'

/**
 * The product page's review form with a signed-in shopper's name and e-mail filled in. Loaded
 * apart from the page (react-hook-form is not in its first load; zod loads with the first
 * submission, react-bootstrap's dialog with the dialog: review-dialog-slot.tsx):
 * app/product-review-actions.tsx.
 */
export function useReviewer(productId: number) {
  const user = useAppSelector(selectCurrentUser)
  // The session holds only the id and first name; the name and e-mail come from the profile.
  const { data: profile } = useGetUserQuery(undefined, { skip: !user })
  return { productId, defaultName: profile?.fullName ?? '', defaultEmail: profile?.email ?? '' }
}

export function ReviewFormSlot({ productId }: { productId: number }) {
  return <ProductReviewForm {...useReviewer(productId)} />
}
