import { useCallback } from 'react'
import { useSearchParams } from 'react-router'

export type SortDirection = 'asc' | 'desc'

export interface ListParams<F extends string> {
  page: number
  sort: string
  dir: SortDirection
  filters: Record<F, string>
  /** page, sort, dir and the filters that are set: what a list call sends. */
  query: { page: number; sort: string; dir: SortDirection } & Partial<Record<F, string>>
  /** '?status=Paid&from=...' of the filters that are set, or '': what an export of the whole list sends. */
  filterSearch: string
  setPage: (page: number) => void
  /** The shown column again flips the direction; another column starts ascending. */
  toggleSort: (column: string) => void
  setFilter: (key: F, value: string) => void
  clearFilters: () => void
}

/**
 * A back-office list's page, sort and filters, kept in the address (so a list can be linked, and
 * Back returns to it) and sent to the server, which pages, sorts and filters
 * (docs/requirements/back-office.md §1).
 */
export function useListParams<F extends string = never>(
  defaults: { sort: string; dir: SortDirection },
  filterKeys: readonly F[] = [],
  /** Tells two lists on one page apart in the address ('r_page'); the call's names stay plain. */
  prefix = '',
): ListParams<F> {
  const [searchParams, setParams] = useSearchParams()
  const params = { get: (key: string) => searchParams.get(prefix + key) }
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1)
  const sort = params.get('sort') || defaults.sort
  const rawDir = params.get('dir')
  const dir: SortDirection = rawDir === 'asc' || rawDir === 'desc' ? rawDir : defaults.dir
  // RTK Query keys its cache by the values of the arguments, so fresh objects here fetch nothing again.
  const filters = {} as Record<F, string>
  const query = { page, sort, dir } as ListParams<F>['query']
  for (const key of filterKeys) {
    filters[key] = params.get(key) ?? ''
    if (filters[key]) (query as Record<string, unknown>)[key] = filters[key]
  }

  const setFilters = new URLSearchParams(
    filterKeys.filter((key) => filters[key]).map((key) => [key, filters[key]]),
  ).toString()

  const update = useCallback(
    (changes: Record<string, string | null>, keepPage = false) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous)
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(prefix + key)
          else next.set(prefix + key, value)
        }
        if (!keepPage) next.delete(`${prefix}page`)
        return next
      }),
    [setParams, prefix],
  )

  return {
    page,
    sort,
    dir,
    filters,
    query,
    filterSearch: setFilters ? `?${setFilters}` : '',
    setPage: (p) => update({ page: p > 1 ? String(p) : null }, true),
    toggleSort: (column) =>
      update({ sort: column, dir: column === sort ? (dir === 'asc' ? 'desc' : 'asc') : 'asc' }),
    setFilter: (key, value) => update({ [key]: value }),
    clearFilters: () => update(Object.fromEntries(filterKeys.map((k) => [k, null]))),
  }
}
