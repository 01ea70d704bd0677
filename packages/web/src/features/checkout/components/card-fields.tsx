import { cardFormSchema } from '@shop/shared/card'
import type { CardDetails } from '@shop/shared/schemas/checkout'
import { useId } from 'react'
import { useFormContext } from 'react-hook-form'
import { z } from 'zod'
import { describedBy, ErrorText, fieldClass } from './payment-field-parts'

/** The card's fields as typed. */
export interface CardValues {
  number: string
  name: string
  expiry: string
  cvc: string
}

export const NO_CARD: CardValues = { number: '', name: '', expiry: '', cvc: '' }

/**
 * The card's check: the shared card schema when paying by card (it hands over the number without
 * its spaces); paying another way, whatever the hidden fields hold is neither checked nor sent.
 */
export const cardSchema = (payingByCard: boolean) =>
  payingByCard
    ? cardFormSchema()
    : z.object({ number: z.string(), name: z.string(), expiry: z.string(), cvc: z.string() })

/** The checked card as checkout sends it. */
export const cardPayment = (card: unknown) => ({ cardDetails: card as CardDetails })

/** '4111111111111111' typed or pasted as '4111 1111 1111 1111'. */
function groupCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ')
}

/** '1229' or '12/29' as 'MM/YY'. */
function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4)
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits
}

/**
 * Paying by card: number, name, expiry and CVC (docs/requirements/carts-and-checkout.md §5), the
 * `card` fields of the payment form it sits in. The card lives only in that form's state, is
 * handed over at submission and never stored. Everything of the card is here and in `cardSchema`
 * and `cardPayment`, so a gateway's card element handing over a token can take their place.
 */
export function CardFields({
  hidden,
}: {
  /** Paying another way: kept as typed, but hidden. */ hidden: boolean
}) {
  const {
    register,
    setValue,
    formState: { errors: formErrors },
  } = useFormContext<{ card: CardValues }>()
  const errors = formErrors.card ?? {}
  const ids = { number: useId(), name: useId(), expiry: useId(), cvc: useId() }
  const numberField = register('card.number', {
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      setValue('card.number', groupCardNumber(e.target.value)),
  })
  const expiryField = register('card.expiry', {
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      setValue('card.expiry', formatExpiry(e.target.value)),
  })
  return (
    <fieldset className="mb-3" hidden={hidden}>
      <legend className="h6">Card details</legend>
      <div className="mb-3">
        <label htmlFor={ids.number} className="form-label">
          Card number
        </label>
        <input
          id={ids.number}
          className={fieldClass(errors.number)}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 5678 9012 3456"
          maxLength={23}
          aria-invalid={errors.number ? true : undefined}
          aria-describedby={describedBy(ids.number, errors.number?.message)}
          {...numberField}
        />
        <ErrorText id={ids.number} message={errors.number?.message} />
      </div>
      <div className="mb-3">
        <label htmlFor={ids.name} className="form-label">
          Name on card
        </label>
        <input
          id={ids.name}
          className={fieldClass(errors.name)}
          autoComplete="cc-name"
          maxLength={100}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy(ids.name, errors.name?.message)}
          {...register('card.name')}
        />
        <ErrorText id={ids.name} message={errors.name?.message} />
      </div>
      <div className="row g-3">
        <div className="col-6">
          <label htmlFor={ids.expiry} className="form-label">
            Expiry (MM/YY)
          </label>
          <input
            id={ids.expiry}
            className={fieldClass(errors.expiry)}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            maxLength={5}
            aria-invalid={errors.expiry ? true : undefined}
            aria-describedby={describedBy(ids.expiry, errors.expiry?.message)}
            {...expiryField}
          />
          <ErrorText id={ids.expiry} message={errors.expiry?.message} />
        </div>
        <div className="col-6">
          <label htmlFor={ids.cvc} className="form-label">
            CVC
          </label>
          <input
            id={ids.cvc}
            className={fieldClass(errors.cvc)}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            aria-invalid={errors.cvc ? true : undefined}
            aria-describedby={describedBy(ids.cvc, errors.cvc?.message)}
            {...register('card.cvc')}
          />
          <ErrorText id={ids.cvc} message={errors.cvc?.message} />
        </div>
      </div>
    </fieldset>
  )
}
