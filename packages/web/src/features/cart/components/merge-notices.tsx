import { useAppDispatch, useAppSelector } from '../../../store/hooks'
import { mergeNoticesDismissed, selectMergeNotices } from '../cart-sync.slice'

/** What putting the guest's cart into the saved one changed at login (docs/decisions/0094-carts-kept-on-the-server-for-signed-in-shoppers.md). */
export function MergeNotices() {
  const dispatch = useAppDispatch()
  const notices = useAppSelector(selectMergeNotices)
  if (notices.length === 0) return null
  return (
    <div className="alert alert-info" role="status" data-testid="merge-notices">
      <h2 className="h6">The cart from before you logged in was added to your saved cart:</h2>
      <ul>
        {notices.map((n) => (
          <li key={`${n.rowId}-${n.kind}`}>{n.message}</li>
        ))}
      </ul>
      <button
        type="button"
        className="btn btn-sm btn-outline-dark"
        onClick={() => dispatch(mergeNoticesDismissed())}
      >
        Got it
      </button>
    </div>
  )
}
