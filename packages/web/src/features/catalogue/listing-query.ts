import type { ListingSort } from '@shop/shared/schemas/catalogue'
import { readPriceRange } from '@shop/shared/price-range-form'
import { searchText } from '@shop/shared/search-form'
import { MAX_FILTER_SLUGS, RATING_FILTERS, type RatingFilter, type SortOrder } from '@shop/shared/constants'

/**
 * The sort a shopper picks: the spec's two price orders (docs/requirements/storefront.md §5) and the
 * sorts of docs/requirements/catalogue-api.md §4.1. Relevance is for searches only, and their default.
 */
export const LISTING_SORT_KEYS = ['relevance', 'asc', 'desc', 'newest', 'discount'] as const
export type ListingSortKey = (typeof LISTING_SORT_KEYS)[number]

/** A listing's state kept in the URL, so it can be shared, reloaded and navigated back to. */
export interface ListingQuery {
  page: number
  sort: ListingSortKey
  search: string
  /** Category slugs chosen in the filter (not the page's own category). */
  categories: string[]
  /** Brand slugs chosen in the filter (not the page's own brand). */
  brands: string[]
  /** Dollars as typed ('12', '12.50'); '' for no bound. */
  minPrice: string
  maxPrice: string
  inStock: boolean
  onSale: boolean
  /** Professional-only products alone. */
  professional?: boolean
  rating: RatingFilter | null
}

const MAX_PAGE = 100000
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The sort a listing starts with: relevance for a search, else the spec's price ascending. */
export function defaultSort(search: string): ListingSortKey {
  return search ? 'relevance' : 'asc'
}

function slugList(value: string | null): string[] {
  if (!value) return []
  return [...new Set(value.split(',').map((s) => s.trim()))]
    .filter((s) => SLUG.test(s))
    .slice(0, MAX_FILTER_SLUGS)
}

/** Reads the listing's parameters; anything unusable falls back to its default (page 1, no filter). */
export function readListingQuery(params: URLSearchParams): ListingQuery {
  const rawPage = params.get('page')
  const page = rawPage && /^\d+$/.test(rawPage) ? Number(rawPage) : 1
  const search = searchText(params.get('search'))
  const rawSort = params.get('sort') as ListingSortKey | null
  const sort =
    rawSort && LISTING_SORT_KEYS.includes(rawSort) && (rawSort !== 'relevance' || search)
      ? rawSort
      : defaultSort(search)
  const { minPrice, maxPrice } = readPriceRange(params)
  const rating = Number(params.get('rating'))
  return {
    page: page >= 1 && page <= MAX_PAGE ? page : 1,
    sort,
    search,
    categories: slugList(params.get('category')),
    brands: slugList(params.get('brand')),
    minPrice,
    maxPrice,
    inStock: params.get('in_stock') === '1',
    onSale: params.get('on_sale') === '1',
    professional: params.get('professional') === '1',
    rating: (RATING_FILTERS as readonly number[]).includes(rating) ? (rating as RatingFilter) : null,
  }
}

/** How many filters are chosen (the phone's 'Filters (N)' button). */
export function activeFilterCount(q: ListingQuery): number {
  return (
    q.categories.length +
    q.brands.length +
    (q.minPrice || q.maxPrice ? 1 : 0) +
    (q.inStock ? 1 : 0) +
    (q.onSale ? 1 : 0) +
    (q.professional ? 1 : 0) +
    (q.rating ? 1 : 0)
  )
}

/** Every filter off, page, sort and search kept. */
export const NO_FILTERS: Pick<
  ListingQuery,
  'categories' | 'brands' | 'minPrice' | 'maxPrice' | 'inStock' | 'onSale' | 'professional' | 'rating'
> = {
  categories: [],
  brands: [],
  minPrice: '',
  maxPrice: '',
  inStock: false,
  onSale: false,
  professional: false,
  rating: null,
}

/**
 * The URL parameters after a change. A new sort, search or filter goes back to page 1
 * (docs/requirements/storefront.md §5); defaults are left out so equal listings share one URL.
 */
export function changeListingQuery(params: URLSearchParams, change: Partial<ListingQuery>): URLSearchParams {
  const current = readListingQuery(params)
  const merged: ListingQuery = { ...current, ...change }
  merged.search = merged.search.trim()
  // A search's relevance means nothing without one.
  if (merged.sort === 'relevance' && !merged.search) merged.sort = 'asc'
  const resetsPage = (Object.keys(change) as (keyof ListingQuery)[]).some(
    (key) => key !== 'page' && JSON.stringify(change[key]) !== JSON.stringify(current[key]),
  )
  const next: ListingQuery = { ...merged, page: change.page ?? (resetsPage ? 1 : current.page) }
  const out = new URLSearchParams(params)
  const set = (key: string, value: string, isDefault: boolean) => {
    if (isDefault) out.delete(key)
    else out.set(key, value)
  }
  set('search', next.search, !next.search)
  set('sort', next.sort, next.sort === defaultSort(next.search))
  set('category', next.categories.join(','), next.categories.length === 0)
  set('brand', next.brands.join(','), next.brands.length === 0)
  set('min_price', next.minPrice, !next.minPrice)
  set('max_price', next.maxPrice, !next.maxPrice)
  set('in_stock', '1', !next.inStock)
  set('on_sale', '1', !next.onSale)
  set('professional', '1', !next.professional)
  set('rating', String(next.rating), next.rating === null)
  set('page', String(next.page), next.page === 1)
  return out
}

/** The API's sort parameters for a picked sort. */
export function apiSort(sort: ListingSortKey): { sort_by: ListingSort; sort_order: SortOrder } {
  if (sort === 'asc' || sort === 'desc') return { sort_by: 'price', sort_order: sort }
  return { sort_by: sort, sort_order: 'asc' }
}

/** 'Showing {category} from-to of total results' (docs/requirements/storefront.md §5), or null when there is nothing to count. */
export function showingText(
  label: string | undefined,
  meta: { from: number | null; to: number | null; total: number },
): string | null {
  if (meta.total === 0 || meta.from === null || meta.to === null) return null
  return `Showing ${label ? `${label} ` : ''}${meta.from}-${meta.to} of ${meta.total} results`
}
