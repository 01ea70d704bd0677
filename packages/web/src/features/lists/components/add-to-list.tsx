import { zodResolver } from '@hookform/resolvers/zod'
import { AddToListChoiceSchema, NEW_LIST_CHOICE, type AddToListChoice } from '@shop/shared/schemas/lists'
import { useId, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { Link } from 'react-router'
import { errorMessage, fieldErrorsOf } from '../../../store/api'
import { ListNameField } from './list-name-field'
import { useAddListItemsMutation, useCreateListMutation, useGetListsQuery } from '../lists.api'

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
  const [createList, creating] = useCreateListMutation()
  const [addItems, adding] = useAddListItemsMutation()
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null)
  const { control, handleSubmit, setValue, getValues, setError, reset } = useForm<AddToListChoice>({
    resolver: zodResolver(AddToListChoiceSchema),
    defaultValues: { list: '', name: '' },
  })
  // Until the shopper picks, the first list is the choice (or a new one when they have none).
  const chosen = useWatch({ control, name: 'list' })
  const choice = chosen || (lists.data?.[0] ? String(lists.data[0].id) : NEW_LIST_CHOICE)
  const busy = creating.isLoading || adding.isLoading

  const save = handleSubmit(async (values) => {
    setOutcome(null)
    try {
      let list
      if (values.list === NEW_LIST_CHOICE) {
        try {
          list = await createList(values.name).unwrap()
        } catch (e) {
          const nameError = fieldErrorsOf(e)?.name?.[0]
          if (!nameError) throw e
          return setError('name', { type: 'server', message: nameError }, { shouldFocus: true })
        }
      } else list = lists.data!.find((l) => String(l.id) === values.list)!
      await addItems({ listId: list.id, items }).unwrap()
      setOutcome({ ok: true, text: `Added to ${list.name}.` })
      reset({ list: String(list.id), name: '' })
    } catch (e) {
      setOutcome({ ok: false, text: errorMessage(e, 'The list could not be saved.') })
    }
  })
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
  return (
    <form
      className="border rounded p-2 d-flex flex-wrap align-items-end gap-2 small w-100"
      aria-label={`Add to list: ${what}`}
      onSubmit={(e) => {
        // The shown choice is sent, the first list included before the shopper picks one.
        if (!getValues('list')) setValue('list', choice)
        void save(e)
      }}
      noValidate
    >
      <div>
        <label className="form-label mb-1" htmlFor={`${id}-list`}>
          List
        </label>
        <Controller
          control={control}
          name="list"
          render={({ field }) => (
            <select
              id={`${id}-list`}
              ref={field.ref}
              className="form-select form-select-sm"
              value={choice}
              onChange={field.onChange}
              onBlur={field.onBlur}
            >
              {lists.data?.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
              <option value={NEW_LIST_CHOICE}>New list…</option>
            </select>
          )}
        />
      </div>
      {choice === NEW_LIST_CHOICE && (
        <Controller
          control={control}
          name="name"
          render={({ field, fieldState }) => (
            <ListNameField
              id={`${id}-name`}
              label="New list name"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message}
              small
            />
          )}
        />
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
