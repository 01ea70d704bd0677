import type { createBrowserRouter } from 'react-router'

type Router = ReturnType<typeof createBrowserRouter>

let current: Router | null = null

/** Keeps the browser's router (app/router.tsx), for what must read its state as it is now. */
export function setCurrentRouter(router: Router) {
  current = router
}

/** The browser's router, or null on the server and in tests that render without it. */
export function currentRouter(): Router | null {
  return current
}
