import { AccountInvoicesScreen } from '../../../features/admin-business-accounts/components/account-invoices-screen'
import { useDocumentTitle } from '../../../lib/use-document-title'

/** Invoices of orders paid on account, soonest due first; staff record the payments received. */
export default function AdminAccountInvoicesPage() {
  useDocumentTitle('Invoices on account · Back office')
  return <AccountInvoicesScreen />
}
