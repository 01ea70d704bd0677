import { CategoryInputSchema, type CategoryInput } from '@shop/shared/schemas/admin/catalogue'
import { useState } from 'react'
import { Link } from 'react-router'
import { DataTable } from '../../../components/admin/data-table'
import { NameAndSlugFields, slugOptions } from '../../../components/admin/name-and-slug-fields'
import { EditDeleteActions } from '../../../components/admin/row-actions'
import { FormField } from '../../../components/form-field'
import { adminPaths } from '../../../config/admin-paths'
import { announceOutcome } from '../../../lib/admin-outcome'
import {
  useDeleteCategoryMutation,
  useGetAdminCategoriesQuery,
  useSaveCategoryMutation,
  type AdminCategory,
} from '../admin-catalogue.api'
import { CatalogueRowForm } from './catalogue-row-form'

function CategoryForm({ editing, onDone }: { editing: AdminCategory | null; onDone: () => void }) {
  const [save, { isLoading }] = useSaveCategoryMutation()
  return (
    <CatalogueRowForm<CategoryInput>
      noun="category"
      saved="Category saved."
      changing={editing && `Change ${editing.name}`}
      schema={CategoryInputSchema}
      values={
        editing
          ? { name: editing.name, slug: editing.slug, position: editing.position }
          : { name: '', slug: undefined, position: 0 }
      }
      save={(body) => save({ id: editing?.id, body })}
      busy={isLoading}
      onDone={onDone}
      fields={(field) => (
        <>
          <NameAndSlugFields
            nameClassName="col-sm-5 mb-2"
            name={field('name')}
            slug={field('slug', slugOptions)}
          />
          <FormField
            className="col-sm-3 mb-2"
            label="Position in menus"
            type="number"
            min={0}
            {...field('position', { valueAsNumber: true })}
          />
        </>
      )}
    />
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
        ]}
        actions={(c) => (
          <EditDeleteActions
            name={c.name}
            busy={removing.isLoading}
            deleteBlocked={c.product_count > 0 ? 'Products use it' : undefined}
            onEdit={() => setEditing(c)}
            onDelete={async () => announceOutcome(await remove(c.id), 'Category deleted.')}
          />
        )}
      />
      <CategoryForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
    </>
  )
}
