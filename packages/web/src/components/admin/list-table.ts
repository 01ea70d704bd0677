import type { ListParams } from '../../lib/use-list-params'
import type { TableSort } from './data-table'

/** What a table of one page of a server-paged list is given. */
export interface ListTableProps<T> {
  rows: readonly T[] | undefined
  loading: boolean
  error?: unknown
  sort: TableSort
}

/** A list page's answer and the address's sort, as its table takes them. */
export function listTableProps<T>(
  answer: { data?: { items: T[] }; error?: unknown; isFetching: boolean },
  list: Pick<ListParams<string>, 'sort' | 'dir' | 'toggleSort'>,
): ListTableProps<T> {
  return {
    rows: answer.data?.items,
    loading: answer.isFetching,
    error: answer.error,
    sort: { sort: list.sort, dir: list.dir, onSort: list.toggleSort },
  }
}
