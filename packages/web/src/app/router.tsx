import type { ReactNode } from 'react'
import { matchRoutes, useRoutes, type RouteObject } from 'react-router'
import type { signedInPages as SignedInPages } from './signed-in-pages'
import {
  LazyPage,
  loadMatchedPages as loadPagesOf,
  page,
  type PageHandle,
  type PageLoader,
} from './lazy-page'
import { RootLayout } from './layouts/root-layout'
import { RouteErrorBoundary } from './layouts/route-error'

const listingPage: PageLoader = () => import('./routes/product-listing')
const listing = page(listingPage)
const cartPage: PageLoader = () => import('./routes/cart')
const loginPage: PageLoader = () => import('./routes/login')

/**
 * A page only a signed-in shopper sees: the server never renders it, and the list of its chunks is
 * in a module loaded with the first of them, not in every page's first load.
 */
const signedIn =
  (name: keyof typeof SignedInPages | `dashboard/${(typeof DASHBOARD_PAGES)[number]}`): PageLoader =>
  async () =>
    (await import('./signed-in-pages')).signedInPages[name]()

/**
 * The dashboard's pages by path (each module is named after it in signed-in-pages.ts): only the paths
 * are in every page's first load.
 */
const DASHBOARD_PAGES = [
  'order',
  'subscribed-products',
  'review',
  'create-review/:productId',
  'edit-review/:reviewId',
  'edit-profile',
  'edit-address/:addressId',
  'wishlist',
  'wish-list',
  'lists',
  'professional',
  'recalls',
  'privacy',
  'payment-methods',
  'business-account',
  'business-account/team',
  'business-account/join',
  'business-account/approvals',
  'my-profile',
  'change-password',
] as const

/** Sends a guest to log in: only the signed-in pages need it. */
const requireAuth = signedIn('requireAuth')

/** A top-level route's element, with the page shown instead when it fails to load or render. */
const withErrorPage = (element: ReactNode) => <RouteErrorBoundary>{element}</RouteErrorBoundary>

/**
 * The back office (docs/requirements/back-office.md): its own root, store, layout, chunks and route
 * table, so nothing of it is in the shoppers' first load
 * (docs/decisions/0056-the-back-office-is-its-own-section.md).
 */
const adminPages: PageLoader = () => import('./admin/admin-routes')
const adminRoutes: RouteObject = {
  path: '/admin/*',
  // Rendered in the browser only: staff sign in there, and no back-office page is for search engines.
  handle: { clientOnly: true, page: adminPages } satisfies PageHandle,
  element: withErrorPage(<LazyPage load={adminPages} />),
}

export const routes: RouteObject[] = [
  adminRoutes,
  {
    element: withErrorPage(<RootLayout />),
    children: [
      { path: '/', ...page(() => import('./routes/home')) },
      { path: '/all-products', ...listing },
      { path: '/shop', ...listing },
      { path: '/category/:category', ...listing },
      { path: '/brand/:brand', ...listing },
      { path: '/deals', ...page(() => import('./routes/deals')) },
      { path: '/product-detail/:slug', ...page(() => import('./routes/product-detail')) },
      { path: '/cart', ...page(cartPage) },
      { path: '/Cart', ...page(cartPage) },
      { path: '/blog', ...page(() => import('./routes/blog')) },
      { path: '/blog-details', ...page(() => import('./routes/blog-details')) },
      { path: '/brands', ...page(() => import('./routes/brands')) },
      { path: '/terms-conditions', ...page(() => import('./routes/terms-conditions')) },
      { path: '/privacy-policy', ...page(() => import('./routes/privacy-policy')) },
      { path: '/refund-policy', ...page(() => import('./routes/refund-policy')) },
      { path: '/faq', ...page(() => import('./routes/faq')) },
      { path: '/store-location', ...page(() => import('./routes/store-location')) },
      { path: '/quick-order', ...page(() => import('./routes/quick-order')) },
      { path: '/contact-us', ...page(() => import('./routes/contact-us')) },
      { path: '/login', ...page(loginPage) },
      { path: '/Login', ...page(loginPage) },
      { path: '/signup', ...page(() => import('./routes/signup')) },
      { path: '/forget-password', ...page(() => import('./routes/forget-password')) },
      {
        element: <LazyPage load={requireAuth} />,
        // Rendered in the browser only: the server never knows the shopper (entry-server.tsx).
        handle: { clientOnly: true, page: requireAuth } satisfies PageHandle,
        children: [
          { path: '/confirm-order', ...page(signedIn('confirmOrder')) },
          { path: '/confirm-preorder', ...page(signedIn('confirmPreorder')) },
          { path: '/checkout/success', ...page(signedIn('checkoutSuccess')) },
          { path: '/checkout/failed', ...page(signedIn('checkoutFailed')) },
          { path: '/checkout/error', ...page(signedIn('checkoutFailed')) },
          {
            path: '/dashboard',
            ...page(signedIn('dashboardLayout')),
            children: [
              { index: true, ...page(signedIn('dashboard')) },
              ...DASHBOARD_PAGES.map((path) => ({ path, ...page(signedIn(`dashboard/${path}`)) })),
            ],
          },
        ],
      },
      { path: '*', ...page(() => import('./routes/not-found')) },
    ],
  },
]

/** The page the location shows, from `routes` (inside BrowserRouter in the browser, StaticRouter on the server). */
export function AppRoutes() {
  return useRoutes(routes)
}

/** The routes a location shows, outermost first. */
export const matchedRoutes = (pathname: string) => matchRoutes(routes, pathname)?.map((m) => m.route) ?? []

/** Whether the page at `pathname` is rendered in the browser only (signed-in and back-office pages). */
export const isClientOnly = (pathname: string) =>
  matchedRoutes(pathname).some((route) => (route.handle as PageHandle | undefined)?.clientOnly)

/**
 * Loads the modules of the page at `pathname` (its layouts' too), so a page the server rendered
 * hydrates at once with the same tree, and the server renders it whole. Resolves to the modules.
 */
export const loadMatchedPages = (pathname: string) => loadPagesOf(routes, pathname)
