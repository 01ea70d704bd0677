import { WEB_PAGES, type WebPage } from '@shop/shared/web-pages'

/**
 * The web app's pages as the server knows them, derived from the one list the router is checked
 * against (packages/shared/src/web-pages.ts): pages without a parameter by path, the others by
 * pattern.
 */
export type StaticPage = WebPage

const pages = Object.entries(WEB_PAGES) as [string, WebPage][]

export const STATIC_PAGES: Readonly<Record<string, StaticPage>> = Object.fromEntries(
  pages.filter(([path]) => !path.includes(':')),
)

/** A route path's pattern: each `:param` one path segment. */
function patternOf(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')
  return new RegExp(`^${escaped}$`)
}

/** Pages with an id in the path (account pages), each with its head. */
export const PATTERN_PAGES: readonly { pattern: RegExp; page: StaticPage }[] = pages
  .filter(([path]) => path.includes(':'))
  .map(([path, page]) => ({ pattern: patternOf(path), page }))

/**
 * The back office (docs/requirements/back-office.md): every path under /admin is the web app's,
 * which tells its own unknown screens apart; never indexed.
 */
export const BACK_OFFICE_PATTERN = /^\/admin(\/.*)?$/
export const BACK_OFFICE_PAGE: StaticPage = {
  title: 'Back office',
  description: "The shop's back office for staff.",
  index: false,
}

/** Paths the web app answers that robots.txt keeps crawlers out of (prefixes). */
export const DISALLOWED_PATHS = [
  '/admin',
  '/dashboard',
  '/cart',
  '/Cart',
  '/confirm-order',
  '/confirm-preorder',
  '/checkout',
]
