import { zodResolver } from '@hookform/resolvers/zod'
import { ListNameSchema } from '@shop/shared/schemas/lists'
import { useId, useState, type ReactNode } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { paths } from '../../../config/paths'
import { errorMessage } from '../../../store/api'
import { useCreateListMutation, useGetListsQuery, type ReorderList } from '../lists.api'
import { ListCard } from './list-card'
import { ListNameField } from './list-name-field'

/** My Lists: make a named reorder list; each list shows its lines and what `actions` adds (to the cart, subscribe). */
export function ListsScreen({ actions }: { actions: (list: ReorderList) => ReactNode }) {
  const id = useId()
  const lists = useGetListsQuery()
  const [createList, creating] = useCreateListMutation()
  const [failure, setFailure] = useState<string | null>(null)
  const { control, handleSubmit, reset, formState } = useForm<{ name: string }>({
    resolver: zodResolver(ListNameSchema),
    defaultValues: { name: '' },
  })
  const onSubmit = handleSubmit(async ({ name }) => {
    setFailure(null)
    try {
      await createList(name).unwrap()
      reset()
    } catch (err) {
      setFailure(errorMessage(err, 'The list could not be made.'))
    }
  })
  const error = formState.errors.name?.message ?? failure
  return (
    <div>
      <h1 className="h3 mb-3">My Lists</h1>
      <form
        className="d-flex flex-wrap align-items-end gap-2 mb-4"
        onSubmit={(e) => void onSubmit(e)}
        noValidate
      >
        <Controller
          control={control}
          name="name"
          render={({ field }) => (
            <ListNameField
              id={`${id}-name`}
              label="New list name"
              value={field.value}
              onChange={field.onChange}
              placeholder="Clinic monthly"
            />
          )}
        />
        <button type="submit" className="btn btn-primary" disabled={creating.isLoading}>
          Create list
        </button>
        {error && (
          <p className="text-danger w-100 mb-0" role="alert">
            {error}
          </p>
        )}
      </form>
      {lists.isLoading ? (
        <p role="status">Loading...</p>
      ) : lists.isError ? (
        <p className="text-danger" role="alert">
          {errorMessage(lists.error, 'Your lists could not be loaded.')}
        </p>
      ) : !lists.data || lists.data.length === 0 ? (
        <p>
          No lists yet. Name one above, then add products from a product page, a product card, an order or
          your cart.
        </p>
      ) : (
        <div className="d-grid gap-3">
          {lists.data.map((list) => (
            <ListCard
              key={list.id}
              list={list}
              productPath={paths.productDetail}
              applyPath={paths.professional}
              actions={actions(list)}
            />
          ))}
        </div>
      )}
    </div>
  )
}
