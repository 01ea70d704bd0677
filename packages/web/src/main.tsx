import 'bootstrap/dist/css/bootstrap.min.css'
import './styles/app.css'

/** Lets the browser run other tasks (paint, input) before going on. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve))

/**
 * The page is painted from the server's HTML; the app's code is evaluated in a few tasks rather
 * than one long one that would hold a slow phone's main thread (React DOM first, then the store,
 * the routes and layout, then the rest; docs/decisions/0075-hydrated-in-slices-and-cached-pages.md). The server
 * preloads every one of these modules (packages/server/src/plugins/server-render.ts).
 */
async function start() {
  await import('react-dom/client')
  await nextTask()
  await import('./store/store')
  await nextTask()
  await import('./app/router')
  await nextTask()
  const { startApp } = await import('./app-start')
  await nextTask()
  await startApp()
}

void start()
