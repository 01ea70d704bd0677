import { formatMoney } from '@shop/shared/format'
import type { AdminProductSummary } from '@shop/shared/schemas/admin/catalogue'
import { useState } from 'react'
import { Link } from 'react-router'
import { DataTable } from '../../../components/admin/data-table'
import { TitledSection } from '../../../components/admin/titled-section'
import { adminPaths } from '../../../config/admin-paths'
import { announceOutcome } from '../../../lib/admin-outcome'
import { useGetAdminProductQuery, useGetDealsQuery, useSaveDealsMutation } from '../admin-catalogue.api'
import { ProductPicker } from './product-picker'

function DealsEditor({ deals }: { deals: AdminProductSummary[] }) {
  const [save, { isLoading }] = useSaveDealsMutation()
  const [chosen, setChosen] = useState<number | null>(null)
  const candidate = useGetAdminProductQuery(chosen ?? 0, { skip: chosen === null })
  const ids = deals.map((d) => d.id)
  const replace = async (next: number[], done: string) => announceOutcome(await save(next), done)
  return (
    <>
      <DataTable
        caption="Today's deals"
        rows={deals}
        rowKey={(p) => p.id}
        empty="No deal today."
        columns={[
          {
            key: 'name',
            header: 'Product',
            cell: (p) => <Link to={adminPaths.product(p.id)}>{p.product_name}</Link>,
          },
          { key: 'price', header: 'Price', numeric: true, cell: (p) => formatMoney(p.price_cents) },
          { key: 'stock', header: 'Stock', numeric: true, hideBelow: 'sm', cell: (p) => p.stock },
        ]}
        actions={(p) => (
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            disabled={isLoading}
            onClick={() =>
              replace(
                ids.filter((id) => id !== p.id),
                'Removed from the deals.',
              )
            }
          >
            Remove<span className="visually-hidden"> {p.product_name}</span>
          </button>
        )}
      />
      <TitledSection title="Add a deal" className="admin-panel mt-3">
        <ProductPicker label="Product" value={chosen} onChange={setChosen} />
        <button
          type="button"
          className="btn btn-primary btn-sm mt-2"
          disabled={isLoading || chosen === null || ids.includes(chosen) || !candidate.data}
          onClick={async () => {
            if (chosen !== null && (await replace([...ids, chosen], 'Added to the deals.'))) setChosen(null)
          }}
        >
          Add to today's deals
        </button>
      </TitledSection>
    </>
  )
}

/** Today's deals: the products the storefront's deals page lists. */
export function DealsScreen() {
  const { data, error, isLoading } = useGetDealsQuery()
  if (isLoading) return <p className="text-muted">Loading…</p>
  if (error || !data)
    return <DataTable caption="Today's deals" rows={undefined} error={error} rowKey={() => 0} columns={[]} />
  return <DealsEditor deals={data} />
}
