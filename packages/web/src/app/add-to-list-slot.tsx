import { useLocation, useNavigate } from 'react-router'
import { loginPath, paths } from '../config/paths'
import { selectIsLoggedIn } from '../features/auth/auth.slice'
import { AddToList } from '../features/lists/components/add-to-list'
import { useAppSelector } from '../store/hooks'

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
  items: { product_id: number; qty: number }[]
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
    <AddToList
      items={items}
      what={what}
      listsPath={paths.lists}
      buttonClassName={onCard ? CARD_BUTTON : undefined}
    />
  )
}
