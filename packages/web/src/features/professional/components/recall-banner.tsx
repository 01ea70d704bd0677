import { recallsNeedingAnswer } from '@shop/shared/recalls'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { useGetRecallNoticesQuery } from '../professional.api'

/**
 * A high-severity recall the customer has not answered yet stays in sight on the dashboard and the
 * home page until they acknowledge it: a mail can be missed, a medicine in use cannot wait.
 */
export function RecallBanner() {
  const { data } = useGetRecallNoticesQuery()
  const waiting = recallsNeedingAnswer(data ?? [])
  if (waiting.length === 0) return null
  const products = [...new Set(waiting.map((r) => r.product_name))].join(', ')
  return (
    <section
      className="alert alert-danger d-flex flex-wrap align-items-center gap-2"
      aria-labelledby="recall-banner-title"
    >
      <div className="flex-grow-1">
        <h2 id="recall-banner-title" className="h6 fw-bold mb-1">
          {waiting.length === 1 ? 'Urgent product recall' : `${waiting.length} urgent product recalls`}
        </h2>
        <p className="mb-0">
          You received units of a recalled lot of {products}. Stop using them and tell us what you have done.
        </p>
      </div>
      <Link to={paths.recalls} className="btn btn-danger">
        See the recall{waiting.length === 1 ? '' : 's'}
      </Link>
    </section>
  )
}
