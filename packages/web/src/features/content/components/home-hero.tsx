import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'

/**
 * The top of the home page: what the shop is and where to start, with an optional side panel (the
 * sign-in for guests, docs/decisions/0017-a-real-home-page.md).
 */
export function HomeHero({ aside }: { aside?: ReactNode }) {
  return (
    <div className="row g-4 align-items-stretch mb-4">
      <div className={aside ? 'col-lg-7 col-xl-8' : 'col-12'}>
        <section className="home-hero h-100" aria-labelledby="home-title">
          <h1 id="home-title" className="home-hero-title">
            Medical, health and aesthetics supplies for Bermuda
          </h1>
          <p className="home-hero-text">
            Wound care, diabetes care, vitamins, mobility aids and skin care from brands clinics trust,
            delivered across the island or ready for pickup in Hamilton.
          </p>
          <div className="d-flex flex-wrap gap-2">
            <Link className="btn btn-accent home-hero-button" to={paths.deals}>
              Today&apos;s deals
            </Link>
            <Link className="btn btn-light home-hero-button" to={paths.allProducts}>
              Shop all products
            </Link>
          </div>
        </section>
      </div>
      {aside ? <div className="col-lg-5 col-xl-4">{aside}</div> : null}
    </div>
  )
}
