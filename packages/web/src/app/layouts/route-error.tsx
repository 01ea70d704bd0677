import { Component, type ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { paths } from '../../config/paths'

/** Shown when a page fails to load or render, instead of a blank screen. */
export function RouteError() {
  return (
    <main id="main" className="container py-5 text-center">
      <h1 className="h3">Sorry, this page could not be shown</h1>
      <p className="text-muted">Something went wrong.</p>
      <Link className="btn btn-primary" to={paths.allProducts}>
        Back to the shop
      </Link>
    </main>
  )
}

interface BoundaryProps {
  /** The location key the boundary shows: a navigation clears a failure. */
  locationKey: string
  children: ReactNode
}

interface BoundaryState {
  failed: boolean
  locationKey: string
}

/** React's error boundary (a class, as React requires), cleared by the next navigation. */
class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, locationKey: this.props.locationKey }

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true }
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    return props.locationKey === state.locationKey ? null : { failed: false, locationKey: props.locationKey }
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children
  }
}

/**
 * The page, or `RouteError` when it fails to load (a chunk that did not download) or to render;
 * the next navigation shows the page it goes to. React Router's declarative routes have no error
 * element of their own.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation()
  return <PageErrorBoundary locationKey={location.key}>{children}</PageErrorBoundary>
}
