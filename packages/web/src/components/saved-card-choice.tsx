import type { SavedPaymentMethod } from '@shop/shared/schemas/payment-methods'
import { RadioOption } from './radio-option'

/** How a saved card is named to its owner: 'Visa ending in 4242'. */
export const cardName = (m: Pick<SavedPaymentMethod, 'brand' | 'last4'>) =>
  `${m.brand ?? 'Card'} ending in ${m.last4 ?? '····'}`

/** The buyer's saved cards as a choice beside 'A new card' (checkout, a subscription's card). */
export function SavedCardChoice({
  legend,
  name,
  cards,
  chosen,
  onChoose,
}: {
  legend: string
  /** The radio group's name, unique in the page; each option's id derives from it. */
  name: string
  cards: readonly SavedPaymentMethod[]
  chosen: number | 'new'
  onChoose: (choice: number | 'new') => void
}) {
  return (
    <fieldset className="mb-3">
      <legend className="h6">{legend}</legend>
      {cards.map((m) => (
        <RadioOption
          key={m.id}
          id={`${name}-${m.id}`}
          name={name}
          checked={chosen === m.id}
          onSelect={() => onChoose(m.id)}
          label={`${cardName(m)}${m.expiry ? `, expires ${m.expiry}` : ''}`}
        />
      ))}
      <RadioOption
        id={`${name}-new`}
        name={name}
        checked={chosen === 'new'}
        onSelect={() => onChoose('new')}
        label="A new card"
      />
    </fieldset>
  )
}
