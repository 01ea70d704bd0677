import { PageHeader } from '../../../components/admin/page-header'
import { CsvImport } from '../../../features/admin-catalogue/components/csv-import'
import { useDocumentTitle } from '../../../lib/use-document-title'

export default function AdminCsvImportPage() {
  useDocumentTitle('Import and export products · Back office')
  return (
    <>
      <PageHeader title="Import and export products" />
      <CsvImport />
    </>
  )
}
