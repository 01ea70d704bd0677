import 'bootstrap/dist/css/bootstrap.min.css'
import './styles/app.css'
import { StrictMode, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { RouterProvider } from 'react-router'
import { config as zodConfig } from 'zod/v4/core'
import { createClientRouter } from './app/router'
import { SiteOriginProvider } from './lib/site-origin'
import { serverApiStateReceived } from './store/api'
import { readServerRender } from './store/server-render'
import { setupStore } from './store/store'

// Zod may not compile validators with new Function: the page's CSP (script-src 'self') refuses it.
zodConfig({ jitless: true })

/** Marks the page as running (html[data-app="ready"]) once the first render is committed. */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready'
  }, [])
  return null
}

async function start() {
  const container = document.getElementById('root')!
  // A storefront page the server rendered carries its data as inert JSON; private pages do not.
  const rendered = readServerRender()
  const store = setupStore()
  if (rendered) store.dispatch(serverApiStateReceived(rendered.api))
  // What the server rendered with: the first (hydrating) render reads this, then the session.
  const serverState = store.getState()
  const [router] = await Promise.all([
    createClientRouter(rendered?.router),
    import('./store/persistence').then(({ restoreSession }) => restoreSession(store)),
  ])
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
  // Toasts only follow what the shopper does: their styles need not hold up the first paint.
  void import('react-toastify/dist/ReactToastify.css')
}

void start()
