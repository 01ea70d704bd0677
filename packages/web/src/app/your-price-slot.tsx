import type { Pack } from '@shop/shared/packs'
import { lazy, Suspense } from 'react'
import { selectIsLoggedIn } from '../features/auth/auth.slice'
import { useAppSelector } from '../store/hooks'

/**
 * A signed-in shopper's only, so its code (the private prices call among it) loads once one is
 * signed in, never in a guest's first load; the server renders every page as a guest sees it.
 */
const YourPrice = lazy(async () => ({
  default: (await import('../features/business-account/components/your-price')).YourPrice,
}))

/** 'Your price' of a business account's member beside a product's price; nothing for guests. */
export function YourPriceSlot(props: { productId: number; packCode: string | null; packs?: Pack[] }) {
  const signedIn = useAppSelector(selectIsLoggedIn)
  if (!signedIn) return null
  return (
    <Suspense fallback={null}>
      <YourPrice {...props} />
    </Suspense>
  )
}
