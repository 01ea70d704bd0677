import { recallOfLot } from '@shop/shared/recalls'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { useGetRecallNoticesQuery } from '../professional.api'

/** On an order line that took units of a recalled lot: which lot, and the way to the notice. */
export function RecallLineFlag({ productId, lotNumbers }: { productId: number; lotNumbers: string[] }) {
  const { data } = useGetRecallNoticesQuery(undefined, { skip: lotNumbers.length === 0 })
  const recalled = lotNumbers.filter((lot) => recallOfLot(data ?? [], productId, lot))
  if (recalled.length === 0) return null
  return (
    <p className="small mb-0 mt-1" data-testid="recall-line-flag">
      <span className="badge text-bg-danger me-1">Recalled</span>
      Lot {recalled.join(', ')} is under recall. <Link to={paths.recalls}>See what to do</Link>
    </p>
  )
}
