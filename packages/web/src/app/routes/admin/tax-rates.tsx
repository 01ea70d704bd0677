import { PageHeader } from '../../../components/admin/page-header'
import { TaxRatesScreen } from '../../../features/admin-settings/components/country-rates'
import { useDocumentTitle } from '../../../lib/use-document-title'

export default function AdminTaxRatesPage() {
  useDocumentTitle('Tax rates · Back office')
  return (
    <>
      <PageHeader title="Tax rates" />
      <TaxRatesScreen />
    </>
  )
}
