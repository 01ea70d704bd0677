import { AddressBook } from '../../../features/account/components/address-book'
import { ProfileSummary } from '../../../features/account/components/profile-summary'
import { useGetUserQuery } from '../../../features/account/account.api'
import { useDocumentTitle } from '../../../lib/use-document-title'

/** /dashboard/my-profile (docs/requirements/accounts.md §6). */
export default function MyProfilePage() {
  useDocumentTitle('My Profile')
  const { data: user, isLoading, isError } = useGetUserQuery()
  return (
    <>
      <h1 className="h3 mb-3">My Profile</h1>
      {isLoading && <p>Loading...</p>}
      {isError && <p className="text-danger">We could not load your profile. Please reload the page.</p>}
      {user && <ProfileSummary user={user} />}
      <AddressBook user={user} />
    </>
  )
}
