import { Pager } from '../pager'

interface ListFooterProps {
  /** The list's answer; nothing is shown until it has come. */
  paged: { page: number; per_page: number; total: number } | undefined
  onPageChange: (page: number) => void
  /** Names the pager, e.g. 'Orders pages'. */
  label: string
}

/** Where the page stands in the whole list, and the shop's pager. */
export function ListFooter({ paged, onPageChange, label }: ListFooterProps) {
  if (!paged) return null
  const { page, per_page: perPage, total } = paged
  const first = total === 0 ? 0 : (page - 1) * perPage + 1
  const last = Math.min(total, page * perPage)
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-2">
      <p className="small text-muted mb-0" aria-live="polite">
        {total === 0 ? 'No results' : `${first}–${last} of ${total}`}
      </p>
      <Pager page={page} pageCount={Math.ceil(total / perPage)} onPageChange={onPageChange} label={label} />
    </div>
  )
}
