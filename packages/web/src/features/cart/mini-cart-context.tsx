import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react'
import type { AddedToCart } from './added-to-cart'

const ShowMiniCart = createContext<(added: AddedToCart) => void>(() => {})

// The drawer's code loads the first time something is added, not with every page.
const MiniCartDrawer = lazy(() => import('./components/mini-cart-drawer'))

/**
 * Gives every cart button a way to open the mini-cart drawer after adding (the line, the cart's
 * subtotal and 'Proceed To Checkout'), and renders the drawer.
 */
export function MiniCartProvider({ children }: { children: ReactNode }) {
  const [added, setAdded] = useState<AddedToCart | null>(null)
  const [everOpened, setEverOpened] = useState(false)
  const show = useCallback((next: AddedToCart) => {
    setAdded(next)
    setEverOpened(true)
  }, [])
  return (
    <ShowMiniCart.Provider value={show}>
      {children}
      {everOpened ? (
        <Suspense fallback={null}>
          <MiniCartDrawer added={added} onHide={() => setAdded(null)} />
        </Suspense>
      ) : null}
    </ShowMiniCart.Provider>
  )
}

/** Opens the mini-cart drawer on what was just added (does nothing outside a MiniCartProvider). */
export function useShowMiniCart() {
  return useContext(ShowMiniCart)
}
