import { Link } from 'react-router'
import { useGetPromoQuery } from '../layout.api'

/** The running promotion (title, brief, link), in a strip of fixed height so nothing shifts. */
export function PromoStrip() {
  const { data: promo, isError } = useGetPromoQuery()
  const internal = promo?.url.startsWith('/') && !promo.url.startsWith('//')
  return (
    <aside className="promo-strip" aria-label="Promotion">
      <div className="container promo-strip-inner">
        {promo ? (
          <>
            <strong className="promo-title">{promo.title}</strong>
            <span className="promo-brief d-none d-md-inline">{promo.brief}</span>
            {internal ? (
              <Link className="promo-link" to={promo.url}>
                {promo.link_text}
              </Link>
            ) : (
              <a className="promo-link" href={promo.url} rel="noopener">
                {promo.link_text}
              </a>
            )}
          </>
        ) : isError ? (
          // No promotion running (404): the strip keeps its place with the shop's own line.
          <span className="promo-brief">
            Medical, health and aesthetics supplies delivered across Bermuda
          </span>
        ) : null}
      </div>
    </aside>
  )
}
