import type { ServerApiState } from './api'

/** The id of the inert JSON a server-rendered page carries (packages/server/src/plugins/web-app.ts). */
export const SERVER_RENDER_ELEMENT_ID = 'server-render'

/** What the server rendered a page with, for the browser to hydrate with the same data. */
export interface ServerRender {
  api: ServerApiState
  /** The shop's day it was rendered on (lib/shop-today.tsx). */
  today: string
}

/** The server's render data from the page, if the server rendered it. */
export function readServerRender(): ServerRender | null {
  const el = document.getElementById(SERVER_RENDER_ELEMENT_ID)
  if (!el?.textContent) return null
  return JSON.parse(el.textContent) as ServerRender
}
