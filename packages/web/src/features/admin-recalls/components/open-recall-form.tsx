import { zodResolver } from '@hookform/resolvers/zod'
import { OpenRecallSchema, RECALL_SEVERITIES, type OpenRecallInput } from '@shop/shared/schemas/professional'
import type { ReactNode } from 'react'
import { useForm, useWatch, type Resolver } from 'react-hook-form'
import { FormField, SelectField, TextareaField } from '../../../components/form-field'
import { useAdminSave } from '../../../components/admin/use-admin-save'
import { useOpenRecallMutation } from '../admin-recalls.api'

/** How the form lets staff tick the lots: the stock wing's lot finder, put in by the route. */
export type ChooseLots = (choice: {
  chosen: number[]
  onChange: (lotIds: number[], productId: number | undefined) => void
}) => ReactNode

type RecallValues = Omit<OpenRecallInput, 'product_id'> & { product_id: number | undefined }

/** Open a recall: find the lots, choose those of one product, say why and what buyers must do. */
export function OpenRecallForm({
  chooseLots,
  onOpened,
}: {
  chooseLots: ChooseLots
  onOpened: (id: number) => void
}) {
  const [open, { isLoading }] = useOpenRecallMutation()
  const form = useForm<RecallValues, unknown, OpenRecallInput>({
    resolver: zodResolver(OpenRecallSchema) as unknown as Resolver<RecallValues, unknown, OpenRecallInput>,
    defaultValues: {
      product_id: undefined,
      lot_ids: [],
      reason: '',
      severity: 'high',
      instructions: '',
      collect_and_replace: false,
    },
  })
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = form
  const chosen = useWatch({ control, name: 'lot_ids' })
  const onSubmit = useAdminSave(form, {
    send: (values) => open(values),
    saved: 'Recall opened.',
    onSaved: (answer) => {
      setValue('lot_ids', [])
      setValue('product_id', undefined)
      onOpened(answer.recall.id)
    },
  })
  return (
    <section className="card mb-4" aria-labelledby="open-recall-title">
      <div className="card-body">
        <h2 id="open-recall-title" className="h5">
          Open a recall
        </h2>
        {chooseLots({
          chosen,
          onChange: (lotIds, productId) => {
            setValue('lot_ids', lotIds)
            setValue('product_id', productId)
          },
        })}
        {errors.lot_ids?.message && <p className="text-danger small">{errors.lot_ids.message}</p>}
        <form onSubmit={onSubmit} noValidate>
          <div className="row g-2">
            <FormField
              className="col-md-8"
              label="Reason"
              registration={register('reason')}
              error={errors.reason?.message}
            />
            <SelectField
              className="col-md-4"
              label="Severity"
              options={RECALL_SEVERITIES}
              registration={register('severity')}
              error={errors.severity?.message}
            />
            <TextareaField
              className="col-12"
              label="Instructions to the buyer"
              rows={2}
              registration={register('instructions')}
              error={errors.instructions?.message}
            />
            <div className="col-12 form-check ms-2">
              <input
                id="recall-collect"
                type="checkbox"
                className="form-check-input"
                {...register('collect_and_replace')}
              />
              <label className="form-check-label" htmlFor="recall-collect">
                We collect the units and replace them (buyers ask for it from their recall notice)
              </label>
            </div>
          </div>
          <button type="submit" className="btn btn-danger mt-3" disabled={isLoading || chosen.length === 0}>
            Open recall and quarantine {chosen.length} lot{chosen.length === 1 ? '' : 's'}
          </button>
        </form>
      </div>
    </section>
  )
}
