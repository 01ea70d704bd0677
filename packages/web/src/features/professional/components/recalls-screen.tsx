import { zodResolver } from '@hookform/resolvers/zod'
import { formatDate } from '@shop/shared/format'
import {
  AcknowledgeRecallSchema,
  RecallCollectionRequestSchema,
  type AcknowledgeRecall,
  type CustomerRecall,
  type RecallCollectionRequest,
} from '@shop/shared/schemas/professional'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import {
  useAcknowledgeRecallMutation,
  useGetRecallNoticesQuery,
  useRequestRecallCollectionMutation,
} from '../professional.api'
import { FormField, TextareaField } from '../../../components/form-field'
import { errorMessage } from '../../../store/api'

/** The customer says what they did with the recalled units; the shared schema checks the answer. */
function Acknowledge({ recall }: { recall: CustomerRecall }) {
  const [ack, { isLoading }] = useAcknowledgeRecallMutation()
  const [error, setFormError] = useState<string | null>(null)
  const id = `recall-${recall.recall_id}`
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AcknowledgeRecall>({
    resolver: zodResolver(AcknowledgeRecallSchema),
    defaultValues: { action: 'quarantined', units: recall.units },
  })
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null)
    try {
      await ack({ recallId: recall.recall_id, ...values }).unwrap()
    } catch (err) {
      setFormError(errorMessage(err, 'Your answer could not be recorded.'))
    }
  })
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="row g-2 align-items-end">
      <div className="col-sm-5">
        <label className="form-label" htmlFor={`${id}-action`}>
          I have
        </label>
        <select id={`${id}-action`} className="form-select" {...register('action')}>
          <option value="quarantined">quarantined</option>
          <option value="returned">returned</option>
        </select>
      </div>
      <div className="col-sm-3">
        <label className="form-label" htmlFor={`${id}-units`}>
          Units
        </label>
        <input
          id={`${id}-units`}
          type="number"
          min={0}
          max={recall.units}
          className={`form-control${errors.units ? ' is-invalid' : ''}`}
          aria-invalid={errors.units ? true : undefined}
          aria-describedby={errors.units ? `${id}-units-error` : undefined}
          {...register('units', { valueAsNumber: true })}
        />
        {errors.units?.message && (
          <div id={`${id}-units-error`} className="invalid-feedback">
            {errors.units.message}
          </div>
        )}
      </div>
      <div className="col-sm-4">
        <button type="submit" className="btn btn-primary w-100" disabled={isLoading}>
          Confirm
        </button>
      </div>
      {error && (
        <p className="text-danger col-12 mb-0" role="alert">
          {error}
        </p>
      )}
    </form>
  )
}

/**
 * Where the recall promises it, the customer asks the shop to collect the units and replace them
 * (not an ordinary return): how many, and where to collect them.
 */
function AskForCollection({ recall }: { recall: CustomerRecall }) {
  const [ask, { isLoading }] = useRequestRecallCollectionMutation()
  const [error, setFormError] = useState<string | null>(null)
  const id = `collect-${recall.recall_id}`
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RecallCollectionRequest>({
    resolver: zodResolver(RecallCollectionRequestSchema),
    defaultValues: { units: recall.units, address: '' },
  })
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null)
    try {
      await ask({ recallId: recall.recall_id, ...values }).unwrap()
    } catch (err) {
      setFormError(errorMessage(err, 'Your request could not be sent.'))
    }
  })
  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="border rounded p-3 mb-3"
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="h6">
        We collect and replace these units
      </h3>
      <p className="small mb-2">
        Keep them apart; our driver collects them and brings the replacement. No need to start a return.
      </p>
      <div className="row g-2 align-items-start">
        <FormField
          label="Units to collect"
          type="number"
          min={1}
          max={recall.units}
          className="col-sm-3"
          registration={register('units', { valueAsNumber: true })}
          error={errors.units?.message}
        />
        <TextareaField
          label="Collection address"
          rows={2}
          className="col-sm-9"
          registration={register('address')}
          error={errors.address?.message}
        />
      </div>
      <button type="submit" className="btn btn-primary mt-2" disabled={isLoading}>
        Ask us to collect and replace them
      </button>
      {error && (
        <p className="text-danger mb-0 mt-2" role="alert">
          {error}
        </p>
      )}
    </form>
  )
}

/** Where the customer's collection stands, once asked for. */
function CollectionStatus({ collection }: { collection: NonNullable<CustomerRecall['collection']> }) {
  const units = `${collection.units} unit${collection.units === 1 ? '' : 's'}`
  return (
    <p className="alert alert-info mb-3" role="status">
      {collection.collected_at
        ? `We collected ${units} on ${formatDate(collection.collected_at)} and sent the replacement${collection.replacement_order_no ? `, order ${collection.replacement_order_no} in My Orders, at no charge` : ''}.`
        : `You asked us on ${formatDate(collection.requested_at)} to collect ${units} from ${collection.address} and replace them. Our driver will be in touch.`}
    </p>
  )
}

/** /dashboard/recalls: the recalls of lots the customer received, with their acknowledgement. */
export function CustomerRecallsScreen() {
  const { data, isLoading } = useGetRecallNoticesQuery()
  if (isLoading || !data) return <p>Loading…</p>
  return (
    <section>
      <h1 className="h4 mb-3">Product recalls</h1>
      {data.length === 0 && <p>No product you received is under recall.</p>}
      {data.map((r) => (
        <article key={r.recall_id} className="card mb-3" aria-labelledby={`recall-${r.recall_id}-title`}>
          <div className="card-body">
            <h2 id={`recall-${r.recall_id}-title`} className="h5">
              Recall of {r.product_name}{' '}
              <span className={`badge ${r.severity === 'high' ? 'text-bg-danger' : 'text-bg-warning'}`}>
                {r.severity} severity
              </span>
            </h2>
            <p className="mb-1">
              Lots:{' '}
              {r.lots
                .map((l) => `${l.lot_number}${l.expiry_date ? ` (exp ${formatDate(l.expiry_date)})` : ''}`)
                .join(', ')}
            </p>
            <p className="mb-1">
              You received {r.units} unit{r.units === 1 ? '' : 's'} from these lots.
            </p>
            <p className="mb-1">Why: {r.reason}</p>
            <p className="mb-3">
              <strong>What to do:</strong> {r.instructions}
            </p>
            {r.collection ? (
              <CollectionStatus collection={r.collection} />
            ) : r.collect_and_replace && r.status === 'open' ? (
              <AskForCollection recall={r} />
            ) : null}
            {r.acknowledged_at ? (
              <p className="alert alert-success mb-0" role="status">
                Thank you: you told us you have {r.ack_action} {r.ack_units} unit
                {r.ack_units === 1 ? '' : 's'}.
              </p>
            ) : r.status === 'open' ? (
              <Acknowledge recall={r} />
            ) : (
              <p className="mb-0">This recall is closed.</p>
            )}
          </div>
        </article>
      ))}
    </section>
  )
}
