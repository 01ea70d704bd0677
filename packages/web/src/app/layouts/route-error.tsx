import { isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { paths } from '../../config/paths'

/** Shown when a page fails to load or render, instead of a blank screen. */
export function RouteError() {
  const error = useRouteError()
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Something went wrong.'
  return (
    <main id="main" className="container py-5 text-center">
      <h1 className="h3">Sorry, this page could not be shown</h1>
      <p className="text-muted">{message}</p>
      <Link className="btn btn-primary" to={paths.allProducts}>
        Back to the shop
      </Link>
    </main>
  )
}
