import { Outlet, ScrollRestoration } from 'react-router'
import { ToastContainer } from 'react-toastify'
import { TOAST_AUTO_CLOSE_MS } from '@shop/shared/constants'

/** The shared shell of every page: header, main content, footer and toasts. */
export function RootLayout() {
  return (
    <>
      <a className="visually-hidden-focusable" href="#main">
        Skip to main content
      </a>
      <main id="main" className="container py-4">
        <Outlet />
      </main>
      <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} draggable draggablePercent={80} />
      <ScrollRestoration />
    </>
  )
}
