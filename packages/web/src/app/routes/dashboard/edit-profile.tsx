import { useNavigate } from 'react-router'
import { paths } from '../../../config/paths'
import { useGetUserQuery } from '../../../features/account/account.api'
import { EditProfileForm } from '../../../features/account/components/edit-profile-form'
import { userUpdated } from '../../../features/auth/auth.slice'
import { useAppDispatch } from '../../../store/hooks'
import { useDocumentTitle } from '../../../lib/use-document-title'

/** /dashboard/edit-profile (spec 2 'My Edit Profile'): 'Loading...' until the user loads. */
export default function EditProfilePage() {
  useDocumentTitle('My Edit Profile')
  const { data: user, isError } = useGetUserQuery()
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  return (
    <>
      <h1 className="h3 mb-3">My Edit Profile</h1>
      {isError ? (
        <p className="text-danger">We could not load your profile. Please reload the page.</p>
      ) : !user ? (
        <p>Loading...</p>
      ) : (
        <EditProfileForm
          key={user.id}
          user={user}
          onSaved={async (saved) => {
            // The header greets by first name: keep the session's copy in step (spec 4 'Auth').
            dispatch(userUpdated(saved))
            await navigate(paths.myProfile)
          }}
        />
      )}
    </>
  )
}
