import { DEFAULT_SORT_ORDER, SORT_ORDERS, type SortOrder } from '@shop/shared/constants'

/** A listing's state kept in the URL, so it can be shared, reloaded and navigated back to. */
export interface ListingQuery {
  page: number
  sort: SortOrder
  search: string
}

const MAX_PAGE = 100000

/** Reads ?page, ?sort and ?search; anything unusable falls back to page 1, ascending, no search. */
export function readListingQuery(params: URLSearchParams): ListingQuery {
  const rawPage = params.get('page')
  const page = rawPage && /^\d+$/.test(rawPage) ? Number(rawPage) : 1
  const rawSort = params.get('sort')
  const sort = SORT_ORDERS.includes(rawSort as SortOrder) ? (rawSort as SortOrder) : DEFAULT_SORT_ORDER
  return {
    page: page >= 1 && page <= MAX_PAGE ? page : 1,
    sort,
    search: (params.get('search') ?? '').trim().slice(0, 100),
  }
}

/**
 * The URL parameters after a change. A new sort or search goes back to page 1 (docs/requirements/storefront.md §5); defaults
 * (page 1, ascending, no search) are left out so equal listings share one URL.
 */
export function changeListingQuery(params: URLSearchParams, change: Partial<ListingQuery>): URLSearchParams {
  const current = readListingQuery(params)
  const resetsPage =
    (change.sort !== undefined && change.sort !== current.sort) ||
    (change.search !== undefined && change.search.trim() !== current.search)
  const next: ListingQuery = {
    ...current,
    ...change,
    page: change.page ?? (resetsPage ? 1 : current.page),
  }
  const out = new URLSearchParams(params)
  const set = (key: string, value: string, isDefault: boolean) => {
    if (isDefault) out.delete(key)
    else out.set(key, value)
  }
  set('search', next.search.trim(), !next.search.trim())
  set('sort', next.sort, next.sort === DEFAULT_SORT_ORDER)
  set('page', String(next.page), next.page === 1)
  return out
}

/** 'Showing {category} from-to of total results' (docs/requirements/storefront.md §5), or null when there is nothing to count. */
export function showingText(
  label: string | undefined,
  meta: { from: number | null; to: number | null; total: number },
): string | null {
  if (meta.total === 0 || meta.from === null || meta.to === null) return null
  return `Showing ${label ? `${label} ` : ''}${meta.from}-${meta.to} of ${meta.total} results`
}
