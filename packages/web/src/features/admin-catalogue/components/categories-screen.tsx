import { zodResolver } from '@hookform/resolvers/zod'
import { CategoryInputSchema, type CategoryInput } from '@shop/shared/schemas/admin/catalogue'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { DataTable } from '../../../components/admin/data-table'
import { EditDeleteActions } from '../../../components/admin/row-actions'
import { FormField } from '../../../components/form-field'
import { adminPaths } from '../../../config/admin-paths'
import { announceOutcome, showFieldErrors } from '../../../lib/admin-outcome'
import {
  useDeleteCategoryMutation,
  useGetAdminCategoriesQuery,
  useSaveCategoryMutation,
  type AdminCategory,
} from '../admin-catalogue.api'

function CategoryForm({ editing, onDone }: { editing: AdminCategory | null; onDone: () => void }) {
  const [save, { isLoading }] = useSaveCategoryMutation()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<CategoryInput>({
    resolver: zodResolver(CategoryInputSchema) as never,
    values: editing
      ? { name: editing.name, slug: editing.slug, position: editing.position }
      : { name: '', slug: undefined, position: 0 },
  })
  const submit = handleSubmit(async (body) => {
    const result = await save({ id: editing?.id, body })
    if (announceOutcome(result, 'Category saved.')) {
      reset()
      onDone()
    } else showFieldErrors(result.error, setError)
  })
  return (
    <form noValidate onSubmit={submit} className="admin-panel mt-3" aria-labelledby="category-form-title">
      <h2 id="category-form-title">{editing ? `Change ${editing.name}` : 'New category'}</h2>
      <div className="row g-2">
        <FormField
          className="col-sm-5 mb-2"
          label="Name"
          required
          registration={register('name')}
          error={errors.name?.message}
        />
        <FormField
          className="col-sm-4 mb-2"
          label="Address name (slug)"
          hint="Empty: made from the name."
          registration={register('slug', { setValueAs: (v: string) => (v?.trim() ? v.trim() : undefined) })}
          error={errors.slug?.message}
        />
        <FormField
          className="col-sm-3 mb-2"
          label="Position in menus"
          type="number"
          min={0}
          registration={register('position', { valueAsNumber: true })}
          error={errors.position?.message}
        />
      </div>
      <div className="d-flex gap-2">
        <button type="submit" className="btn btn-primary btn-sm" disabled={isLoading}>
          Save category
        </button>
        {editing && (
          <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onDone}>
            New category instead
          </button>
        )}
      </div>
    </form>
  )
}

/** The shop's categories, in menu order; one in use by products cannot be deleted. */
export function CategoriesScreen() {
  const { data, error, isFetching } = useGetAdminCategoriesQuery()
  const [remove, removing] = useDeleteCategoryMutation()
  const [editing, setEditing] = useState<AdminCategory | null>(null)
  return (
    <>
      <DataTable
        caption="Categories"
        rows={data}
        loading={isFetching}
        error={error}
        rowKey={(c) => c.id}
        columns={[
          { key: 'position', header: 'Position', numeric: true, hideBelow: 'sm', cell: (c) => c.position },
          {
            key: 'name',
            header: 'Category',
            cell: (c) => (
              <>
                {c.name}
                <div className="small text-muted">/{c.slug}</div>
              </>
            ),
          },
          {
            key: 'products',
            header: 'Products',
            numeric: true,
            cell: (c) => <Link to={`${adminPaths.products}?category_id=${c.id}`}>{c.product_count}</Link>,
          },
          {
            key: 'actions',
            header: <span className="visually-hidden">Actions</span>,
            cell: (c) => (
              <EditDeleteActions
                name={c.name}
                busy={removing.isLoading}
                deleteBlocked={c.product_count > 0 ? 'Products use it' : undefined}
                onEdit={() => setEditing(c)}
                onDelete={async () => announceOutcome(await remove(c.id), 'Category deleted.')}
              />
            ),
          },
        ]}
      />
      <CategoryForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
    </>
  )
}
