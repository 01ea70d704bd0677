import { useEffect } from 'react'

export const SHOP_NAME = 'Bermuda Medical Supply'

/** Sets the tab title to '{title} | Bermuda Medical Supply' (the server writes the same on first load). */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    if (title) document.title = `${title} | ${SHOP_NAME}`
  }, [title])
}
