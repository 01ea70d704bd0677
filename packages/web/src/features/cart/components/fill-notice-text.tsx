import { PROFESSIONAL_APPLY_TEXT } from '@shop/shared/professional'
import type { CartFillNotice } from '@shop/shared/schemas/saved-cart'
import { Link } from 'react-router'

/**
 * One line left out or changed when filling the carts, in the server's words. A professional-only
 * product's line reads as its product page shows it: the label, and the way to apply as a link.
 */
export function FillNoticeText({ notice, applyPath }: { notice: CartFillNotice; applyPath: string }) {
  const at = notice.kind === 'professional-only' ? notice.message.indexOf(PROFESSIONAL_APPLY_TEXT) : -1
  if (at < 0) return <>{notice.message}</>
  return (
    <>
      {notice.message.slice(0, at)}
      <Link to={applyPath}>{PROFESSIONAL_APPLY_TEXT}</Link>
      {notice.message.slice(at + PROFESSIONAL_APPLY_TEXT.length)}
    </>
  )
}
