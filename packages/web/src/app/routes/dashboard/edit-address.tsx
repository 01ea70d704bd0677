import { EditAddressScreen } from '../../../features/account/components/edit-address-screen'
import { useDocumentTitle } from '../../../lib/use-document-title'

/** /dashboard/edit-address/{addressId} (docs/requirements/accounts.md §7). */
export default function EditAddressPage() {
  useDocumentTitle('Edit Addresses')
  return <EditAddressScreen />
}
