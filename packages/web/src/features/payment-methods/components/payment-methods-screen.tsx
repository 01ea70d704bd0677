import type { SavedPaymentMethod } from '@shop/shared/schemas/payment-methods'
import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { cardName } from '../../../components/saved-card-choice'
import { CardElement, type CardElementHandle } from '../../../components/card-element'
import { toast } from '../../../lib/toast'
import { errorMessage } from '../../../store/api'
import {
  useAddPaymentMethodMutation,
  useGetPaymentMethodsQuery,
  useRemovePaymentMethodMutation,
  useSetDefaultPaymentMethodMutation,
} from '../payment-methods.api'

/** One saved card: what it is, whether it is the default, and its two actions. */
function SavedCard({ method }: { method: SavedPaymentMethod }) {
  const [setDefault, settingDefault] = useSetDefaultPaymentMethodMutation()
  const [remove, removing] = useRemovePaymentMethodMutation()
  const [confirming, setConfirming] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const name = cardName(method)

  const act = async (action: () => Promise<{ message: string }>) => {
    setError(null)
    try {
      toast.success((await action()).message)
      setConfirming(false)
    } catch (err) {
      setError(errorMessage(err, 'That did not work. Please try again.'))
    }
  }

  return (
    <li className="list-group-item">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <div className="me-auto">
          <strong>{name}</strong>
          {method.is_default ? <span className="badge text-bg-primary ms-2">Default</span> : null}
          <div className="small text-body-secondary">
            {method.expiry ? `Expires ${method.expiry}` : 'Expiry not known'}
            {method.subscriptions.length ? ` · Pays Subscribe & Save ${method.subscriptions.join(', ')}` : ''}
          </div>
        </div>
        {method.is_default ? null : (
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            disabled={settingDefault.isLoading}
            onClick={() => void act(() => setDefault(method.id).unwrap())}
            aria-label={`Make ${name} the default`}
          >
            Make default
          </button>
        )}
        {confirming ? null : (
          <button
            type="button"
            className="btn btn-outline-danger btn-sm"
            onClick={() => setConfirming(true)}
            aria-label={`Remove ${name}`}
          >
            Remove
          </button>
        )}
      </div>
      {confirming ? (
        <div className="mt-2" role="group" aria-label={`Remove ${name}?`}>
          <p className="mb-2">Remove {name}? It can no longer be chosen at checkout.</p>
          <button
            type="button"
            className="btn btn-danger btn-sm me-2"
            disabled={removing.isLoading}
            onClick={() => void act(() => remove(method.id).unwrap())}
          >
            Yes, remove it
          </button>
          <button type="button" className="btn btn-link btn-sm" onClick={() => setConfirming(false)}>
            Keep it
          </button>
        </div>
      ) : null}
      {error ? (
        <p className="text-danger small mt-2 mb-0" role="alert">
          {error}
        </p>
      ) : null}
    </li>
  )
}

/** Adds a card without paying: the card element makes a token, and only the token is sent. */
function AddCardForm({ onDone }: { onDone: () => void }) {
  const element = useRef<CardElementHandle>(null)
  const formRef = useRef<HTMLFormElement>(null)
  // The card's fields are the element's own: the form holds none, it only submits.
  const { handleSubmit } = useForm()
  const [add, { isLoading }] = useAddPaymentMethodMutation()
  const [error, setError] = useState<string | null>(null)

  const onSubmit = async () => {
    setError(null)
    const answer = await element.current?.tokenise()
    // The element says under its own fields what is wrong with them.
    if (!answer?.ok) {
      if (answer?.message) setError(answer.message)
      return
    }
    try {
      toast.success((await add({ paymentToken: answer.token }).unwrap()).message)
      onDone()
    } catch (err) {
      setError(errorMessage(err, 'The card could not be saved.'))
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      className="card card-body mt-3"
      aria-label="Add a card"
      onSubmit={(event) => handleSubmit(onSubmit)(event)}
    >
      <CardElement ref={element} hidden={false} onSubmit={() => formRef.current?.requestSubmit()} />
      {error ? (
        <p className="text-danger" role="alert">
          {error}
        </p>
      ) : null}
      <div className="d-flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary" disabled={isLoading}>
          Save card
        </button>
        <button type="button" className="btn btn-link" onClick={onDone}>
          Cancel
        </button>
      </div>
      <p className="small text-body-secondary mt-2 mb-0">
        Nothing is charged. Your card's number is kept by our payment provider, never by the shop.
      </p>
    </form>
  )
}

/** /dashboard/payment-methods: the customer's saved cards. */
export function PaymentMethodsScreen() {
  const { data, isLoading, isError } = useGetPaymentMethodsQuery()
  const [adding, setAdding] = useState(false)
  const methods = data?.data ?? []

  return (
    <section aria-labelledby="payment-methods-title">
      <h1 id="payment-methods-title" className="h4">
        Payment methods
      </h1>
      {isLoading ? <p>Loading your cards…</p> : null}
      {isError ? (
        <p className="text-danger" role="alert">
          Your cards could not be loaded. Please try again.
        </p>
      ) : null}
      {!isLoading && !isError && methods.length === 0 ? <p>You have no saved cards.</p> : null}
      {methods.length ? (
        <ul className="list-group" aria-label="Saved cards">
          {methods.map((m) => (
            <SavedCard key={m.id} method={m} />
          ))}
        </ul>
      ) : null}
      {adding ? (
        <AddCardForm onDone={() => setAdding(false)} />
      ) : (
        <button type="button" className="btn btn-outline-primary mt-3" onClick={() => setAdding(true)}>
          Add a card
        </button>
      )}
    </section>
  )
}
