import { PromoInputSchema, type PromoInput } from '@shop/shared/schemas/admin/catalogue'
import { useState } from 'react'
import { DataTable } from '../../../components/admin/data-table'
import { EditDeleteActions } from '../../../components/admin/row-actions'
import { StatusBadge } from '../../../components/admin/status-badge'
import { FormField } from '../../../components/form-field'
import { announceOutcome } from '../../../lib/admin-outcome'
import {
  useDeletePromoMutation,
  useGetAdminPromosQuery,
  useSavePromoMutation,
  type AdminPromo,
} from '../admin-catalogue.api'
import { CatalogueRowForm } from './catalogue-row-form'

const blank: PromoInput = { title: '', brief: '', url: '/deals', link_text: 'Shop now', active: true }

function PromoForm({ editing, onDone }: { editing: AdminPromo | null; onDone: () => void }) {
  const [save, { isLoading }] = useSavePromoMutation()
  return (
    <CatalogueRowForm<PromoInput>
      noun="promo"
      saved="Promo saved."
      changing={editing && 'Change the promo'}
      schema={PromoInputSchema}
      values={editing ?? blank}
      save={(body) => save({ id: editing?.id, body })}
      busy={isLoading}
      onDone={onDone}
      fields={(field, { register }) => (
        <>
          <FormField className="col-md-6 mb-2" label="Title" required {...field('title')} />
          <FormField className="col-md-6 mb-2" label="Brief" {...field('brief')} />
          <FormField
            className="col-md-5 mb-2"
            label="Link"
            required
            hint="A path on this site, like /deals or /category/first-aid/."
            {...field('url')}
          />
          <FormField className="col-md-4 mb-2" label="Link text" required {...field('link_text')} />
          <div className="col-md-3 mb-2 d-flex align-items-center">
            <div className="form-check">
              <input id="promo-active" type="checkbox" className="form-check-input" {...register('active')} />
              <label htmlFor="promo-active" className="form-check-label">
                Shown
              </label>
            </div>
          </div>
        </>
      )}
    />
  )
}

/** The promo strip above the storefront's header. */
export function PromosScreen() {
  const { data, error, isFetching } = useGetAdminPromosQuery()
  const [remove, removing] = useDeletePromoMutation()
  const [editing, setEditing] = useState<AdminPromo | null>(null)
  return (
    <>
      <DataTable
        caption="Promos"
        rows={data}
        loading={isFetching}
        error={error}
        rowKey={(p) => p.id}
        empty="No promo: the strip is not shown."
        columns={[
          {
            key: 'title',
            header: 'Promo',
            cell: (p) => (
              <>
                <div className="fw-semibold">{p.title}</div>
                <div className="small">{p.brief}</div>
                <div className="small text-muted">
                  {p.link_text} → {p.url}
                </div>
              </>
            ),
          },
          {
            key: 'active',
            header: 'State',
            cell: (p) => <StatusBadge status={p.active ? 'Active' : 'Hidden'} />,
          },
        ]}
        actions={(p) => (
          <EditDeleteActions
            name={p.title}
            busy={removing.isLoading}
            onEdit={() => setEditing(p)}
            onDelete={async () => announceOutcome(await remove(p.id), 'Promo deleted.')}
          />
        )}
      />
      <PromoForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
    </>
  )
}
