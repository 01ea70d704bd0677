import { paths } from '../config/paths'
import { selectIsLoggedIn } from '../features/auth/auth.slice'
import { AddToList } from '../features/lists/components/add-to-list'
import { useAppSelector } from '../store/hooks'

/** 'Add to list' where a signed-in shopper sees products (product page, order, cart); nothing for guests. */
export function AddToListSlot({
  items,
  what,
}: {
  items: { product_id: number; qty: number }[]
  what: string
}) {
  const signedIn = useAppSelector(selectIsLoggedIn)
  if (!signedIn || items.length === 0) return null
  return <AddToList items={items} what={what} listsPath={paths.lists} />
}
