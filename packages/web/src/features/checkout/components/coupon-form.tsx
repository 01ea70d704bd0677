import { zodResolver } from '@hookform/resolvers/zod'
import { formatMoney } from '@shop/shared/format'
import type { Cents } from '@shop/shared/money'
import { COUPON_CODE_MAX_LENGTH, CouponFormSchema } from '@shop/shared/schemas/checkout'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

interface CouponFormProps {
  appliedCode: string | null
  discountCents: Cents
  /** Tries the code; answers the server's message when it is refused, else null. */
  onApply: (code: string) => Promise<string | null>
  onRemove: () => void
}

type CouponInput = z.input<typeof CouponFormSchema>
type Coupon = z.output<typeof CouponFormSchema>

/** Coupon field with Apply and Remove; a refused code shows the server's message (docs/requirements/carts-and-checkout.md §7). */
export function CouponForm({ appliedCode, discountCents, onApply, onRemove }: CouponFormProps) {
  const id = useId()
  const {
    register,
    handleSubmit,
    setError,
    reset,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<CouponInput, unknown, Coupon>({
    resolver: zodResolver(CouponFormSchema),
    defaultValues: { code: '' },
  })
  const error = errors.code?.message

  const apply = async ({ code }: Coupon) => {
    const refused = await onApply(code)
    if (refused) setError('code', { type: 'server', message: refused })
    else reset({ code: '' })
  }

  if (appliedCode) {
    return (
      <div className="d-flex align-items-center justify-content-between gap-2 alert alert-success py-2 mb-0">
        <span>
          Coupon <strong>{appliedCode}</strong> applied: - {formatMoney(discountCents)}
        </span>
        <button
          type="button"
          className="btn btn-sm btn-outline-dark"
          onClick={() => {
            clearErrors()
            onRemove()
          }}
        >
          Remove<span className="visually-hidden"> coupon {appliedCode}</span>
        </button>
      </div>
    )
  }
  return (
    <form onSubmit={handleSubmit(apply)} noValidate aria-label="Coupon">
      <label htmlFor={id} className="form-label">
        Coupon code
      </label>
      <div className="input-group">
        <input
          id={id}
          className={`form-control${error ? ' is-invalid' : ''}`}
          maxLength={COUPON_CODE_MAX_LENGTH}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...register('code')}
        />
        <button type="submit" className="btn btn-outline-primary" disabled={isSubmitting}>
          {isSubmitting ? 'Applying...' : 'Apply'}
        </button>
      </div>
      <div id={`${id}-error`} className="invalid-feedback d-block" role="alert">
        {error}
      </div>
    </form>
  )
}
