import { useRoutes, type RouteObject } from 'react-router'
import { loadMatchedPages as loadPagesOf, page, type PageLoader } from '../lazy-page'
import AdminRoot from './admin-root'

const requireStaff: PageLoader = async () => ({ default: (await import('./admin-guards')).RequireStaff })
const requireOwner: PageLoader = async () => ({ default: (await import('./admin-guards')).RequireOwner })

/**
 * The back office's routes under /admin (docs/requirements/back-office.md), in a module of its own:
 * the shoppers' first load carries neither this table nor the list of its pages' chunks.
 */
const adminRoutes: RouteObject[] = [
  {
    element: <AdminRoot />,
    children: [
      { path: 'login', ...page(() => import('../routes/admin/login')) },
      {
        ...page(requireStaff),
        children: [
          {
            ...page(() => import('./admin-layout')),
            children: [
              { index: true, ...page(() => import('../routes/admin/dashboard')) },
              { path: 'orders', ...page(() => import('../routes/admin/orders')) },
              { path: 'orders/:id', ...page(() => import('../routes/admin/order')) },
              { path: 'products', ...page(() => import('../routes/admin/products')) },
              { path: 'products/new', ...page(() => import('../routes/admin/product-new')) },
              { path: 'products/import', ...page(() => import('../routes/admin/product-import')) },
              { path: 'products/:id', ...page(() => import('../routes/admin/product-edit')) },
              { path: 'categories', ...page(() => import('../routes/admin/categories')) },
              { path: 'brands', ...page(() => import('../routes/admin/brands')) },
              { path: 'promos', ...page(() => import('../routes/admin/promos')) },
              { path: 'deals', ...page(() => import('../routes/admin/deals')) },
              { path: 'stock', ...page(() => import('../routes/admin/lots')) },
              { path: 'stock/receive', ...page(() => import('../routes/admin/receive')) },
              { path: 'stock/adjustments', ...page(() => import('../routes/admin/adjustments')) },
              { path: 'pre-orders', ...page(() => import('../routes/admin/pre-orders')) },
              { path: 'returns', ...page(() => import('../routes/admin/returns')) },
              { path: 'returns/:id', ...page(() => import('../routes/admin/return')) },
              { path: 'customers', ...page(() => import('../routes/admin/customers')) },
              { path: 'customers/:id', ...page(() => import('../routes/admin/customer')) },
              { path: 'reviews', ...page(() => import('../routes/admin/reviews')) },
              { path: 'subscriptions', ...page(() => import('../routes/admin/subscriptions')) },
              { path: 'contact-messages', ...page(() => import('../routes/admin/contact-messages')) },
              { path: 'newsletter', ...page(() => import('../routes/admin/newsletter')) },
              { path: 'mail', ...page(() => import('../routes/admin/mail')) },
              { path: 'coupons', ...page(() => import('../routes/admin/coupons')) },
              { path: 'shipping-rates', ...page(() => import('../routes/admin/shipping-rates')) },
              { path: 'tax-rates', ...page(() => import('../routes/admin/tax-rates')) },
              { path: 'recalls', ...page(() => import('../routes/admin/recalls')) },
              { path: 'business-accounts', ...page(() => import('../routes/admin/business-accounts')) },
              { path: 'account-invoices', ...page(() => import('../routes/admin/account-invoices')) },
              { path: 'price-lists', ...page(() => import('../routes/admin/price-lists')) },
              { path: 'price-lists/:id', ...page(() => import('../routes/admin/price-list')) },
              { path: 'privacy-requests', ...page(() => import('../routes/admin/privacy-requests')) },
              {
                ...page(requireOwner),
                children: [
                  { path: 'staff', ...page(() => import('../routes/admin/staff')) },
                  { path: 'audit', ...page(() => import('../routes/admin/audit')) },
                  { path: 'accounting', ...page(() => import('../routes/admin/accounting')) },
                  { path: 'settings', ...page(() => import('../routes/admin/settings')) },
                  {
                    path: 'professional-applications',
                    ...page(() => import('../routes/admin/professional-applications')),
                  },
                ],
              },
              { path: '*', ...page(() => import('../routes/admin/not-found')) },
            ],
          },
        ],
      },
    ],
  },
]

/** The back office's pages under /admin. */
export default function AdminRoutes() {
  return useRoutes(adminRoutes)
}

/** Loads the back-office modules the page at `pathname` shows, before it renders (lazy-page.tsx). */
export const loadMatchedPages = (pathname: string) => loadPagesOf(adminRoutes, pathname, '/admin')
