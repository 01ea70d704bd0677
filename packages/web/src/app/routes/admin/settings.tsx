import { PageHeader } from '../../../components/admin/page-header'
import { useGetSettingsQuery } from '../../../features/admin-settings/admin-settings.api'
import { SettingsForm } from '../../../features/admin-settings/components/settings-form'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { errorMessage } from '../../../store/api'

export default function AdminSettingsPage() {
  useDocumentTitle('Shop settings · Back office')
  const { data, error } = useGetSettingsQuery()
  return (
    <>
      <PageHeader title="Shop settings" />
      {error && (
        <div className="alert alert-danger" role="alert">
          {errorMessage(error, 'The settings could not be loaded.')}
        </div>
      )}
      {data && <SettingsForm settings={data} />}
    </>
  )
}
