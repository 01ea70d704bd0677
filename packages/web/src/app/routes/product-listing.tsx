import { formatDollars } from '@shop/shared/money'
import { useGetProductsQuery } from '../../features/catalogue/catalogue.api'

export default function ProductListingPage() {
  const { data, error, isLoading } = useGetProductsQuery({ page: 1, sort_order: 'asc' })
  if (isLoading) return <p>Loading...</p>
  if (error || !data) return <p className="text-center">Could not load products.</p>
  return (
    <section>
      <h1 className="h4">All products</h1>
      <ul>
        {data.data.map((p) => (
          <li key={p.id}>
            {p.product_name} {formatDollars(p.discounted_price ?? p.selling_price)}
          </li>
        ))}
      </ul>
    </section>
  )
}
