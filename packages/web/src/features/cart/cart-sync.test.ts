// @vitest-environment jsdom
import type { CartLine } from '@shop/shared/schemas/cart'
import { cartLine } from '@shop/shared/testing/cart-line'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setupStore } from '../../store/store'
import { itemAddedToCart } from './cart.slice'
import { startCartSync } from './cart-sync'

/** A line as a button adds it: the slice gives it its row id. */
function line(id: number, qty: number): Omit<CartLine, 'rowId'> {
  const { rowId: _, ...rest } = cartLine(id, qty, '')
  return rest
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })

/** A signed-in shopper's store whose browser still holds a guest's carts (owner empty). */
function signedInStore() {
  return setupStore({
    auth: {
      user: { id: 7, first_name: 'Ada' },
      token: 'tok_7',
      isLoggedIn: true,
    } as never,
  })
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('startCartSync', () => {
  it('keeps a line added while the login merge was out, and sends it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
    const saved = cartLine(1, 2, 'saved-1')
    let answerMerge!: () => void
    const puts: { cart: CartLine[] }[] = []
    // The API's base is '/api/': Node's Request wants a whole address.
    vi.stubGlobal(
      'Request',
      class extends Request {
        constructor(input: RequestInfo | URL, init?: RequestInit) {
          super(typeof input === 'string' ? new URL(input, 'http://shop.test').href : input, init)
        }
      },
    )
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        if (request.method === 'POST' && request.url.endsWith('/customer/cart/merge')) {
          await new Promise<void>((resolve) => (answerMerge = resolve))
          return json({ data: { cart: [saved], backorderCart: [], version: 3, notices: [] } })
        }
        if (request.method === 'PUT' && request.url.endsWith('/customer/cart')) {
          const body = (await request.json()) as { cart: CartLine[] }
          puts.push(body)
          return json({ data: { ...body, backorderCart: [], version: 4 } })
        }
        throw new Error(`unexpected ${request.method} ${request.url}`)
      }),
    )
    const store = signedInStore()
    const stop = startCartSync(store)
    await vi.waitFor(() => expect(answerMerge).toBeTypeOf('function'))

    // The tap the app kept before it ran, carried out while the merge travels.
    store.dispatch(itemAddedToCart(line(2, 1)))
    answerMerge()
    await vi.waitFor(() => expect(store.getState().cartSync.version).toBe(3))

    expect(store.getState().cart.items.map((l) => [l.id, l.qty])).toEqual([
      [1, 2],
      [2, 1],
    ])
    // Sent as a change made here, once the shopper's changes have paused.
    await vi.advanceTimersByTimeAsync(1000)
    await vi.waitFor(() => expect(puts).toHaveLength(1))
    expect(puts[0]!.cart.map((l) => [l.id, l.qty])).toEqual([
      [1, 2],
      [2, 1],
    ])
    await vi.waitFor(() => expect(store.getState().cartSync.version).toBe(4))
    stop()
  })
})
