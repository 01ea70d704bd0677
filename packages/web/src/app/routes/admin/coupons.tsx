import { PageHeader } from '../../../components/admin/page-header'
import { CouponsScreen } from '../../../features/admin-settings/components/coupons'
import { useDocumentTitle } from '../../../lib/use-document-title'

export default function AdminCouponsPage() {
  useDocumentTitle('Coupons · Back office')
  return (
    <>
      <PageHeader title="Coupons" />
      <CouponsScreen />
    </>
  )
}
