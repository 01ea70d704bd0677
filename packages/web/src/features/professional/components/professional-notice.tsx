import { PROFESSIONAL_APPLY_TEXT, professionalLabel } from '@shop/shared/professional'
import { Link } from 'react-router'

/**
 * In place of a professional-only product's price and buy buttons, for a shopper who may not buy
 * it: the label saying why, and the way to apply.
 */
export function ProfessionalNotice({
  product,
  applyPath,
  compact = false,
}: {
  product: { professional_label?: string | null }
  applyPath: string
  compact?: boolean
}) {
  return (
    <div className={compact ? 'small' : 'alert alert-warning mb-3'}>
      <p className={compact ? 'mb-1' : 'fw-semibold mb-1'}>{professionalLabel(product)}</p>
      <Link to={applyPath} className={compact ? '' : 'alert-link'}>
        {PROFESSIONAL_APPLY_TEXT}
      </Link>
    </div>
  )
}
