import { adminPaths } from '../../config/admin-paths'

export interface AdminNavItem {
  to: string
  label: string
  /** Exact match only (a parent path would light up on every child). */
  end?: boolean
  ownerOnly?: boolean
}

/** The back office's side navigation, grouped as staff think of the work. */
export const adminNav: { group: string; items: AdminNavItem[] }[] = [
  { group: 'Overview', items: [{ to: adminPaths.root, label: 'Dashboard', end: true }] },
  {
    group: 'Sales',
    items: [
      { to: adminPaths.orders, label: 'Orders' },
      { to: adminPaths.customers, label: 'Customers' },
      { to: adminPaths.subscriptions, label: 'Subscriptions' },
      { to: adminPaths.preOrders, label: 'Pre-orders' },
      { to: adminPaths.professionalApplications, label: 'Professional applications', ownerOnly: true },
      { to: adminPaths.returns, label: 'Returns' },
      { to: adminPaths.businessAccounts, label: 'Business accounts' },
      { to: adminPaths.accountInvoices, label: 'Invoices on account' },
      { to: adminPaths.priceLists, label: 'Price lists' },
    ],
  },
  {
    group: 'Catalogue',
    items: [
      { to: adminPaths.products, label: 'Products', end: true },
      { to: adminPaths.productImport, label: 'Import / export' },
      { to: adminPaths.categories, label: 'Categories' },
      { to: adminPaths.brands, label: 'Brands & groups' },
      { to: adminPaths.promos, label: 'Promo strip' },
      { to: adminPaths.deals, label: "Today's deals" },
    ],
  },
  {
    group: 'Stock',
    items: [
      { to: adminPaths.lots, label: 'Lots', end: true },
      { to: adminPaths.receive, label: 'Receive delivery' },
      { to: adminPaths.adjustments, label: 'Adjustments' },
      { to: adminPaths.recalls, label: 'Recalls' },
    ],
  },
  {
    group: 'Customers',
    items: [
      { to: adminPaths.reviews, label: 'Reviews' },
      { to: adminPaths.contactMessages, label: 'Contact messages' },
      { to: adminPaths.privacyRequests, label: 'Privacy requests' },
      { to: adminPaths.newsletter, label: 'Newsletter' },
      { to: adminPaths.mail, label: 'Mail outbox' },
    ],
  },
  {
    group: 'Settings',
    items: [
      { to: adminPaths.coupons, label: 'Coupons' },
      { to: adminPaths.shippingRates, label: 'Shipping rates' },
      { to: adminPaths.taxRates, label: 'Tax rates' },
      { to: adminPaths.staff, label: 'Staff accounts', ownerOnly: true },
      { to: adminPaths.audit, label: 'Audit log', ownerOnly: true },
      { to: adminPaths.accounting, label: 'Accounting export', ownerOnly: true },
      { to: adminPaths.settings, label: 'Shop settings', ownerOnly: true },
    ],
  },
]
