import { loggedOut } from '../../../features/auth/auth.slice'
import { PrivacyScreen } from '../../../features/privacy/components/privacy-screen'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { api, CUSTOMER_TAGS } from '../../../store/api'
import { useAppDispatch } from '../../../store/hooks'

/** /dashboard/privacy: the customer's consents, a download of their data, and erasure. */
export default function PrivacyPage() {
  useDocumentTitle('Privacy')
  const dispatch = useAppDispatch()
  // Erased, the session ends as a logout does (the guard then heads home), without a call with
  // the token the erasure already ended.
  const onErased = () => {
    dispatch(loggedOut())
    dispatch(api.util.invalidateTags([...CUSTOMER_TAGS]))
  }
  return <PrivacyScreen onErased={onErased} />
}
