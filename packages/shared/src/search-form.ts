/**
 * The schema of the header's search form, without zod: its code would not fit the pages'
 * first-load budget (docs/decisions/0130-first-load-forms-are-react-form-actions.md). The listing
 * schema the server checks a search with (schemas/catalogue.ts) takes the same limit.
 */

/** The longest search the listings take. */
export const SEARCH_TEXT_MAX_LENGTH = 100

/** The search text: trimmed and cut to the longest the listings take. */
export const searchText = (value: unknown): string =>
  (typeof value === 'string' ? value.trim() : '').slice(0, SEARCH_TEXT_MAX_LENGTH)
