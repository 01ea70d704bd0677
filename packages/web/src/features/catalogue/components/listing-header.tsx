import type { ReactNode } from 'react'
import Skeleton from 'react-loading-skeleton'

interface ListingHeaderProps {
  /** The page's heading; undefined while the category or brand name is loading. */
  title: string | undefined
  /** 'Showing ... results', or null when there is nothing to count. */
  showing: string | null | undefined
  /** The sort select, when the listing can be sorted. */
  sort?: ReactNode
}

/** The heading, the result count line and the sort select above a product grid. */
export function ListingHeader({ title, showing, sort }: ListingHeaderProps) {
  return (
    <div className="listing-header">
      <div className="listing-header-text">
        <h1 id="listing-title" className="listing-title">
          {title ?? <Skeleton width="12rem" />}
        </h1>
        <p className="listing-showing" aria-live="polite">
          {showing}
        </p>
      </div>
      {sort}
    </div>
  )
}
