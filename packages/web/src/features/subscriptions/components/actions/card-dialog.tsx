import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { SavedCardChoice } from '../../../../components/saved-card-choice'
import { CardElement, type CardElementHandle } from '../../../../components/card-element'
import { useGetSubscriptionSavedCardsQuery } from '../../subscriptions.api'
import { ActionDialog } from '../action-dialog'
import { fieldId, type SubscriptionActionProps } from './action-props'
import { useSubscriptionChange } from './use-subscription-change'

/**
 * The card the renewals are charged to: one of the customer's saved cards, or a new card typed in
 * the card element (only its one-use token is sent; it becomes a saved card too).
 */
export function CardDialog({ subscription, show, onHide }: SubscriptionActionProps) {
  const { run, busy } = useSubscriptionChange(subscription.subscription_no, onHide)
  const saved = useGetSubscriptionSavedCardsQuery(undefined, { skip: !show }).data ?? []
  const [choice, setChoice] = useState<number | 'new' | null>(null)
  const chosen = choice ?? saved[0]?.id ?? 'new'
  const element = useRef<CardElementHandle>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const { handleSubmit } = useForm()
  const name = fieldId(subscription, 'card-choice')

  const submit = async () => {
    setProblem(null)
    if (chosen !== 'new') return run({ kind: 'card', paymentMethodId: chosen })
    const answer = await element.current?.tokenise()
    if (answer?.ok) return run({ kind: 'card', paymentToken: answer.token })
    if (answer?.message) setProblem(answer.message)
  }

  return (
    <ActionDialog
      show={show}
      title="Change the card"
      confirmLabel="Use this card"
      busy={busy}
      onHide={onHide}
      onSubmit={(event) => handleSubmit(submit)(event)}
    >
      {saved.length ? (
        <SavedCardChoice
          legend="Charge the deliveries to"
          name={name}
          cards={saved}
          chosen={chosen}
          onChoose={setChoice}
        />
      ) : null}
      {show ? <CardElement ref={element} hidden={chosen !== 'new'} onSubmit={() => void submit()} /> : null}
      {problem ? (
        <p className="text-danger small mb-0" role="alert">
          {problem}
        </p>
      ) : null}
    </ActionDialog>
  )
}
