import { zodResolver } from '@hookform/resolvers/zod'
import { formatDate } from '@shop/shared/format'
import {
  isShopAtFault,
  lineNotChoosable,
  lineRefusal,
  REFUND_TO,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  type RefundTo,
  type ReturnReason,
} from '@shop/shared/returns'
import { RETURN_PHOTOS_MAX, ReturnFormSchema, type ReturnOptions } from '@shop/shared/schemas/returns'
import { useEffect, useId } from 'react'
import { useForm, useWatch, type Control, type UseFormRegister, type UseFormSetValue } from 'react-hook-form'
import type { z } from 'zod'
import { SelectField, TextareaField } from '../../../components/form-field'
import { toast } from '../../../lib/toast'
import { errorMessage } from '../../../store/api'
import { useGetReturnOptionsQuery, useStartReturnMutation } from '../returns.api'

type ReturnFormInput = z.input<typeof ReturnFormSchema>
type ReturnFormOutput = z.output<typeof ReturnFormSchema>

function readBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''))
    reader.onerror = () => reject(reader.error ?? new Error('The photo could not be read.'))
    reader.readAsDataURL(file)
  })
}

const REFUND_LABELS: Record<RefundTo, string> = {
  card: 'Refund to my card',
  credit: 'Store credit (spent first on my next order)',
}

/**
 * Starts a return: lines and units, the reason, photos, card or store credit. The server checks
 * every rule and answers why it refuses; the page shows that answer as it is.
 */
export function ReturnForm({ orderId, onDone }: { orderId: number; onDone: () => void }) {
  const { data: options, isLoading } = useGetReturnOptionsQuery(orderId)
  if (isLoading) return <p role="status">Loading...</p>
  if (!options) return <p role="alert">The return form could not be loaded.</p>
  if (options.refusal) return <p className="small mb-0">{options.refusal}</p>
  return <ReturnRequestForm orderId={orderId} options={options} onDone={onDone} />
}

function ReturnRequestForm({
  orderId,
  options,
  onDone,
}: {
  orderId: number
  options: ReturnOptions
  onDone: () => void
}) {
  const id = useId()
  const [start, { isLoading: sending }] = useStartReturnMutation()
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useForm<ReturnFormInput, unknown, ReturnFormOutput>({
    resolver: zodResolver(ReturnFormSchema),
    defaultValues: {
      items: options.lines.map((l) => ({
        order_item_id: l.order_item_id,
        chosen: false,
        quantity: 1,
        opened: false,
      })),
      reason: '',
      details: '',
      refund_to: 'card',
      photos: [],
    },
  })

  const onSubmit = async ({ photos, ...request }: ReturnFormOutput) => {
    // A line refused beside it (opened packaging) is not sent only to come back refused.
    const refused = request.lines
      .map((l) => {
        const line = options.lines.find((o) => o.order_item_id === l.order_item_id)
        return line ? lineRefusal(line.product_name, line.returnability, request.reason, l.opened) : null
      })
      .find((r) => r !== null)
    if (refused) {
      setError('items', { message: 'An item ticked cannot be returned, as said beside it: untick it.' })
      return
    }
    try {
      const encoded = await Promise.all(photos.map((p) => readBase64(p as unknown as Blob)))
      const answer = await start({ orderId, body: { ...request, photos: encoded } }).unwrap()
      toast.success(answer.message ?? 'Return requested.')
      onDone()
    } catch (error) {
      // The server's refusal (window passed, too many units...) names the return, not a field.
      setError('root.server', {
        message: errorMessage(error, 'An error occurred while sending your return. Please try again.'),
      })
    }
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="border rounded p-3"
      aria-label="Return items"
    >
      <p className="small mb-2">
        You can start a return until {formatDate(options.deadline)} ({options.window_days} days after
        delivery).
      </p>
      {/* The reason first: it decides which items may come back (some only when the shop was at fault). */}
      <SelectField
        label="Reason"
        placeholder="Choose a reason"
        options={RETURN_REASONS.map((r) => ({ value: r, label: RETURN_REASON_LABELS[r] }))}
        registration={register('reason')}
        error={errors.reason?.message}
      />
      <fieldset className="mb-3" aria-describedby={errors.items ? `${id}-items-error` : undefined}>
        <legend className="h6">Items</legend>
        {options.lines.map((line, index) => (
          <ReturnLine
            key={line.order_item_id}
            line={line}
            index={index}
            register={register}
            control={control}
            setValue={setValue}
          />
        ))}
        {errors.items?.root?.message || errors.items?.message ? (
          <div id={`${id}-items-error`} className="invalid-feedback d-block">
            {errors.items?.root?.message ?? errors.items?.message}
          </div>
        ) : null}
      </fieldset>
      <TextareaField
        label="Details (optional)"
        rows={2}
        maxLength={2000}
        registration={register('details')}
        error={errors.details?.message}
      />
      <div className="mb-3">
        <label className="form-label" htmlFor={`${id}-photos`}>
          Photos (optional, up to {RETURN_PHOTOS_MAX}, 2 MB each: JPEG, PNG or WebP)
        </label>
        <input
          id={`${id}-photos`}
          type="file"
          className={`form-control${errors.photos ? ' is-invalid' : ''}`}
          accept="image/jpeg,image/png,image/webp"
          multiple
          aria-invalid={errors.photos ? true : undefined}
          aria-describedby={errors.photos ? `${id}-photos-error` : undefined}
          onChange={(e) =>
            setValue('photos', Array.from(e.target.files ?? []).slice(0, RETURN_PHOTOS_MAX), {
              shouldValidate: false,
            })
          }
        />
        {errors.photos ? (
          <div id={`${id}-photos-error`} className="invalid-feedback d-block">
            {errors.photos.message ?? errors.photos.root?.message}
          </div>
        ) : null}
      </div>
      <fieldset className="mb-3">
        <legend className="h6">Refund</legend>
        {REFUND_TO.map((r) => (
          <div key={r} className="form-check">
            <input
              id={`${id}-refund-${r}`}
              type="radio"
              value={r}
              className="form-check-input"
              {...register('refund_to')}
            />
            <label className="form-check-label" htmlFor={`${id}-refund-${r}`}>
              {REFUND_LABELS[r]}
            </label>
          </div>
        ))}
      </fieldset>
      {errors.root?.server ? (
        <p className="alert alert-danger py-2 small" role="alert">
          {errors.root.server.message}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={sending}>
        Request return
      </button>
    </form>
  )
}

/** One line bought: ticked to return it, then how many units and whether its packaging was opened. */
function ReturnLine({
  line,
  index,
  register,
  control,
  setValue,
}: {
  line: ReturnOptions['lines'][number]
  index: number
  register: UseFormRegister<ReturnFormInput>
  control: Control<ReturnFormInput, unknown, ReturnFormOutput>
  setValue: UseFormSetValue<ReturnFormInput>
}) {
  const boxId = `${useId()}-line`
  const chosen = useWatch({ control, name: `items.${index}.chosen` })
  const opened = useWatch({ control, name: `items.${index}.opened` })
  const picked = useWatch({ control, name: 'reason' })
  const reason = (RETURN_REASONS as readonly string[]).includes(picked) ? (picked as ReturnReason) : ''
  const heldBack = line.returnable_quantity > 0 ? lineNotChoosable(line.returnability, reason) : null
  // Opened packaging of an unopened-only item: said here, before sending, as the server would refuse it.
  const refused =
    chosen && reason !== '' && !isShopAtFault(reason)
      ? lineRefusal(line.product_name, line.returnability, reason, opened)
      : null
  useEffect(() => {
    // A reason changed to one this item cannot come back for unticks it.
    if (heldBack && chosen) setValue(`items.${index}.chosen`, false)
  }, [heldBack, chosen, index, setValue])
  return (
    <div className="border-bottom py-2">
      <div className="form-check">
        <input
          id={boxId}
          type="checkbox"
          className="form-check-input"
          disabled={line.returnable_quantity === 0 || heldBack !== null}
          aria-describedby={heldBack ? `${boxId}-held` : undefined}
          {...register(`items.${index}.chosen`)}
        />
        <label className="form-check-label" htmlFor={boxId}>
          {line.product_name}{' '}
          <span className="small text-body-secondary">
            ({line.returnability_label}; {line.returnable_quantity} of {line.bought} can be returned)
          </span>
        </label>
        {heldBack ? (
          <div id={`${boxId}-held`} className="small text-body-secondary">
            {heldBack}
          </div>
        ) : null}
      </div>
      {chosen ? (
        <div className="d-flex flex-wrap gap-3 align-items-center ms-4 mt-1">
          <label className="small" htmlFor={`${boxId}-qty`}>
            Quantity
          </label>
          <select
            id={`${boxId}-qty`}
            className="form-select form-select-sm w-auto"
            {...register(`items.${index}.quantity`)}
          >
            {Array.from({ length: line.returnable_quantity }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          <div className="form-check mb-0">
            <input
              id={`${boxId}-opened`}
              type="checkbox"
              className="form-check-input"
              {...register(`items.${index}.opened`)}
            />
            <label className="form-check-label small" htmlFor={`${boxId}-opened`}>
              The packaging has been opened
            </label>
          </div>
        </div>
      ) : null}
      {refused ? <div className="small text-danger ms-4 mt-1">{refused}</div> : null}
    </div>
  )
}
