import { recallOfLot } from '@shop/shared/recalls'
import { Link } from 'react-router'
import { adminPaths } from '../../../config/admin-paths'
import { useGetRecallsQuery } from '../admin-recalls.api'

/** On an order line that took units of a recalled lot: the lot, the recall's state and a link to it. */
export function RecallLotFlag({ productId, lotNumbers }: { productId: number; lotNumbers: string[] }) {
  const { data } = useGetRecallsQuery(undefined, { skip: lotNumbers.length === 0 })
  const flags = lotNumbers.flatMap((lot) => {
    const recall = recallOfLot(data ?? [], productId, lot)
    return recall ? [{ lot, recall }] : []
  })
  if (flags.length === 0) return null
  return (
    <div className="small mt-1" data-testid="recall-line-flag">
      {flags.map(({ lot, recall }) => (
        <div key={lot}>
          <span className="badge text-bg-danger me-1">Recalled</span>
          Lot {lot}, {recall.severity} severity ({recall.status}).{' '}
          <Link to={`${adminPaths.recalls}?recall=${recall.id}`}>Recall {recall.id}</Link>
        </div>
      ))}
    </div>
  )
}
