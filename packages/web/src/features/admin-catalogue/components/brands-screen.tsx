import { zodResolver } from '@hookform/resolvers/zod'
import {
  BrandInputSchema,
  RenameBrandGroupSchema,
  type BrandInput,
  type RenameBrandGroupInput,
} from '@shop/shared/schemas/admin/catalogue'
import { useId, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Link } from 'react-router'
import { DataTable } from '../../../components/admin/data-table'
import { NameAndSlugFields, slugOptions } from '../../../components/admin/name-and-slug-fields'
import { EditDeleteActions } from '../../../components/admin/row-actions'
import { TitledSection } from '../../../components/admin/titled-section'
import { useAdminSave } from '../../../components/admin/use-admin-save'
import { FormField } from '../../../components/form-field'
import { adminPaths } from '../../../config/admin-paths'
import { announceOutcome } from '../../../lib/admin-outcome'
import {
  useDeleteBrandMutation,
  useGetAdminBrandsQuery,
  useGetBrandGroupsQuery,
  useRenameBrandGroupMutation,
  useSaveBrandMutation,
  type AdminBrand,
  type AdminBrandGroup,
} from '../admin-catalogue.api'
import { CatalogueRowForm } from './catalogue-row-form'

function BrandForm({
  editing,
  groups,
  onDone,
}: {
  editing: AdminBrand | null
  groups: string[]
  onDone: () => void
}) {
  const listId = useId()
  const [save, { isLoading }] = useSaveBrandMutation()
  return (
    <CatalogueRowForm<BrandInput>
      noun="brand"
      saved="Brand saved."
      changing={editing && `Change ${editing.name}`}
      schema={BrandInputSchema}
      values={
        editing
          ? { name: editing.name, slug: editing.slug, group_name: editing.group_name }
          : { name: '', slug: undefined, group_name: '' }
      }
      save={(body) => save({ id: editing?.id, body })}
      busy={isLoading}
      onDone={onDone}
      fields={(field) => (
        <>
          <NameAndSlugFields
            nameClassName="col-sm-4 mb-2"
            name={field('name')}
            slug={field('slug', slugOptions)}
          />
          <FormField
            className="col-sm-4 mb-2"
            label="Brand group"
            required
            list={listId}
            hint="Pick a group or type a new one."
            {...field('group_name')}
          />
          <datalist id={listId}>
            {groups.map((g) => (
              <option key={g} value={g} />
            ))}
          </datalist>
        </>
      )}
    />
  )
}

function GroupRename({ group }: { group: AdminBrandGroup }) {
  const id = useId()
  const [rename, { isLoading }] = useRenameBrandGroupMutation()
  const form = useForm<RenameBrandGroupInput>({
    resolver: zodResolver(RenameBrandGroupSchema),
    defaultValues: { name: group.name },
  })
  const submit = useAdminSave(form, {
    send: ({ name }) => rename({ name: group.name, newName: name }),
    saved: 'Brand group renamed.',
  })
  const name = useWatch({ control: form.control, name: 'name' })
  const error = form.formState.errors.name?.message
  return (
    <form className="d-flex flex-wrap gap-1 align-items-start" noValidate onSubmit={(e) => void submit(e)}>
      <label htmlFor={id} className="visually-hidden">
        New name of {group.name}
      </label>
      <input
        id={id}
        className={`form-control form-control-sm w-auto${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...form.register('name')}
      />
      <button
        type="submit"
        className="btn btn-sm btn-outline-primary"
        disabled={isLoading || name === group.name}
      >
        Rename<span className="visually-hidden"> {group.name}</span>
      </button>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block w-100">
          {error}
        </div>
      )}
    </form>
  )
}

/** Brands with their groups (the storefront's brand menu); renaming a group renames it on each brand. */
export function BrandsScreen() {
  const brands = useGetAdminBrandsQuery()
  const groups = useGetBrandGroupsQuery()
  const [remove, removing] = useDeleteBrandMutation()
  const [editing, setEditing] = useState<AdminBrand | null>(null)
  return (
    <div className="row g-3">
      <div className="col-xl-8">
        <DataTable
          caption="Brands"
          rows={brands.data}
          loading={brands.isFetching}
          error={brands.error}
          rowKey={(b) => b.id}
          columns={[
            {
              key: 'name',
              header: 'Brand',
              cell: (b) => (
                <>
                  {b.name}
                  <div className="small text-muted">{b.group_name}</div>
                </>
              ),
            },
            {
              key: 'products',
              header: 'Products',
              numeric: true,
              cell: (b) => <Link to={`${adminPaths.products}?brand_id=${b.id}`}>{b.product_count}</Link>,
            },
          ]}
          actions={(b) => (
            <EditDeleteActions
              name={b.name}
              busy={removing.isLoading}
              deleteBlocked={b.product_count > 0 ? 'Products use it' : undefined}
              onEdit={() => setEditing(b)}
              onDelete={async () => announceOutcome(await remove(b.id), 'Brand deleted.')}
            />
          )}
        />
        <BrandForm
          key={editing?.id ?? 'new'}
          editing={editing}
          groups={(groups.data ?? []).map((g) => g.name)}
          onDone={() => setEditing(null)}
        />
      </div>
      <TitledSection title="Brand groups" className="col-xl-4" headingClassName="h6">
        <DataTable
          caption="Brand groups"
          rows={groups.data}
          loading={groups.isFetching}
          error={groups.error}
          rowKey={(g) => g.name}
          columns={[
            { key: 'name', header: 'Group', cell: (g) => <GroupRename key={g.name} group={g} /> },
            { key: 'count', header: 'Brands', numeric: true, cell: (g) => g.brand_count },
          ]}
        />
      </TitledSection>
    </div>
  )
}
