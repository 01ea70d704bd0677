import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { RouterProvider } from 'react-router'
import { createClientRouter } from './app/router'
import { AppReady } from './lib/hydration'
import { SiteOriginProvider } from './lib/site-origin'
import { serverApiStateReceived } from './store/api'
import { restoreSession } from './store/persistence'
import { readServerRender } from './store/server-render'
import { setupStore } from './store/store'

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
  if (rendered) hydrateRoot(container, app)
  else createRoot(container).render(app)
}
