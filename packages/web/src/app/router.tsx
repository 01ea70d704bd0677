import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router'
import { RequireAuth } from './guards'
import { RootLayout } from './layouts/root-layout'
import { RouteError } from './layouts/route-error'

/** `__moduleId` exists in the server's build only (vite.config.ts, routeModuleIds). */
type PageModule = { default: React.ComponentType; __moduleId?: string }
/**
 * Route-level code splitting: each page is its own chunk. In the server's render the page's
 * module id goes into the route's handle, so the served HTML can preload its chunks.
 */
const page = (load: () => Promise<PageModule>) => async () => {
  const module = await load()
  return {
    Component: module.default,
    ...(module.__moduleId ? { handle: { moduleId: module.__moduleId } } : {}),
  }
}

const listing = page(() => import('./routes/product-listing'))

/** A named export of a lazily loaded module as a route's component (layouts, guards). */
const component =
  <M,>(load: () => Promise<M>, pick: (m: M) => React.ComponentType) =>
  async () => ({ Component: pick(await load()) })

/**
 * The back office (docs/requirements/back-office.md): its own root, store, layout and chunks, so
 * nothing of it is in the shoppers' first load (docs/decisions/0056-the-back-office-is-its-own-section.md).
 */
const adminRoutes: RouteObject = {
  path: '/admin',
  // Rendered in the browser only: staff sign in there, and no back-office page is for search engines.
  handle: { clientOnly: true },
  lazy: page(() => import('./admin/admin-root')),
  errorElement: <RouteError />,
  children: [
    { path: 'login', lazy: page(() => import('./routes/admin/login')) },
    {
      lazy: component(
        () => import('./admin/admin-guards'),
        (m) => m.RequireStaff,
      ),
      children: [
        {
          lazy: page(() => import('./admin/admin-layout')),
          children: [
            { index: true, lazy: page(() => import('./routes/admin/dashboard')) },
            { path: 'orders', lazy: page(() => import('./routes/admin/orders')) },
            { path: 'orders/:id', lazy: page(() => import('./routes/admin/order')) },
            { path: 'products', lazy: page(() => import('./routes/admin/products')) },
            { path: 'products/new', lazy: page(() => import('./routes/admin/product-new')) },
            { path: 'products/import', lazy: page(() => import('./routes/admin/product-import')) },
            { path: 'products/:id', lazy: page(() => import('./routes/admin/product-edit')) },
            { path: 'categories', lazy: page(() => import('./routes/admin/categories')) },
            { path: 'brands', lazy: page(() => import('./routes/admin/brands')) },
            { path: 'promos', lazy: page(() => import('./routes/admin/promos')) },
            { path: 'deals', lazy: page(() => import('./routes/admin/deals')) },
            { path: 'stock', lazy: page(() => import('./routes/admin/lots')) },
            { path: 'stock/receive', lazy: page(() => import('./routes/admin/receive')) },
            { path: 'stock/adjustments', lazy: page(() => import('./routes/admin/adjustments')) },
            { path: 'pre-orders', lazy: page(() => import('./routes/admin/pre-orders')) },
            { path: 'returns', lazy: page(() => import('./routes/admin/returns')) },
            { path: 'returns/:id', lazy: page(() => import('./routes/admin/return')) },
            { path: 'customers', lazy: page(() => import('./routes/admin/customers')) },
            { path: 'customers/:id', lazy: page(() => import('./routes/admin/customer')) },
            { path: 'reviews', lazy: page(() => import('./routes/admin/reviews')) },
            { path: 'subscriptions', lazy: page(() => import('./routes/admin/subscriptions')) },
            { path: 'contact-messages', lazy: page(() => import('./routes/admin/contact-messages')) },
            { path: 'newsletter', lazy: page(() => import('./routes/admin/newsletter')) },
            { path: 'mail', lazy: page(() => import('./routes/admin/mail')) },
            { path: 'coupons', lazy: page(() => import('./routes/admin/coupons')) },
            { path: 'shipping-rates', lazy: page(() => import('./routes/admin/shipping-rates')) },
            { path: 'tax-rates', lazy: page(() => import('./routes/admin/tax-rates')) },
            { path: 'recalls', lazy: page(() => import('./routes/admin/recalls')) },
            { path: 'business-accounts', lazy: page(() => import('./routes/admin/business-accounts')) },
            { path: 'account-invoices', lazy: page(() => import('./routes/admin/account-invoices')) },
            {
              lazy: component(
                () => import('./admin/admin-guards'),
                (m) => m.RequireOwner,
              ),
              children: [
                { path: 'staff', lazy: page(() => import('./routes/admin/staff')) },
                { path: 'audit', lazy: page(() => import('./routes/admin/audit')) },
                { path: 'settings', lazy: page(() => import('./routes/admin/settings')) },
                {
                  path: 'professional-applications',
                  lazy: page(() => import('./routes/admin/professional-applications')),
                },
              ],
            },
            { path: '*', lazy: page(() => import('./routes/admin/not-found')) },
          ],
        },
      ],
    },
  ],
}

export const routes: RouteObject[] = [
  adminRoutes,
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', lazy: page(() => import('./routes/home')) },
      { path: '/all-products', lazy: listing },
      { path: '/shop', lazy: listing },
      { path: '/category/:category', lazy: listing },
      { path: '/brand/:brand', lazy: listing },
      { path: '/deals', lazy: page(() => import('./routes/deals')) },
      { path: '/product-detail/:slug', lazy: page(() => import('./routes/product-detail')) },
      { path: '/cart', lazy: page(() => import('./routes/cart')) },
      { path: '/Cart', lazy: page(() => import('./routes/cart')) },
      { path: '/blog', lazy: page(() => import('./routes/blog')) },
      { path: '/blog-details', lazy: page(() => import('./routes/blog-details')) },
      { path: '/brands', lazy: page(() => import('./routes/brands')) },
      { path: '/terms-conditions', lazy: page(() => import('./routes/terms-conditions')) },
      { path: '/privacy-policy', lazy: page(() => import('./routes/privacy-policy')) },
      { path: '/refund-policy', lazy: page(() => import('./routes/refund-policy')) },
      { path: '/faq', lazy: page(() => import('./routes/faq')) },
      { path: '/store-location', lazy: page(() => import('./routes/store-location')) },
      { path: '/quick-order', lazy: page(() => import('./routes/quick-order')) },
      { path: '/contact-us', lazy: page(() => import('./routes/contact-us')) },
      { path: '/login', lazy: page(() => import('./routes/login')) },
      { path: '/Login', lazy: page(() => import('./routes/login')) },
      { path: '/signup', lazy: page(() => import('./routes/signup')) },
      { path: '/forget-password', lazy: page(() => import('./routes/forget-password')) },
      {
        element: <RequireAuth />,
        // Rendered in the browser only: the server never knows the shopper (entry-server.tsx).
        handle: { clientOnly: true },
        children: [
          { path: '/confirm-order', lazy: page(() => import('./routes/confirm-order')) },
          { path: '/confirm-preorder', lazy: page(() => import('./routes/confirm-preorder')) },
          { path: '/checkout/success', lazy: page(() => import('./routes/checkout-success')) },
          { path: '/checkout/failed', lazy: page(() => import('./routes/checkout-failed')) },
          { path: '/checkout/error', lazy: page(() => import('./routes/checkout-failed')) },
          {
            path: '/dashboard',
            lazy: async () => ({ Component: (await import('./layouts/dashboard-layout')).DashboardLayout }),
            children: [
              { index: true, lazy: page(() => import('./routes/dashboard/dashboard-home')) },
              { path: 'order', lazy: page(() => import('./routes/dashboard/orders')) },
              {
                path: 'subscribed-products',
                lazy: page(() => import('./routes/dashboard/subscribed-products')),
              },
              { path: 'review', lazy: page(() => import('./routes/dashboard/reviews')) },
              {
                path: 'create-review/:productId',
                lazy: page(() => import('./routes/dashboard/create-review')),
              },
              { path: 'edit-review/:reviewId', lazy: page(() => import('./routes/dashboard/edit-review')) },
              { path: 'edit-profile', lazy: page(() => import('./routes/dashboard/edit-profile')) },
              {
                path: 'edit-address/:addressId',
                lazy: page(() => import('./routes/dashboard/edit-address')),
              },
              { path: 'wishlist', lazy: page(() => import('./routes/dashboard/wishlist')) },
              { path: 'lists', lazy: page(() => import('./routes/dashboard/lists')) },
              { path: 'professional', lazy: page(() => import('./routes/dashboard/professional')) },
              { path: 'recalls', lazy: page(() => import('./routes/dashboard/recalls')) },
              {
                path: 'business-account',
                lazy: page(() => import('./routes/dashboard/business-account')),
              },
              { path: 'wish-list', lazy: page(() => import('./routes/dashboard/wishlist')) },
              { path: 'my-profile', lazy: page(() => import('./routes/dashboard/my-profile')) },
              { path: 'change-password', lazy: page(() => import('./routes/dashboard/change-password')) },
            ],
          },
        ],
      },
      { path: '*', lazy: page(() => import('./routes/not-found')) },
    ],
  },
]

/**
 * The browser's router. The page's lazy routes are loaded first, so a page the server rendered
 * hydrates at once with the same tree (React Router's guide to lazy routes with SSR).
 */
export async function createClientRouter(hydrationData?: HydrationState) {
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? []
  await Promise.all(
    lazyMatches.map(async (m) => {
      const lazy = m.route.lazy as () => Promise<Partial<RouteObject>>
      Object.assign(m.route, { ...(await lazy()), lazy: undefined })
    }),
  )
  return createBrowserRouter(routes, { hydrationData })
}
