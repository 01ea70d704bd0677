import { LoadError } from '../../../components/admin/load-error'
import { PageHeader } from '../../../components/admin/page-header'
import { useGetSettingsQuery } from '../../../features/admin-settings/admin-settings.api'
import { SettingsForm } from '../../../features/admin-settings/components/settings-form'
import { useDocumentTitle } from '../../../lib/use-document-title'

export default function AdminSettingsPage() {
  useDocumentTitle('Shop settings · Back office')
  const { data, error } = useGetSettingsQuery()
  return (
    <>
      <PageHeader title="Shop settings" />
      <LoadError error={error} fallback={'The settings could not be loaded.'} />
      {data && <SettingsForm settings={data} />}
    </>
  )
}
