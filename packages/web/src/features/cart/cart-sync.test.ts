// @vitest-environment jsdom
import type { CartLine } from '@shop/shared/schemas/cart'
import { cartLine } from '@shop/shared/testing/cart-line'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setupStore } from '../../store/store'
import { itemAddedToCart } from './cart.slice'
import { mergedText, startCartSync } from './cart-sync'
import type { CartSyncState } from './cart-sync.slice'

/** A line as a button adds it: the slice gives it its row id. */
function line(id: number, qty: number): Omit<CartLine, 'rowId'> {
  const { rowId: _, ...rest } = cartLine(id, qty, '')
  return rest
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })

/** Customer 7's store, the browser's carts held as `cartSync` says. */
function signedInStore(cartSync: CartSyncState, cart: CartLine[] = []) {
  return setupStore({
    auth: { user: { id: 7, first_name: 'Ada' }, token: 'tok_7', isLoggedIn: true } as never,
    cart: { items: cart },
    cartSync,
  })
}

/**
 * The saved-cart API at version `version` holding `saved`; the first call to `held` waits for
 * `answer()`. Every PUT is recorded and raises the version.
 */
function fakeServer(held: 'merge' | 'put', saved: CartLine[], version: number) {
  const server = { puts: [] as CartLine[][], waiting: false, answer: () => {} }
  const hold = () => {
    server.waiting = true
    return new Promise<void>((resolve) => (server.answer = resolve))
  }
  let first = true
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const holdThis = (kind: typeof held) => kind === held && first && !(first = false)
      if (request.method === 'POST' && request.url.endsWith('/customer/cart/merge')) {
        if (holdThis('merge')) await hold()
        return json({ data: { cart: saved, backorderCart: [], version, notices: [] } })
      }
      if (request.method === 'GET' && request.url.endsWith('/customer/cart')) {
        return json({ data: { cart: saved, backorderCart: [], version } })
      }
      if (request.method === 'PUT' && request.url.endsWith('/customer/cart')) {
        const body = (await request.json()) as { cart: CartLine[] }
        server.puts.push(body.cart)
        if (holdThis('put')) await hold()
        return json({ data: { ...body, backorderCart: [], version: ++version } })
      }
      throw new Error(`unexpected ${request.method} ${request.url}`)
    }),
  )
  return server
}

const quantities = (lines: readonly CartLine[] | undefined) => lines?.map((l) => [l.id, l.qty])

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
  // The API's base is '/api/': Node's Request wants a whole address.
  vi.stubGlobal(
    'Request',
    class extends Request {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, 'http://shop.test').href : input, init)
      }
    },
  )
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('startCartSync', () => {
  it('keeps a line added while the login merge was out, and sends it', async () => {
    const server = fakeServer('merge', [cartLine(1, 2, 'saved-1')], 3)
    // The browser still holds a guest's (empty) carts: the first page after the login merges.
    const store = signedInStore({ owner: null, version: 0, mergeNotices: [] })
    const stop = startCartSync(store)
    await vi.waitFor(() => expect(server.waiting).toBe(true))

    // The tap the app kept before it ran, carried out while the merge travels.
    store.dispatch(itemAddedToCart(line(2, 1)))
    server.answer()
    await vi.waitFor(() => expect(store.getState().cartSync.version).toBe(3))
    expect(quantities(store.getState().cart.items)).toEqual([
      [1, 2],
      [2, 1],
    ])

    // Sent as a change made here, once the shopper's changes have paused.
    await vi.advanceTimersByTimeAsync(1000)
    await vi.waitFor(() => expect(server.puts).toHaveLength(1))
    expect(quantities(server.puts[0])).toEqual([
      [1, 2],
      [2, 1],
    ])
    await vi.waitFor(() => expect(store.getState().cartSync.version).toBe(4))
    stop()
  })

  it('sends a line added while the page’s first save was out', async () => {
    const server = fakeServer('put', [], 5)
    // This browser holds the account's carts at the server's version, with a line not yet sent.
    const store = signedInStore({ owner: 7, version: 5, mergeNotices: [] }, [cartLine(1, 1, 'here-1')])
    const stop = startCartSync(store)
    await vi.waitFor(() => expect(server.waiting).toBe(true))

    store.dispatch(itemAddedToCart(line(2, 1)))
    server.answer()
    await vi.waitFor(() => expect(store.getState().cartSync.version).toBe(6))
    await vi.advanceTimersByTimeAsync(1000)
    await vi.waitFor(() => expect(server.puts).toHaveLength(2))
    expect(quantities(server.puts[0])).toEqual([[1, 1]])
    expect(quantities(server.puts[1])).toEqual([
      [1, 1],
      [2, 1],
    ])
    stop()
  })
})

describe('mergedText', () => {
  it('names what the guest cart brought, three lines at most, with the pack', () => {
    expect(mergedText([{ name: 'Gauze', qty: 2 }])).toBe('Gauze × 2')
    expect(
      mergedText([
        { name: 'Gloves', qty: 1, pack: { label: 'Box of 100' } },
        { name: 'Needles, Box of 100', qty: 1, pack: { label: 'Box of 100' } },
        { name: 'Gauze', qty: 3 },
        { name: 'Tape', qty: 1 },
        { name: 'Wipes', qty: 1 },
      ]),
    ).toBe('Gloves, Box of 100 × 1, Needles, Box of 100 × 1, Gauze × 3 and 2 more')
  })
})
