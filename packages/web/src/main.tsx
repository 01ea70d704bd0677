import 'bootstrap/dist/css/bootstrap.min.css'
import './styles/app.css'

/**
 * A server-rendered page inlines only the rules its own markup uses; each whole stylesheet follows
 * its inline part as a disabled link, enabled here so it sits at the same place in the cascade
 * (docs/decisions/0076-first-paint-css-per-page.md). Resolves once they have loaded (or failed), so
 * the page hydrates, opens drawers and dialogs and navigates with every rule present.
 */
function enableWholeStylesheets() {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')]
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true })
          link.addEventListener('error', () => resolve(), { once: true })
          link.disabled = false
        }),
    ),
  )
}

/** The most a server-rendered page waits for its pictures before its app downloads anyway. */
const PAGE_LOAD_WAIT_MS = 2500

/**
 * A server-rendered page is whole without the app: the app's modules download once the page and
 * its pictures have loaded, so they never compete with what the shopper sees first, but no later
 * than the shopper's first tap or key (the page's inline script tells, early-taps/early-taps.js)
 * and PAGE_LOAD_WAIT_MS (docs/decisions/0090-every-tap-counts-from-the-first-paint.md). A page the
 * browser renders itself starts at once.
 */
function afterPageLoadOrFirstInput(): Promise<void> {
  if (
    !document.getElementById('server-render') ||
    document.readyState === 'complete' ||
    window.__earlyTaps?.started()
  ) {
    return Promise.resolve()
  }
  return new Promise((resolve) => {
    window.addEventListener('load', () => resolve(), { once: true })
    window.addEventListener('shop:first-input', () => resolve(), { once: true })
    setTimeout(resolve, PAGE_LOAD_WAIT_MS)
  })
}

/** Turns the page's held module links into preloads: they download in parallel, not one by one. */
function preloadHeldModules() {
  for (const held of document.querySelectorAll<HTMLLinkElement>('link[data-after-load="modulepreload"]')) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = held.href
    document.head.append(link)
  }
}

/** Lets the browser run other tasks (paint, input) before going on. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve))

/**
 * The page is painted from the server's HTML; the app's code is evaluated in a few tasks rather
 * than one long one that would hold a slow phone's main thread (React DOM first, then the store,
 * the routes and layout, then the rest; docs/decisions/0075-hydrated-in-slices-and-cached-pages.md). The server
 * lists every one of these modules for preloading (packages/server/src/plugins/server-render.ts).
 */
async function start() {
  await afterPageLoadOrFirstInput()
  preloadHeldModules()
  const stylesheets = enableWholeStylesheets()
  await import('react-dom/client')
  await nextTask()
  await import('./store/store')
  await nextTask()
  await import('./app/router')
  await nextTask()
  const { startApp } = await import('./app-start')
  await stylesheets
  await nextTask()
  await startApp()
}

start().catch((error: unknown) => {
  // The app could not start (a module failed to download): the page is left to work as HTML, its
  // taps no longer held for an app that will not come (early-taps/early-taps.js).
  window.__earlyTaps?.take()
  for (const waiting of document.querySelectorAll('.tap-pending')) {
    waiting.removeAttribute('aria-busy')
    waiting.classList.remove('tap-pending')
  }
  throw error
})
