import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False in the server's render and while the browser hydrates it, true afterwards (and at once
 * for a page the browser renders itself): for what only the browser can draw.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
