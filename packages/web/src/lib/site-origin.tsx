import { createContext, useContext } from 'react'

const SiteOrigin = createContext('')

/** The shop's origin (https://host), from the browser's location or the server's request. */
export const SiteOriginProvider = SiteOrigin.Provider

/** An absolute URL of a path on this shop, the same in the server's render and the browser's. */
export function useAbsoluteUrl(path: string): string {
  return `${useContext(SiteOrigin)}${path}`
}
