import '../checkout.css'
import { zodResolver } from '@hookform/resolvers/zod'
import { SECURITY_CODE_LENGTH } from '@shop/shared/constants'
import { useId, useMemo, useRef, useState, type ReactNode } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { z } from 'zod'
import { newSecurityCode, securityCodeMatches } from '../../../lib/security-code'
import { SavedCardChoice } from '../../../components/saved-card-choice'
import { CardElement, type CardElementHandle, type CardTokenAnswer } from '../../../components/card-element'
import {
  accountPayment,
  PaymentMethodChoice,
  poNumberSchema,
  PoNumberField,
  type PayOnAccountOption,
} from './pay-on-account'
import { useGetCheckoutSavedCardsQuery } from '../checkout.api'
import { describedBy, ErrorText, fieldClass } from './payment-field-parts'

export { PO_NUMBER_NEEDED_MESSAGE, type PayOnAccountOption } from './pay-on-account'

export const TERMS_REQUIRED_MESSAGE = 'Please accept the terms and conditions.'
/** docs/requirements/messages.md §4. */
export const SECURITY_CODE_MISMATCH = 'Security code does not match!'

/**
 * What the form pays with: a new card's one-use token from the card element (kept for next time
 * with 'Save this card'), one of the buyer's saved cards, or the approved business account with a
 * PO number.
 */
export type PaymentChoice =
  | { paymentToken: string; saveCard?: boolean }
  | { paymentMethodId: number }
  | { payOnAccount: { poNumber: string | null } }

interface PaymentFormValues {
  poNumber: string
  securityCode: string
  terms: boolean
}

interface PaymentFormProps {
  /** Text of the submit button, e.g. 'Pay US $48.30'. */
  submitLabel: string
  /** False while figures load or an address is missing: the button waits. */
  ready: boolean
  processing: boolean
  /** The card's token, or the account: the card itself never leaves its element. */
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
 * The payment block (docs/requirements/carts-and-checkout.md §5): the way of paying (the card's
 * fields, or the business account's choice and PO number), then the on-screen security code and
 * the terms, which every way asks for. Store credit needs no field: the checkout spends it before
 * the card by the shared rule and the order summary shows it. The card is typed in the provider's
 * element: at submit it is asked for a one-use token, which alone is handed to onPay.
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
  const cardElement = useRef<CardElementHandle>(null)
  const formRef = useRef<HTMLFormElement>(null)
  // While the element makes the token, Pay waits: a second press would make a second token.
  const [tokenising, setTokenising] = useState(false)
  const [cardProblem, setCardProblem] = useState<string | null>(null)
  const ids = { code: useId(), terms: useId() }
  const onAccount = Boolean(account) && method === 'account'
  // A saved card is offered beside a new one, the default chosen until the buyer chooses.
  const savedCardsQuery = useGetCheckoutSavedCardsQuery()
  const savedCards = savedCardsQuery.data ?? []
  // Until the saved cards are known the card's element waits, so it cannot vanish under typing.
  const choosing = savedCardsQuery.isLoading
  const [cardChoice, setCardChoice] = useState<number | 'new' | null>(null)
  const [saveCard, setSaveCard] = useState(false)
  const chosenCard =
    cardChoice ?? savedCards.find((m) => m.is_default)?.id ?? savedCards[0]?.id ?? ('new' as const)
  const paysWithSavedCard = !onAccount && chosenCard !== 'new'
  const saveCardId = useId()
  const poRequired = onAccount && Boolean(account?.poRequired)
  // Each way of paying brings its own part of the check; the on-screen code and the terms are everyone's.
  const schema = useMemo(
    () =>
      z.object({
        poNumber: poNumberSchema(poRequired),
        securityCode: z.string().refine((v) => securityCodeMatches(code, v), SECURITY_CODE_MISMATCH),
        terms: z.boolean().refine((v) => v, TERMS_REQUIRED_MESSAGE),
      }),
    [code, poRequired],
  )
  const form = useForm<PaymentFormValues, unknown, z.output<typeof schema>>({
    // react-hook-form takes the latest resolver on each render, so the check follows a new code.
    resolver: zodResolver(schema),
    defaultValues: { poNumber: '', securityCode: '', terms: false },
  })
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = form

  const refreshCode = () => setCode(newSecurityCode())

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
    <FormProvider {...form}>
      <form
        ref={formRef}
        noValidate
        aria-label="Payment"
        onSubmit={(event) => {
          // The element is asked at once, so the card's errors show with the form's own.
          let card: Promise<CardTokenAnswer> | null = null
          if (
            ready &&
            !processing &&
            !tokenising &&
            !onAccount &&
            !paysWithSavedCard &&
            cardElement.current
          ) {
            setCardProblem(null)
            setTokenising(true)
            card = cardElement.current.tokenise().finally(() => setTokenising(false))
          }
          return handleSubmit(async (values) => {
            if (!ready || processing) return
            if (onAccount) return onPay(accountPayment(values.poNumber))
            if (chosenCard !== 'new') return onPay({ paymentMethodId: chosenCard })
            const answer = await card
            if (answer?.ok) onPay({ paymentToken: answer.token, ...(saveCard ? { saveCard: true } : {}) })
            else if (answer?.message) setCardProblem(answer.message)
          })(event)
        }}
      >
        {account ? (
          <PaymentMethodChoice account={account} onAccount={onAccount} onChange={onMethodChange} />
        ) : null}
        {onAccount ? <PoNumberField required={poRequired} /> : null}
        {!onAccount && savedCards.length ? (
          <SavedCardChoice
            legend="Pay with"
            name={`${saveCardId}-card`}
            cards={savedCards}
            chosen={chosenCard}
            onChoose={setCardChoice}
          />
        ) : null}
        <CardElement
          ref={cardElement}
          hidden={onAccount || paysWithSavedCard || choosing}
          onSubmit={() => formRef.current?.requestSubmit()}
        />
        {!onAccount && !paysWithSavedCard && !choosing ? (
          <div className="form-check mb-3">
            <input
              id={saveCardId}
              type="checkbox"
              className="form-check-input"
              checked={saveCard}
              onChange={(e) => setSaveCard(e.target.checked)}
            />
            <label htmlFor={saveCardId} className="form-check-label">
              Save this card for next time
            </label>
          </div>
        ) : null}
        {cardProblem && !onAccount ? (
          <div className="alert alert-danger small" role="alert">
            {cardProblem}
          </div>
        ) : null}

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
          <ErrorText id={ids.code} message={errors.securityCode?.message} />
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
          <ErrorText id={ids.terms} message={errors.terms?.message} />
        </div>

        {notice}
        <button
          type="submit"
          className="btn btn-primary btn-lg w-100"
          disabled={!ready || processing || tokenising}
        >
          {submitLabel}
        </button>
      </form>
    </FormProvider>
  )
}
