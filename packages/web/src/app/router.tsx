import { use, type ComponentType, type ReactNode } from 'react'
import { matchRoutes, useRoutes, type RouteObject } from 'react-router'
import { RequireAuth } from './guards'
import { RootLayout } from './layouts/root-layout'
import { RouteErrorBoundary } from './layouts/route-error'

/** `__moduleId` exists in the server's build only (vite.config.ts, routeModuleIds). */
type PageModule = { default: ComponentType; __moduleId?: string }
type PageLoader = () => Promise<PageModule>
const pageModules = new Map<PageLoader, Promise<PageModule>>()

/**
 * A page's module, loaded once. Once loaded, its promise is marked as React marks a settled one, so
 * `use` reads it without suspending.
 */
function loadPage(load: PageLoader): Promise<PageModule> {
  let module = pageModules.get(load)
  if (!module) {
    const loading = load().then((loaded) => {
      Object.assign(loading, { status: 'fulfilled', value: loaded })
      return loaded
    })
    // A failed download is tried again on the next visit.
    loading.catch(() => pageModules.delete(load))
    module = loading
    pageModules.set(load, module)
  }
  return module
}

/**
 * A route's component from its own chunk. A page the server rendered has its modules loaded before
 * hydrating (`loadMatchedPages`), so it renders at once with the server's tree; a page reached
 * later suspends while its chunk downloads, inside a navigation's transition, so the page before
 * stays until it is ready.
 */
function LazyPage({ load }: { load: PageLoader }) {
  const { default: Page } = use(loadPage(load))
  return <Page />
}

interface PageHandle {
  page?: PageLoader
  /** Rendered in the browser only (entry-server.tsx). */
  clientOnly?: boolean
}

/** Route-level code splitting: each page is its own chunk, loaded by `LazyPage`. */
const page = (load: PageLoader) => ({ element: <LazyPage load={load} />, handle: { page: load } })

const listingPage: PageLoader = () => import('./routes/product-listing')
const listing = page(listingPage)
const cartPage: PageLoader = () => import('./routes/cart')
const loginPage: PageLoader = () => import('./routes/login')
const checkoutFailedPage: PageLoader = () => import('./routes/checkout-failed')
const wishlistPage: PageLoader = () => import('./routes/dashboard/wishlist')
const adminGuards = () => import('./admin/admin-guards')
const requireStaff: PageLoader = async () => ({ default: (await adminGuards()).RequireStaff })
const requireOwner: PageLoader = async () => ({ default: (await adminGuards()).RequireOwner })
const dashboardLayout: PageLoader = async () => ({
  default: (await import('./layouts/dashboard-layout')).DashboardLayout,
})

/** A top-level route's element, with the page shown instead when it fails to load or render. */
const withErrorPage = (element: ReactNode) => <RouteErrorBoundary>{element}</RouteErrorBoundary>

/**
 * The back office (docs/requirements/back-office.md): its own root, store, layout and chunks, so
 * nothing of it is in the shoppers' first load (docs/decisions/0056-the-back-office-is-its-own-section.md).
 */
const adminRootPage: PageLoader = () => import('./admin/admin-root')
const adminRoutes: RouteObject = {
  path: '/admin',
  // Rendered in the browser only: staff sign in there, and no back-office page is for search engines.
  handle: { clientOnly: true, page: adminRootPage },
  element: withErrorPage(<LazyPage load={adminRootPage} />),
  children: [
    { path: 'login', ...page(() => import('./routes/admin/login')) },
    {
      ...page(requireStaff),
      children: [
        {
          ...page(() => import('./admin/admin-layout')),
          children: [
            { index: true, ...page(() => import('./routes/admin/dashboard')) },
            { path: 'orders', ...page(() => import('./routes/admin/orders')) },
            { path: 'orders/:id', ...page(() => import('./routes/admin/order')) },
            { path: 'products', ...page(() => import('./routes/admin/products')) },
            { path: 'products/new', ...page(() => import('./routes/admin/product-new')) },
            { path: 'products/import', ...page(() => import('./routes/admin/product-import')) },
            { path: 'products/:id', ...page(() => import('./routes/admin/product-edit')) },
            { path: 'categories', ...page(() => import('./routes/admin/categories')) },
            { path: 'brands', ...page(() => import('./routes/admin/brands')) },
            { path: 'promos', ...page(() => import('./routes/admin/promos')) },
            { path: 'deals', ...page(() => import('./routes/admin/deals')) },
            { path: 'stock', ...page(() => import('./routes/admin/lots')) },
            { path: 'stock/receive', ...page(() => import('./routes/admin/receive')) },
            { path: 'stock/adjustments', ...page(() => import('./routes/admin/adjustments')) },
            { path: 'pre-orders', ...page(() => import('./routes/admin/pre-orders')) },
            { path: 'returns', ...page(() => import('./routes/admin/returns')) },
            { path: 'returns/:id', ...page(() => import('./routes/admin/return')) },
            { path: 'customers', ...page(() => import('./routes/admin/customers')) },
            { path: 'customers/:id', ...page(() => import('./routes/admin/customer')) },
            { path: 'reviews', ...page(() => import('./routes/admin/reviews')) },
            { path: 'subscriptions', ...page(() => import('./routes/admin/subscriptions')) },
            { path: 'contact-messages', ...page(() => import('./routes/admin/contact-messages')) },
            { path: 'newsletter', ...page(() => import('./routes/admin/newsletter')) },
            { path: 'mail', ...page(() => import('./routes/admin/mail')) },
            { path: 'coupons', ...page(() => import('./routes/admin/coupons')) },
            { path: 'shipping-rates', ...page(() => import('./routes/admin/shipping-rates')) },
            { path: 'tax-rates', ...page(() => import('./routes/admin/tax-rates')) },
            { path: 'recalls', ...page(() => import('./routes/admin/recalls')) },
            { path: 'business-accounts', ...page(() => import('./routes/admin/business-accounts')) },
            { path: 'account-invoices', ...page(() => import('./routes/admin/account-invoices')) },
            {
              ...page(requireOwner),
              children: [
                { path: 'staff', ...page(() => import('./routes/admin/staff')) },
                { path: 'audit', ...page(() => import('./routes/admin/audit')) },
                { path: 'settings', ...page(() => import('./routes/admin/settings')) },
                {
                  path: 'professional-applications',
                  ...page(() => import('./routes/admin/professional-applications')),
                },
              ],
            },
            { path: '*', ...page(() => import('./routes/admin/not-found')) },
          ],
        },
      ],
    },
  ],
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
        element: <RequireAuth />,
        // Rendered in the browser only: the server never knows the shopper (entry-server.tsx).
        handle: { clientOnly: true },
        children: [
          { path: '/confirm-order', ...page(() => import('./routes/confirm-order')) },
          { path: '/confirm-preorder', ...page(() => import('./routes/confirm-preorder')) },
          { path: '/checkout/success', ...page(() => import('./routes/checkout-success')) },
          { path: '/checkout/failed', ...page(checkoutFailedPage) },
          { path: '/checkout/error', ...page(checkoutFailedPage) },
          {
            path: '/dashboard',
            ...page(dashboardLayout),
            children: [
              { index: true, ...page(() => import('./routes/dashboard/dashboard-home')) },
              { path: 'order', ...page(() => import('./routes/dashboard/orders')) },
              {
                path: 'subscribed-products',
                ...page(() => import('./routes/dashboard/subscribed-products')),
              },
              { path: 'review', ...page(() => import('./routes/dashboard/reviews')) },
              {
                path: 'create-review/:productId',
                ...page(() => import('./routes/dashboard/create-review')),
              },
              { path: 'edit-review/:reviewId', ...page(() => import('./routes/dashboard/edit-review')) },
              { path: 'edit-profile', ...page(() => import('./routes/dashboard/edit-profile')) },
              {
                path: 'edit-address/:addressId',
                ...page(() => import('./routes/dashboard/edit-address')),
              },
              { path: 'wishlist', ...page(wishlistPage) },
              { path: 'lists', ...page(() => import('./routes/dashboard/lists')) },
              { path: 'professional', ...page(() => import('./routes/dashboard/professional')) },
              { path: 'recalls', ...page(() => import('./routes/dashboard/recalls')) },
              {
                path: 'business-account',
                ...page(() => import('./routes/dashboard/business-account')),
              },
              { path: 'wish-list', ...page(wishlistPage) },
              { path: 'my-profile', ...page(() => import('./routes/dashboard/my-profile')) },
              { path: 'change-password', ...page(() => import('./routes/dashboard/change-password')) },
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
export function loadMatchedPages(pathname: string): Promise<PageModule[]> {
  const loaders = matchedRoutes(pathname).flatMap((route) => {
    const load = (route.handle as PageHandle | undefined)?.page
    return load ? [load] : []
  })
  return Promise.all(loaders.map(loadPage))
}
