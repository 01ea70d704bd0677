import { useEffect } from 'react'
import { toast } from '../../lib/toast'
import { errorMessage } from '../../store/api'
import { useGetProductDetailQuery } from './product-detail.api'

export const LOAD_FAILED = 'The product could not be loaded. Please try again.'

/** The product of the page's slug, whether the slug names none, and the toast a failed load shows. */
export function useProductPage(slug: string) {
  // currentData, not data: after a carousel click the previous product must not stay on screen.
  const { currentData: product, error, refetch } = useGetProductDetailQuery(slug)
  const status = error && 'status' in error ? error.status : undefined
  // The API answers 404 for an unknown slug and 400 for one that cannot be a slug.
  const notFound = status === 404 || status === 400
  useEffect(() => {
    // A failed product load shows the error message as a toast (docs/requirements/messages.md §2).
    if (error && !notFound) toast.error(errorMessage(error, LOAD_FAILED), { toastId: `product-${slug}` })
  }, [error, notFound, slug])
  return { product, error, notFound, refetch }
}
