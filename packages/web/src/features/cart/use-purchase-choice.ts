import { lineFromProduct, quantityProblem } from '@shop/shared/cart-lines'
import { priceLine } from '@shop/shared/cart-totals'
import { MAX_ADD_QUANTITY, MIN_ADD_QUANTITY } from '@shop/shared/constants'
import { toCents } from '@shop/shared/money'
import { openingChoice } from '@shop/shared/packs'
import { currentPrice, isPreOrder, productPriceCents } from '@shop/shared/pricing'
import type { ProductDetail, SubscriptionOption } from '@shop/shared/schemas/catalogue'
import { useState } from 'react'
import { useAppDispatch, useAppSelector } from '../../store/hooks'
import { selectLinesOf, selectOneTimeLine } from './cart.selectors'
import { cartSlices } from './cart.slice'
import { useAddToCart } from './use-add-to-cart'

export type PurchaseMode = 'once' | 'subscribe'

export const SUBSCRIPTION_REQUIRED = 'Please select a subscription month.'

/**
 * What the shopper has chosen in the product page's purchase box (one-time or Subscribe & Save, the
 * interval, the quantity) and the actions on it. One choice per page: the purchase box and the
 * phone's sticky buy bar show and add the same thing.
 */
export function usePurchaseChoice(product: ProductDetail) {
  const dispatch = useAppDispatch()
  const addToCart = useAddToCart()
  const preOrder = isPreOrder(product)
  const [mode, setMode] = useState<PurchaseMode>('once')
  const [quantities, setQuantities] = useState<Record<PurchaseMode, number>>({ once: 1, subscribe: 1 })
  const [months, setMonths] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  // The single piece first, as on a product without packs; a product named after a pack opens on it.
  const packs = product.packs ?? []
  const opening = openingChoice(product, currentPrice(product))
  const [packCode, setPackCode] = useState<string | null>(opening.pack?.code ?? null)
  const pack = packs.find((p) => p.code === packCode)
  const inCart = useAppSelector((state) => selectOneTimeLine(state, product.id, pack?.code ?? null))
  const targetLines = useAppSelector((state) => selectLinesOf(state, preOrder ? 'backorderCart' : 'cart'))

  // Packs are bought once (docs/decisions/0114-pack-sizes.md): Subscribe & Save is for single pieces.
  const activeMode: PurchaseMode = pack ? 'once' : mode
  const qty = quantities[activeMode]
  const chosen: SubscriptionOption | undefined =
    activeMode === 'subscribe' ? product.subscriptions.find((o) => o.months === months) : undefined
  /** One single piece's one-time price (its own discount included). */
  const piecePriceCents = priceLine(productPriceCents(product)).priceCents
  const oneTimeCents = pack ? toCents(pack.price) : piecePriceCents
  /** The price of one unit as chosen: the Subscribe & Save price once an interval is chosen. */
  const unitCents = chosen
    ? priceLine({ ...productPriceCents(product), subscriptionPercent: chosen.discount }).priceCents
    : oneTimeCents

  const linePack = pack
    ? { code: pack.code, label: pack.label, units_per_pack: pack.units_per_pack }
    : undefined
  const stockProblem = (wanted: number) =>
    preOrder
      ? null
      : quantityProblem(
          targetLines,
          { id: product.id, avl_qty: product.stock, back_order: 0, pack: linePack },
          wanted,
        )

  const changeQuantity = (wanted: number) => {
    const next = Math.min(MAX_ADD_QUANTITY, Math.max(MIN_ADD_QUANTITY, wanted))
    // Only the stock left beyond what the cart already holds can be added.
    const problem = next > qty ? stockProblem(next) : null
    setError(problem)
    if (!problem) setQuantities((q) => ({ ...q, [activeMode]: next }))
  }

  /** Adds the choice to its cart; answers false (with the reason in `error`) when it cannot. */
  const add = (): boolean => {
    if (activeMode === 'subscribe' && !chosen) {
      setError(SUBSCRIPTION_REQUIRED)
      return false
    }
    const problem = stockProblem(qty)
    if (problem) {
      setError(problem)
      return false
    }
    setError(null)
    const line = lineFromProduct(product, {
      rowId: '',
      qty,
      backOrder: preOrder ? 1 : 0,
      subscription: chosen ? { chosen, offered: product.subscriptions } : undefined,
      pack,
    })
    addToCart(line)
    return true
  }

  // Once the one-time line is in a cart, the stepper changes that line (docs/requirements/carts-and-checkout.md §1).
  const changeCartQuantity = (wanted: number) => {
    if (!inCart) return
    const cartLines = inCart.kind === 'cart' ? targetLines : []
    const problem = wanted > inCart.line.qty ? quantityProblem(cartLines, inCart.line, wanted) : null
    setError(problem)
    if (!problem)
      dispatch(cartSlices[inCart.kind].actions.quantityUpdated({ rowId: inCart.line.rowId, qty: wanted }))
  }

  const choose = (next: PurchaseMode) => {
    setMode(next)
    setError(null)
  }
  const choosePack = (code: string | null) => {
    setPackCode(code)
    setError(null)
  }
  const chooseMonths = (next: number | null) => {
    setMonths(next)
    setError(null)
  }

  return {
    product,
    preOrder,
    mode: activeMode,
    pack,
    /** False for a product named after a pack: it is bought by the pack. */
    singlePieces: opening.singlePieces,
    choosePack,
    months,
    chosen,
    qty,
    error,
    inCart,
    oneTimeCents,
    piecePriceCents,
    unitCents,
    /** The one-time line is in a cart already: its buttons read View Cart. */
    showViewCart: activeMode === 'once' && inCart !== undefined,
    choose,
    chooseMonths,
    changeQuantity,
    changeCartQuantity,
    add,
  }
}

export type PurchaseChoice = ReturnType<typeof usePurchaseChoice>
