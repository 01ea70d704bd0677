import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { PageHeader } from '../../../components/admin/page-header'
import { useGetRecallsQuery } from '../admin-recalls.api'
import { OpenRecallForm, type ChooseLots } from './open-recall-form'
import { RecallDetailView } from './recall-detail'

/** Recalls by lot: open one, see who received the lots and who has answered, remind, export, close. */
export function RecallsScreen({ chooseLots }: { chooseLots: ChooseLots }) {
  const { data = [] } = useGetRecallsQuery()
  // An order line's recall flag links here with ?recall=<id>.
  const [params] = useSearchParams()
  const [selected, setSelected] = useState<number | null>(Number(params.get('recall')) || null)
  return (
    <>
      <PageHeader title="Recalls" />
      <OpenRecallForm chooseLots={chooseLots} onOpened={setSelected} />
      {selected !== null && <RecallDetailView id={selected} />}
      <h2 className="h5">All recalls</h2>
      {data.length === 0 && <p>No recalls.</p>}
      <ul className="list-group mb-3">
        {data.map((r) => (
          <li key={r.id} className="list-group-item d-flex flex-wrap justify-content-between gap-2">
            <span>
              {r.product_name}, lots {r.lots.map((l) => l.lot_number).join(', ')}: {r.status},{' '}
              {r.acknowledged} of {r.customers} acknowledged
              {r.collections_waiting > 0 ? `, ${r.collections_waiting} to collect` : ''}
            </span>
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              onClick={() => setSelected(r.id)}
            >
              Show recall {r.id}
            </button>
          </li>
        ))}
      </ul>
    </>
  )
}
