import { termsText } from '@shop/shared/business-account'
import { formatMoney } from '@shop/shared/format'
import type { Cents } from '@shop/shared/money'
import { PO_NUMBER_MAX_LENGTH } from '@shop/shared/schemas/business-accounts'
import { useId } from 'react'
import { useFormContext } from 'react-hook-form'
import { z } from 'zod'
import { describedBy, ErrorText, fieldClass } from './payment-field-parts'

/** The PO number the account asks for, said before the server would. */
export const PO_NUMBER_NEEDED_MESSAGE = 'Your business account asks for a purchase-order number.'

/** An approved business account the order may be paid on (docs/decisions/0112-business-accounts-and-pay-on-account.md). */
export interface PayOnAccountOption {
  practiceName: string
  termsDays: number
  poRequired: boolean
  availableCents: number
}

/** The PO number's check: at most the server's length, and given when the account asks for one. */
export const poNumberSchema = (required: boolean) =>
  z
    .string()
    .trim()
    .max(PO_NUMBER_MAX_LENGTH, `Purchase-order number must be at most ${PO_NUMBER_MAX_LENGTH} characters`)
    .refine((v) => !required || v.length > 0, PO_NUMBER_NEEDED_MESSAGE)

/** The checked PO number as checkout sends it: none when left blank. */
export const accountPayment = (poNumber: string) => ({ payOnAccount: { poNumber: poNumber || null } })

/** Card or the account, for a customer with an approved business account. */
export function PaymentMethodChoice({
  account,
  onAccount,
  onChange,
}: {
  account: PayOnAccountOption
  onAccount: boolean
  onChange?: (method: 'card' | 'account') => void
}) {
  const id = useId()
  return (
    <fieldset className="mb-3">
      <legend className="h6">How would you like to pay?</legend>
      <div className="form-check">
        <input
          id={`${id}-card`}
          type="radio"
          name="payment-method"
          className="form-check-input"
          checked={!onAccount}
          onChange={() => onChange?.('card')}
        />
        <label className="form-check-label" htmlFor={`${id}-card`}>
          Card
        </label>
      </div>
      <div className="form-check">
        <input
          id={`${id}-account`}
          type="radio"
          name="payment-method"
          className="form-check-input"
          checked={onAccount}
          aria-describedby={`${id}-account-hint`}
          onChange={() => onChange?.('account')}
        />
        <label className="form-check-label" htmlFor={`${id}-account`}>
          Pay on account
        </label>
        <p id={`${id}-account-hint`} className="form-text mt-0">
          Invoiced to {account.practiceName}, {termsText(account.termsDays)}.{' '}
          {formatMoney(account.availableCents as Cents)} of credit available.
        </p>
      </div>
    </fieldset>
  )
}

/**
 * Paying on account: the purchase-order number, optional unless the account asks for one, the
 * `poNumber` field of the payment form it sits in (docs/requirements/business-accounts.md).
 */
export function PoNumberField({ required }: { required: boolean }) {
  const id = useId()
  const {
    register,
    formState: { errors },
  } = useFormContext<{ poNumber: string }>()
  const message = errors.poNumber?.message
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        Purchase-order number{required ? '' : ' (optional)'}
      </label>
      <input
        id={id}
        className={fieldClass(message)}
        autoComplete="off"
        maxLength={PO_NUMBER_MAX_LENGTH}
        aria-required={required || undefined}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(id, message)}
        {...register('poNumber')}
      />
      <ErrorText id={id} message={message} />
    </div>
  )
}
