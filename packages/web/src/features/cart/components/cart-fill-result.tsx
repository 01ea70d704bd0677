import { MAX_LINE_QUANTITY } from '@shop/shared/constants'
import type { CartFillNotice } from '@shop/shared/schemas/saved-cart'
import { Link } from 'react-router'
import { FillNoticeText } from './fill-notice-text'

/**
 * What the carts took of the lines offered: every line, some (the others were already at the most a
 * cart line holds) or none, never 'added' of a line that did not go in.
 */
export function addedToCartsText(added: number, offered = added): string {
  if (offered === 0) return '0 lines were added to your carts.'
  if (added === 0)
    return `Nothing was added: ${offered === 1 ? 'that line is' : 'those lines are'} already at the most a cart line holds (${MAX_LINE_QUANTITY}).`
  const lines = added === 1 ? '1 line was added to your carts' : `${added} lines were added to your carts`
  if (added >= offered) return `${lines}.`
  return `${added} of ${offered} lines were added to your carts; the others are already at the most a cart line holds (${MAX_LINE_QUANTITY}).`
}

interface CartFillResultProps {
  /** How many lines went into the carts. */
  added: number
  notices: readonly CartFillNotice[]
  cartPath: string
  /** Where a professional-only product's notice links to apply. */
  applyPath: string
}

/** What filling the carts did: how many lines went in, and each line that was changed or left out. */
export function CartFillResult({ added, notices, cartPath, applyPath }: CartFillResultProps) {
  return (
    <div className={`alert ${notices.length ? 'alert-warning' : 'alert-success'} small mb-0`} role="status">
      <p className="mb-1">
        {addedToCartsText(added)} <Link to={cartPath}>View Cart</Link>
      </p>
      {notices.length > 0 && (
        <ul className="mb-0">
          {notices.map((n, i) => (
            <li key={`${n.code}-${n.kind}-${i}`}>
              <FillNoticeText notice={n} applyPath={applyPath} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
