import { Link } from 'react-router'
import { paths } from '../../../config/paths'

interface NotFoundProps {
  title?: string
  message?: string
}

/** The not-found page of an unknown route or product (the server answers these with 404). */
export function NotFound({
  title = 'Page not found',
  message = 'Sorry, the page you are looking for does not exist or has moved.',
}: NotFoundProps) {
  return (
    <section className="py-5 text-center" aria-labelledby="not-found-title">
      <p className="display-4 fw-bold text-body-secondary mb-2" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="h3">
        {title}
      </h1>
      <p className="text-body-secondary">{message}</p>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        <Link className="btn btn-primary" to={paths.allProducts}>
          Browse all products
        </Link>
        <Link className="btn btn-outline-primary" to={paths.faq}>
          Read the FAQ
        </Link>
        <Link className="btn btn-outline-primary" to={paths.contact}>
          Contact us
        </Link>
      </div>
    </section>
  )
}
