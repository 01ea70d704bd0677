import { sql } from 'kysely'
import type { Paged } from '@shop/shared/schemas/admin/common'

export interface PageParams {
  page: number
  per_page: number
}

/**
 * One page of a back-office list and the total (docs/requirements/back-office.md §1): `count`
 * counts the filtered rows, `rows` reads one page of them.
 */
export async function pageOf<R, T>(
  q: PageParams,
  count: () => Promise<{ n: number | string | bigint }>,
  rows: (limit: number, offset: number) => Promise<R[]>,
  map: (row: R) => T,
): Promise<Paged<T>> {
  const [total, page] = await Promise.all([count(), rows(q.per_page, (q.page - 1) * q.per_page)])
  return { items: page.map(map), page: q.page, per_page: q.per_page, total: Number(total.n) }
}

/** `column` contains `text`, ignoring case, with % and _ taken literally (both databases). */
export function containsText(column: string, text: string) {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`
}
