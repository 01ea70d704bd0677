import { useEffect } from 'react'

export const SHOP_NAME = 'Bermuda Medical Supply'

/** The tab title of a page called `title`: '{title} | Bermuda Medical Supply', or the shop's own name alone. */
export function documentTitle(title: string): string {
  return title.startsWith(SHOP_NAME) ? title : `${title} | ${SHOP_NAME}`
}

/** Sets the tab title of the page (the server writes the same on first load). */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    if (title) document.title = documentTitle(title)
  }, [title])
}
