import { PageHeader } from '../../../components/admin/page-header'
import { AccountingExportsScreen } from '../../../features/admin-accounting/components/accounting-exports-screen'
import { useDocumentTitle } from '../../../lib/use-document-title'

export default function AdminAccountingPage() {
  useDocumentTitle('Accounting export · Back office')
  return (
    <>
      <PageHeader title="Accounting export" />
      <AccountingExportsScreen />
    </>
  )
}
