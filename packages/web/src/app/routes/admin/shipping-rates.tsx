import { PageHeader } from '../../../components/admin/page-header'
import { ShippingRatesScreen } from '../../../features/admin-settings/components/country-rates'
import { useDocumentTitle } from '../../../lib/use-document-title'

export default function AdminShippingRatesPage() {
  useDocumentTitle('Shipping rates · Back office')
  return (
    <>
      <PageHeader title="Shipping rates" />
      <ShippingRatesScreen />
    </>
  )
}
