import { lazy, Suspense } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { loginPath, paths } from '../config/paths'
import { selectIsLoggedIn } from '../features/auth/auth.slice'
import { useAppSelector } from '../store/hooks'

/**
 * A signed-in shopper's only, so its code (the lists' API among it) loads once one is signed in,
 * not in a guest's first load; the server renders every page as a guest sees it.
 */
const AddToList = lazy(async () => ({
  default: (await import('../features/lists/components/add-to-list')).AddToList,
}))

/** The quiet look a product card gives 'Add to list', under its cart button. */
const CARD_BUTTON = 'btn btn-link btn-sm w-100 product-card-list'

/**
 * 'Add to list' where a signed-in shopper sees products (product page, order, cart); nothing for guests.
 * On a product card a guest sees it too and is sent to log in and brought back, as the heart does.
 */
export function AddToListSlot({
  items,
  what,
  onCard = false,
}: {
  /** Each product with its pack's code when it is a pack (docs/decisions/0114-pack-sizes.md). */
  items: { product_id: number; pack?: string | null; qty: number }[]
  what: string
  onCard?: boolean
}) {
  const signedIn = useAppSelector(selectIsLoggedIn)
  const navigate = useNavigate()
  const location = useLocation()
  if (items.length === 0) return null
  if (!signedIn) {
    if (!onCard) return null
    return (
      <button
        type="button"
        className={CARD_BUTTON}
        aria-label={`Add to list: ${what}`}
        onClick={() => void navigate(loginPath(`${location.pathname}${location.search}`))}
      >
        Add to list
      </button>
    )
  }
  return (
    <Suspense fallback={null}>
      <AddToList
        items={items}
        what={what}
        listsPath={paths.lists}
        buttonClassName={onCard ? CARD_BUTTON : undefined}
      />
    </Suspense>
  )
}
