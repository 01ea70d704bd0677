// The server's renderer of the storefront (built by `npm run build` with vite's SSR build into
// dist/ssr/, loaded by packages/server/src/plugins/web-app.ts). It renders a page as a guest with
// the same routes, store and components as the browser, which then hydrates it (main.tsx).
import { StrictMode, type ReactNode } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import { Provider } from 'react-redux'
import { StaticRouter } from 'react-router'
import { Writable } from 'node:stream'
import { AppRoutes, isClientOnly, loadMatchedPages } from './app/router'
import { ShopTodayProvider } from './lib/shop-today'
import { SiteOriginProvider } from './lib/site-origin'
import { api, apiBaseQuery, serverApiStateReceived, type ServerApiState } from './store/api'
import type { ServerRender } from './store/server-render'
import { setupStore, type AppStore } from './store/store'

export interface RenderRequest {
  /** Path and query of the page, as the request line has it. */
  url: string
  /** The origin the shopper asked (https://host): links and the API's base address. */
  origin: string
  /** Answers the API's calls in-process (the server's inject), never over the network. */
  fetch: typeof fetch
  /** The shop's calendar day (YYYY-MM-DD): what the page shows by the day is rendered with it. */
  today: string
}

export interface RenderedPage {
  /** The markup inside <div id="root">. */
  html: string
  /** Written into the page as inert JSON for the browser's store and router (store/server-render.ts). */
  data: ServerRender
  /** Source modules of the matched pages ('src/app/routes/home.tsx'), for preloading their chunks. */
  moduleIds: string[]
}

/** Renders at most this many times (a query that needs another query's answer needs a third). */
const MAX_PASSES = 4
/** A render that takes longer is given up: the browser renders the page instead. */
const RENDER_TIMEOUT_MS = 10_000

/** The whole markup, Suspense boundaries (lazily loaded parts) resolved. */
function renderToHtml(node: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const fail = (error: unknown) => {
      clearTimeout(timer)
      reject(error instanceof Error ? error : new Error(String(error)))
    }
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk)
        done()
      },
      final(done) {
        clearTimeout(timer)
        resolve(Buffer.concat(chunks).toString('utf8'))
        done()
      },
    })
    const stream = renderToPipeableStream(node, {
      // Every Suspense boundary's content in place, however large: React would otherwise send a
      // large one after the page, revealed by an inline script the CSP refuses (lib/hydration.tsx).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: fail,
      onError: fail,
    })
    // React starts rendering after this call returns: the callbacks above run only once it is set.
    const timer = setTimeout(
      () => stream.abort(new Error('The page took too long to render.')),
      RENDER_TIMEOUT_MS,
    )
  })
}

type QueryEntry = { status?: string; startedTimeStamp?: number; fulfilledTimeStamp?: number }

function settledQueryCount(store: AppStore): number {
  const queries = Object.values(store.getState()[api.reducerPath].queries) as (QueryEntry | undefined)[]
  return queries.filter((q) => q?.status === 'fulfilled' || q?.status === 'rejected').length
}

/**
 * A failed query (an unknown product's 404) is this page's answer: given an answer time, so RTK
 * Query asks again neither in the next render pass nor in the browser after hydrating, and the
 * page shows the failure both times.
 */
function settleFailures(store: AppStore) {
  const queries = store.getState()[api.reducerPath].queries as Record<string, QueryEntry | undefined>
  const failed = Object.entries(queries).filter(([, q]) => q?.status === 'rejected' && !q.fulfilledTimeStamp)
  if (!failed.length) return
  store.dispatch(
    serverApiStateReceived({
      queries: Object.fromEntries(
        failed.map(([key, q]) => [key, { ...q, fulfilledTimeStamp: q!.startedTimeStamp }]),
      ),
      mutations: {},
      provided: { tags: {}, keys: {} },
    }),
  )
}

/** The API cache the browser starts with: answered queries (and failures) with their tags. */
function hydratableApiState(store: AppStore): ServerApiState {
  const state = store.getState()[api.reducerPath]
  const queries = Object.fromEntries(
    Object.entries(state.queries).filter(([, q]) => q?.status === 'fulfilled' || q?.status === 'rejected'),
  )
  return { queries, mutations: {}, provided: state.provided as ServerApiState['provided'] }
}

function page(store: AppStore, location: string, origin: string, today: string) {
  // The same tree as app-start.tsx.
  return (
    <StrictMode>
      <Provider store={store}>
        <SiteOriginProvider value={origin}>
          <ShopTodayProvider value={today}>
            <StaticRouter location={location}>
              <AppRoutes />
            </StaticRouter>
          </ShopTodayProvider>
        </SiteOriginProvider>
      </Provider>
    </StrictMode>
  )
}

/**
 * The page at `url` as a guest sees it, or null for a page the browser renders itself (signed-in
 * pages: the server never knows the shopper). The result depends only on the URL and the
 * catalogue's answers and the day, so it may be cached with them.
 */
export async function render({ url, origin, fetch, today }: RenderRequest): Promise<RenderedPage | null> {
  const location = new URL(url, origin)
  if (isClientOnly(location.pathname)) return null
  // Loaded before rendering, so the page renders whole, as the browser hydrates it (app-start.tsx).
  const modules = await loadMatchedPages(location.pathname)

  const store = setupStore(undefined, { extra: { baseQuery: apiBaseQuery(`${origin}/api/`, fetch) } })
  // Queries start while rendering (store/api.ts): render again while a render asked for
  // something new (a query may also finish before the render does, when a lazily loaded part
  // held the render up).
  let html = ''
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const settledBefore = settledQueryCount(store)
    html = await renderToHtml(page(store, `${location.pathname}${location.search}`, origin, today))
    await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()))
    settleFailures(store)
    if (settledQueryCount(store) === settledBefore) break
  }
  return {
    html,
    data: { api: hydratableApiState(store), today },
    moduleIds: modules.flatMap((m) => (m.__moduleId ? [m.__moduleId] : [])),
  }
}
