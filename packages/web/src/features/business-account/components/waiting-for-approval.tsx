import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { useGetMyApprovalsQuery } from '../business-account.api'
import { money } from '../money'

/**
 * Above My Orders: the person's orders on account still awaiting approval (not orders yet, so not in
 * the list below). Nothing for a customer on no business account.
 */
export function WaitingForApproval() {
  const { data } = useGetMyApprovalsQuery(undefined, { refetchOnMountOrArgChange: true })
  const waiting = data?.items.filter((a) => a.status === 'awaiting') ?? []
  if (!waiting.length) return null
  return (
    <div className="alert alert-info" role="status" data-testid="orders-awaiting-approval">
      <ul className="list-unstyled mb-1">
        {waiting.map((a) => (
          <li key={a.id}>
            <strong>Awaiting approval</strong> · {money(a.total_cents)}
            {a.po_number ? ` · PO ${a.po_number}` : ''}
          </li>
        ))}
      </ul>
      <Link to={paths.businessAccountApprovals}>See your orders that need approval</Link>
    </div>
  )
}
