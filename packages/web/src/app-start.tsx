import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { BrowserRouter } from 'react-router'
import { AppRoutes, loadMatchedPages } from './app/router'
import { startCartSyncWhenSignedIn } from './features/cart/cart-sync-when-signed-in'
import { replayAfter } from './lib/early-taps'
import { AppReady } from './lib/hydration'
import { ShopTodayProvider } from './lib/shop-today'
import { SiteOriginProvider } from './lib/site-origin'
import { serverApiStateReceived } from './store/api'
import { restoreSession } from './store/persistence'
import { readServerRender } from './store/server-render'
import { setupStore } from './store/store'

/** Lets the browser run other tasks (paint, input) before going on. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve))

/** Resolves once the store has no API read in flight (the first reads after hydrating). */
function readsSettled(store: ReturnType<typeof setupStore>) {
  const pending = () =>
    Object.values(store.getState().api.queries).some((query) => query?.status === 'pending')
  return new Promise<void>((resolve) => {
    // A read started by the last effects is in the store after this task.
    setTimeout(() => {
      if (!pending()) return resolve()
      const unsubscribe = store.subscribe(() => {
        if (pending()) return
        unsubscribe()
        resolve()
      })
    })
  })
}

/** Starts the app: main.tsx loads this module after React DOM, in a task of its own. */
export async function startApp() {
  const container = document.getElementById('root')!
  // A storefront page the server rendered carries its data as inert JSON; private pages do not.
  const rendered = readServerRender()
  const store = setupStore()
  if (rendered) store.dispatch(serverApiStateReceived(rendered.api))
  // What the server rendered with: the first (hydrating) render reads this, then the session.
  const serverState = store.getState()
  // The store's start and the router's are each a task of their own on a slow phone.
  await nextTask()
  // The page's modules first, so a page the server rendered hydrates at once with the same tree.
  await Promise.all([loadMatchedPages(window.location.pathname), restoreSession(store)])
  const app = (
    <StrictMode>
      <Provider store={store} serverState={serverState}>
        <SiteOriginProvider value={window.location.origin}>
          <ShopTodayProvider value={rendered?.today ?? null}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </ShopTodayProvider>
        </SiteOriginProvider>
        <AppReady />
      </Provider>
    </StrictMode>
  )
  const cartSyncRunning = startCartSyncWhenSignedIn(store)
  replayAfter(async () => {
    await Promise.all([cartSyncRunning, readsSettled(store)])
  })
  // As a transition, the page's shell hydrates in slices that yield to the browser like its parts
  // do (lib/hydration.tsx), instead of in one task; a tap on a part not yet hydrated still
  // hydrates that part first.
  if (rendered) {
    // Buttons the page's inline script enabled go back to the server's state first, so the DOM
    // matches what the app hydrates (early-taps/early-taps.js).
    window.__earlyTaps?.hydrating()
    startTransition(() => {
      hydrateRoot(container, app)
    })
  } else createRoot(container).render(app)
}
