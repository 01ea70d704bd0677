import { useId, useState } from 'react'
import { Link } from 'react-router'
import { errorMessage } from '../../../store/api'
import { ListNameField } from './list-name-field'
import { useAddListItemsMutation, useCreateListMutation, useGetListsQuery } from '../lists.api'

const NEW_LIST = 'new'

interface AddToListProps {
  /**
   * The products and quantities to add (one from a product page, many from an order or the cart),
   * each with its pack's code when it is a pack (the quantity then counts packs).
   */
  items: { product_id: number; pack?: string | null; qty: number }[]
  /** What is being added, for the button's accessible name ('Paper Tape', 'order BMU-…', 'the cart'). */
  what: string
  listsPath: string
  /** The closed button's look: the full outline button, or a quiet link under a product card's cart button. */
  buttonClassName?: string
}

/**
 * 'Add to list': the shopper picks one of their reorder lists, or names a new one, and the products
 * go on it (a product already listed gets the quantity added).
 */
export function AddToList({
  items,
  what,
  listsPath,
  buttonClassName = 'btn btn-outline-primary btn-sm',
}: AddToListProps) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const lists = useGetListsQuery(undefined, { skip: !open })
  const [chosen, setChosen] = useState<string>('')
  const [name, setName] = useState('')
  const [createList, creating] = useCreateListMutation()
  const [addItems, adding] = useAddListItemsMutation()
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null)
  const choice = chosen || (lists.data?.[0] ? String(lists.data[0].id) : NEW_LIST)
  const busy = creating.isLoading || adding.isLoading

  if (!open) {
    return (
      <button
        type="button"
        className={buttonClassName}
        aria-label={`Add to list: ${what}`}
        onClick={() => setOpen(true)}
      >
        Add to list
      </button>
    )
  }
  const save = async () => {
    setOutcome(null)
    try {
      const list =
        choice === NEW_LIST
          ? await createList(name).unwrap()
          : lists.data!.find((l) => String(l.id) === choice)!
      await addItems({ listId: list.id, items }).unwrap()
      setOutcome({ ok: true, text: `Added to ${list.name}.` })
      setChosen(String(list.id))
      setName('')
    } catch (e) {
      setOutcome({ ok: false, text: errorMessage(e, 'The list could not be saved.') })
    }
  }
  return (
    <form
      className="border rounded p-2 d-flex flex-wrap align-items-end gap-2 small w-100"
      aria-label={`Add to list: ${what}`}
      onSubmit={(e) => {
        e.preventDefault()
        void save()
      }}
    >
      <div>
        <label className="form-label mb-1" htmlFor={`${id}-list`}>
          List
        </label>
        <select
          id={`${id}-list`}
          className="form-select form-select-sm"
          value={choice}
          onChange={(e) => setChosen(e.target.value)}
        >
          {lists.data?.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
          <option value={NEW_LIST}>New list…</option>
        </select>
      </div>
      {choice === NEW_LIST && (
        <ListNameField id={`${id}-name`} label="New list name" value={name} onChange={setName} small />
      )}
      <button type="submit" className="btn btn-primary btn-sm" disabled={busy || lists.isLoading}>
        Save to list
      </button>
      <button type="button" className="btn btn-link btn-sm" onClick={() => setOpen(false)}>
        Close
      </button>
      <p className={`w-100 mb-0 ${outcome?.ok === false ? 'text-danger' : ''}`} role="status">
        {outcome?.text}
        {outcome?.ok && (
          <>
            {' '}
            <Link to={listsPath}>See your lists</Link>
          </>
        )}
      </p>
    </form>
  )
}
