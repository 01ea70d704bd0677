import type { CartFillNotice } from '@shop/shared/schemas/saved-cart'
import { Link } from 'react-router'
import { FillNoticeText } from './fill-notice-text'

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
        {added === 1 ? '1 line was added to your carts.' : `${added} lines were added to your carts.`}{' '}
        <Link to={cartPath}>View Cart</Link>
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
