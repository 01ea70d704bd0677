import '../checkout.css'
import { zodResolver } from '@hookform/resolvers/zod'
import { cardFormSchema } from '@shop/shared/card'
import { SECURITY_CODE_LENGTH } from '@shop/shared/constants'
import { termsText } from '@shop/shared/business-account'
import { formatMoney } from '@shop/shared/format'
import type { Cents } from '@shop/shared/money'
import { PO_NUMBER_MAX_LENGTH } from '@shop/shared/schemas/business-accounts'
import type { CardDetails } from '@shop/shared/schemas/checkout'
import { useId, useMemo, useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { z } from 'zod'
import { newSecurityCode, securityCodeMatches } from '../../../lib/security-code'

export const TERMS_REQUIRED_MESSAGE = 'Please accept the terms and conditions.'
/** docs/requirements/messages.md §4. */
export const SECURITY_CODE_MISMATCH = 'Security code does not match!'

/** The PO number the account asks for, said before the server would. */
export const PO_NUMBER_NEEDED_MESSAGE = 'Your business account asks for a purchase-order number.'

/** What the form pays with: the card, or the approved business account with a PO number. */
export type PaymentChoice = { cardDetails: CardDetails } | { payOnAccount: { poNumber: string | null } }

/** An approved business account the order may be paid on (docs/decisions/0112-business-accounts-and-pay-on-account.md). */
export interface PayOnAccountOption {
  practiceName: string
  termsDays: number
  poRequired: boolean
  availableCents: number
}

interface PaymentFormValues {
  card: { number: string; name: string; expiry: string; cvc: string }
  poNumber: string
  securityCode: string
  terms: boolean
}

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

interface PaymentFormProps {
  /** Text of the submit button, e.g. 'Pay US $48.30'. */
  submitLabel: string
  /** False while figures load or an address is missing: the button waits. */
  ready: boolean
  processing: boolean
  /** The parsed card (number without spaces), or the account; the card goes nowhere else. */
  onPay: (payment: PaymentChoice) => void
  /** Shown above the button, e.g. why the order is not ready yet. */
  notice?: ReactNode
  /** The customer's approved business account: the choice to pay on account appears. */
  account?: PayOnAccountOption | null
  /** 'account' while paying on account (the page shows the figures for it). */
  method?: 'card' | 'account'
  onMethodChange?: (method: 'card' | 'account') => void
}

/**
 * The payment block (docs/requirements/carts-and-checkout.md §5): card, on-screen security code, terms. The
 * card lives only in this form's state; it is handed to onPay at submit and never stored.
 */
export function PaymentForm({
  submitLabel,
  ready,
  processing,
  onPay,
  notice,
  account = null,
  method = 'card',
  onMethodChange,
}: PaymentFormProps) {
  const [code, setCode] = useState(() => newSecurityCode())
  const ids = {
    number: useId(),
    name: useId(),
    expiry: useId(),
    cvc: useId(),
    code: useId(),
    terms: useId(),
    po: useId(),
    method: useId(),
  }
  const onAccount = Boolean(account) && method === 'account'
  const poRequired = onAccount && Boolean(account?.poRequired)
  const schema = useMemo(
    () =>
      z.object({
        // Paying on account takes no card: whatever the hidden card fields hold is not checked nor sent.
        card: onAccount
          ? z.object({ number: z.string(), name: z.string(), expiry: z.string(), cvc: z.string() })
          : cardFormSchema(),
        poNumber: z
          .string()
          .trim()
          .max(
            PO_NUMBER_MAX_LENGTH,
            `Purchase-order number must be at most ${PO_NUMBER_MAX_LENGTH} characters`,
          )
          .refine((v) => !poRequired || v.length > 0, PO_NUMBER_NEEDED_MESSAGE),
        securityCode: z.string().refine((v) => securityCodeMatches(code, v), SECURITY_CODE_MISMATCH),
        terms: z.boolean().refine((v) => v, TERMS_REQUIRED_MESSAGE),
      }),
    [code, onAccount, poRequired],
  )
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<PaymentFormValues, unknown, z.output<typeof schema>>({
    // react-hook-form takes the latest resolver on each render, so the check follows a new code.
    resolver: zodResolver(schema),
    defaultValues: {
      card: { number: '', name: '', expiry: '', cvc: '' },
      poNumber: '',
      securityCode: '',
      terms: false,
    },
  })

  const refreshCode = () => setCode(newSecurityCode())

  const cardError = errors.card ?? {}
  const fieldClass = (hasError: unknown) => `form-control${hasError ? ' is-invalid' : ''}`
  const errorText = (id: string, message: string | undefined) =>
    message ? (
      <div id={`${id}-error`} className="invalid-feedback d-block">
        {message}
      </div>
    ) : null
  const describedBy = (id: string, message: string | undefined, hint?: string) =>
    [hint, message ? `${id}-error` : null].filter(Boolean).join(' ') || undefined

  const numberField = register('card.number', {
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      setValue('card.number', groupCardNumber(e.target.value)),
  })
  const expiryField = register('card.expiry', {
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      setValue('card.expiry', formatExpiry(e.target.value)),
  })
  const codeField = register('securityCode', {
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      const entry = e.target.value.replace(/\D/g, '').slice(0, SECURITY_CODE_LENGTH)
      if (entry.length === SECURITY_CODE_LENGTH && !securityCodeMatches(code, entry)) {
        // docs/requirements/carts-and-checkout.md §5: a wrong full-length entry gets a new code and an empty field.
        refreshCode()
        setValue('securityCode', '')
        setError('securityCode', { type: 'mismatch', message: SECURITY_CODE_MISMATCH })
      } else {
        setValue('securityCode', entry)
        if (securityCodeMatches(code, entry)) clearErrors('securityCode')
      }
    },
  })

  return (
    <form
      noValidate
      aria-label="Payment"
      onSubmit={handleSubmit((values) => {
        if (!ready || processing) return
        onPay(
          onAccount
            ? { payOnAccount: { poNumber: values.poNumber.trim() || null } }
            : { cardDetails: values.card as CardDetails },
        )
      })}
    >
      {account ? (
        <fieldset className="mb-3">
          <legend className="h6">How would you like to pay?</legend>
          <div className="form-check">
            <input
              id={`${ids.method}-card`}
              type="radio"
              name="payment-method"
              className="form-check-input"
              checked={!onAccount}
              onChange={() => onMethodChange?.('card')}
            />
            <label className="form-check-label" htmlFor={`${ids.method}-card`}>
              Card
            </label>
          </div>
          <div className="form-check">
            <input
              id={`${ids.method}-account`}
              type="radio"
              name="payment-method"
              className="form-check-input"
              checked={onAccount}
              aria-describedby={`${ids.method}-account-hint`}
              onChange={() => onMethodChange?.('account')}
            />
            <label className="form-check-label" htmlFor={`${ids.method}-account`}>
              Pay on account
            </label>
            <p id={`${ids.method}-account-hint`} className="form-text mt-0">
              Invoiced to {account.practiceName}, {termsText(account.termsDays)}.{' '}
              {formatMoney(account.availableCents as Cents)} of credit available.
            </p>
          </div>
        </fieldset>
      ) : null}
      {onAccount ? (
        <div className="mb-3">
          <label htmlFor={ids.po} className="form-label">
            Purchase-order number{poRequired ? '' : ' (optional)'}
          </label>
          <input
            id={ids.po}
            className={fieldClass(errors.poNumber)}
            autoComplete="off"
            maxLength={PO_NUMBER_MAX_LENGTH}
            aria-required={poRequired || undefined}
            aria-invalid={errors.poNumber ? true : undefined}
            aria-describedby={describedBy(ids.po, errors.poNumber?.message)}
            {...register('poNumber')}
          />
          {errorText(ids.po, errors.poNumber?.message)}
        </div>
      ) : null}
      <fieldset className="mb-3" hidden={onAccount}>
        <legend className="h6">Card details</legend>
        <div className="mb-3">
          <label htmlFor={ids.number} className="form-label">
            Card number
          </label>
          <input
            id={ids.number}
            className={fieldClass(cardError.number)}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 5678 9012 3456"
            maxLength={23}
            aria-invalid={cardError.number ? true : undefined}
            aria-describedby={describedBy(ids.number, cardError.number?.message)}
            {...numberField}
          />
          {errorText(ids.number, cardError.number?.message)}
        </div>
        <div className="mb-3">
          <label htmlFor={ids.name} className="form-label">
            Name on card
          </label>
          <input
            id={ids.name}
            className={fieldClass(cardError.name)}
            autoComplete="cc-name"
            maxLength={100}
            aria-invalid={cardError.name ? true : undefined}
            aria-describedby={describedBy(ids.name, cardError.name?.message)}
            {...register('card.name')}
          />
          {errorText(ids.name, cardError.name?.message)}
        </div>
        <div className="row g-3">
          <div className="col-6">
            <label htmlFor={ids.expiry} className="form-label">
              Expiry (MM/YY)
            </label>
            <input
              id={ids.expiry}
              className={fieldClass(cardError.expiry)}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              maxLength={5}
              aria-invalid={cardError.expiry ? true : undefined}
              aria-describedby={describedBy(ids.expiry, cardError.expiry?.message)}
              {...expiryField}
            />
            {errorText(ids.expiry, cardError.expiry?.message)}
          </div>
          <div className="col-6">
            <label htmlFor={ids.cvc} className="form-label">
              CVC
            </label>
            <input
              id={ids.cvc}
              className={fieldClass(cardError.cvc)}
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
              aria-invalid={cardError.cvc ? true : undefined}
              aria-describedby={describedBy(ids.cvc, cardError.cvc?.message)}
              {...register('card.cvc')}
            />
            {errorText(ids.cvc, cardError.cvc?.message)}
          </div>
        </div>
      </fieldset>

      <div className="mb-3">
        {/* Named apart from the card's CVC, which card forms elsewhere call a 'security code'. */}
        <label htmlFor={ids.code} className="form-label">
          On-screen code
        </label>
        <p id={`${ids.code}-hint`} className="form-text mt-0 mb-1">
          Type the 4 digits shown here. This is not your card&rsquo;s CVC.
        </p>
        <div className="d-flex align-items-center gap-2">
          <span
            className="checkout-security-code"
            id={`${ids.code}-shown`}
            data-testid="security-code"
            aria-live="polite"
          >
            <span className="visually-hidden">Type this code: </span>
            {code.split('').join(' ')}
          </span>
          <button type="button" className="btn btn-link btn-sm" onClick={refreshCode}>
            New code
          </button>
        </div>
        <input
          id={ids.code}
          className={`${fieldClass(errors.securityCode)} mt-2`}
          inputMode="numeric"
          autoComplete="off"
          maxLength={SECURITY_CODE_LENGTH}
          aria-invalid={errors.securityCode ? true : undefined}
          aria-describedby={describedBy(
            ids.code,
            errors.securityCode?.message,
            `${ids.code}-shown ${ids.code}-hint`,
          )}
          {...codeField}
        />
        {errorText(ids.code, errors.securityCode?.message)}
      </div>

      <div className="form-check mb-3">
        <input
          id={ids.terms}
          type="checkbox"
          className={`form-check-input${errors.terms ? ' is-invalid' : ''}`}
          required
          aria-invalid={errors.terms ? true : undefined}
          aria-describedby={describedBy(ids.terms, errors.terms?.message)}
          {...register('terms')}
        />
        <label htmlFor={ids.terms} className="form-check-label">
          I have read and agree to the{' '}
          <Link to="/terms-conditions" target="_blank" rel="noopener">
            terms and conditions
          </Link>
        </label>
        {errorText(ids.terms, errors.terms?.message)}
      </div>

      {notice}
      <button type="submit" className="btn btn-primary btn-lg w-100" disabled={!ready || processing}>
        {submitLabel}
      </button>
    </form>
  )
}
