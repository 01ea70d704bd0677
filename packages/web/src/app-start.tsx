import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { RouterProvider } from 'react-router'
import { createClientRouter } from './app/router'
import { startCartSync } from './features/cart/cart-sync'
import { replayAfter } from './lib/early-taps'
import { AppReady } from './lib/hydration'
import { SiteOriginProvider } from './lib/site-origin'
import { serverApiStateReceived } from './store/api'
import { restoreSession } from './store/persistence'
import { readServerRender } from './store/server-render'
import { setupStore } from './store/store'

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
  const [router] = await Promise.all([createClientRouter(rendered?.router), restoreSession(store)])
  const app = (
    <StrictMode>
      <Provider store={store} serverState={serverState}>
        <SiteOriginProvider value={window.location.origin}>
          <RouterProvider router={router} />
        </SiteOriginProvider>
        <AppReady />
      </Provider>
    </StrictMode>
  )
  startCartSync(store)
  replayAfter(() => readsSettled(store))
  if (rendered) hydrateRoot(container, app)
  else createRoot(container).render(app)
}
