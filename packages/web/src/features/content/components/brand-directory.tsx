import Skeleton from 'react-loading-skeleton'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import type { BrandGroup } from '../brand-groups'

interface BrandDirectoryProps {
  groups: BrandGroup[] | undefined
  isLoading: boolean
  error?: string
}

/** /brands: every brand, grouped by range, each linking to its listing (docs/decisions/0019-the-brands-page-lists-real-brands.md). */
export function BrandDirectory({ groups, isLoading, error }: BrandDirectoryProps) {
  return (
    <section aria-labelledby="brands-title" aria-busy={isLoading}>
      <h1 id="brands-title" className="h2">
        All brands
      </h1>
      <p className="text-body-secondary">Choose a brand to see every product we stock from it.</p>
      {error ? (
        <p className="text-center py-5" role="alert">
          {error}
        </p>
      ) : isLoading || !groups ? (
        <div className="row g-4" aria-hidden="true">
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className="col-sm-6 col-lg-3">
              <Skeleton height={24} width="60%" className="mb-2" />
              <Skeleton count={5} />
            </div>
          ))}
        </div>
      ) : groups.length === 0 ? (
        <p>No brands available.</p>
      ) : (
        <div className="row g-4">
          {groups.map((g, i) => (
            <section key={g.name} className="col-sm-6 col-lg-3" aria-labelledby={`brand-group-${i}`}>
              <h2 id={`brand-group-${i}`} className="h6 text-uppercase border-bottom pb-2">
                {g.name}
              </h2>
              <ul className="list-unstyled mb-0">
                {g.brands.map((b) => (
                  <li key={b.id} className="py-1">
                    <Link to={paths.brand(b.slug)}>{b.name}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </section>
  )
}
