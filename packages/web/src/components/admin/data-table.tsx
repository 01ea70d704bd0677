import type { ReactNode } from 'react'
import { errorMessage } from '../../store/api'
import type { SortDirection } from '../../lib/use-list-params'

export interface Column<T> {
  key: string
  header: ReactNode
  cell: (row: T) => ReactNode
  /** The server's sort name of this column, when the list sorts by it. */
  sort?: string
  /** Right-aligned figures. */
  numeric?: boolean
  /** Hidden on narrower screens: the row's first cell repeats what a phone must see. */
  hideBelow?: 'sm' | 'md' | 'lg'
  className?: string
}

/** The server's sort of a list, and what a header button does. */
export interface TableSort {
  sort: string
  dir: SortDirection
  onSort: (column: string) => void
}

interface DataTableProps<T> {
  /** Names the table for screen readers (a visually hidden caption). */
  caption: string
  rows: readonly T[] | undefined
  columns: readonly Column<T>[]
  rowKey: (row: T) => string | number
  sort?: TableSort
  loading?: boolean
  /** The failed call, whose message replaces the rows. */
  error?: unknown
  empty?: ReactNode
  /** A last column of the row's buttons (named with their row), under a header only screen readers hear. */
  actions?: (row: T) => ReactNode
  /** Where the buttons sit in the row's first cell on a phone instead. */
  actionsHideBelow?: Column<T>['hideBelow']
}

const hideClass = { sm: 'd-none d-sm-table-cell', md: 'd-none d-md-table-cell', lg: 'd-none d-lg-table-cell' }

/**
 * The back office's one table: dense, sortable by the server (a header button, aria-sort on the
 * shown column), with less important columns folded away on a phone.
 */
export function DataTable<T>({
  caption,
  rows: given,
  columns: dataColumns,
  rowKey,
  sort,
  loading,
  error,
  empty,
  actions,
  actionsHideBelow,
}: DataTableProps<T>) {
  const columns: readonly Column<T>[] = actions
    ? [
        ...dataColumns,
        {
          key: 'actions',
          header: <span className="visually-hidden">Actions</span>,
          hideBelow: actionsHideBelow,
          cell: actions,
        },
      ]
    : dataColumns
  // A failed call shows its message, not the rows of an earlier answer.
  const rows = error ? undefined : given
  return (
    // A table wider than a phone scrolls sideways: the region takes focus so the keyboard can scroll it.
    <div className="table-responsive admin-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="table table-sm table-hover align-middle admin-table mb-0" aria-busy={loading}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => {
              const classes = [
                c.numeric ? 'text-end' : '',
                c.hideBelow ? hideClass[c.hideBelow] : '',
                c.className,
              ]
                .filter(Boolean)
                .join(' ')
              const active = sort && c.sort && sort.sort === c.sort
              return (
                <th
                  key={c.key}
                  scope="col"
                  className={classes || undefined}
                  aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {sort && c.sort ? (
                    <button type="button" className="sort-button" onClick={() => sort.onSort(c.sort!)}>
                      {c.header}
                      <span aria-hidden="true" className="sort-mark">
                        {active ? (sort.dir === 'asc' ? ' ▲' : ' ▼') : ' ↕'}
                      </span>
                    </button>
                  ) : (
                    c.header
                  )}
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody>
          {rows?.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td
                  key={c.key}
                  className={
                    [
                      c.numeric ? 'text-end text-nowrap' : '',
                      c.hideBelow ? hideClass[c.hideBelow] : '',
                      c.className,
                    ]
                      .filter(Boolean)
                      .join(' ') || undefined
                  }
                >
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
          {rows && rows.length === 0 && (
            <tr>
              <td colSpan={columns.length} className="text-muted py-3">
                {empty ?? 'Nothing to show.'}
              </td>
            </tr>
          )}
          {!rows && (
            <tr>
              <td colSpan={columns.length} className="text-muted py-3">
                {loading ? 'Loading…' : errorMessage(error, 'This list could not be loaded.')}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  )
}
