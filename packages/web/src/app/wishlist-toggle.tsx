import { SHORT_TOAST_AUTO_CLOSE_MS } from '@shop/shared/constants'
import { useCallback, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { toast } from '../lib/toast'
import { loginPath } from '../config/paths'
import { selectCurrentUser, selectIsLoggedIn } from '../features/auth/auth.slice'
import { WISHLIST_MESSAGES } from '../features/wishlist/wishlist-messages'
import {
  useAddToWishlistMutation,
  useGetWishlistQuery,
  useRemoveFromWishlistMutation,
} from '../features/wishlist/wishlist.api'
import { useAppSelector } from '../store/hooks'

/** The signed-in shopper's stored wish list; nothing is asked for a guest. */
export function useWishlistEntries() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn)
  return useGetWishlistQuery(undefined, { skip: !isLoggedIn })
}

/**
 * The hearts and the product page's toggle: on the list or not, from the stored list; a press adds
 * or deletes and the list is fetched again. A guest is sent to log in and brought back here.
 */
export function useWishlistToggle() {
  const user = useAppSelector(selectCurrentUser)
  const isLoggedIn = useAppSelector(selectIsLoggedIn)
  const { data: entries, isFetching } = useWishlistEntries()
  const [add] = useAddToWishlistMutation()
  const [remove] = useRemoveFromWishlistMutation()
  const [changing, setChanging] = useState<ReadonlySet<number>>(new Set())
  const navigate = useNavigate()
  const location = useLocation()
  const here = `${location.pathname}${location.search}`

  const entryFor = useCallback(
    (productId: number) => entries?.find((e) => e.product_id === productId),
    [entries],
  )

  const toggle = useCallback(
    async (productId: number) => {
      if (!isLoggedIn || !user) {
        void navigate(loginPath(here))
        return
      }
      // While the list is being fetched again, what it says about this product may be old.
      if (changing.has(productId) || isFetching) return
      setChanging((s) => new Set(s).add(productId))
      const entry = entryFor(productId)
      try {
        if (entry) {
          await remove(entry.id).unwrap()
          toast.success(WISHLIST_MESSAGES.deleted, { autoClose: SHORT_TOAST_AUTO_CLOSE_MS })
        } else {
          await add({ userId: user.id, productId }).unwrap()
          toast.success(WISHLIST_MESSAGES.added, { autoClose: SHORT_TOAST_AUTO_CLOSE_MS })
        }
      } catch {
        toast.error(entry ? WISHLIST_MESSAGES.deleteFailed : WISHLIST_MESSAGES.addFailed)
      } finally {
        setChanging((s) => {
          const next = new Set(s)
          next.delete(productId)
          return next
        })
      }
    },
    [isLoggedIn, user, navigate, here, changing, isFetching, entryFor, add, remove],
  )

  const isOnList = useCallback((productId: number) => Boolean(entryFor(productId)), [entryFor])
  const isBusy = useCallback(
    (productId: number) => changing.has(productId) || (isLoggedIn && isFetching),
    [changing, isFetching, isLoggedIn],
  )
  return { isOnList, isBusy, toggle }
}
