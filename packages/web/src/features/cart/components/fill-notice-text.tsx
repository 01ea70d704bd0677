import type { CartFillNotice } from '@shop/shared/schemas/saved-cart'
import { ProfessionalApplyWords } from '../../../components/professional-apply-words'

/**
 * One line left out or changed when filling the carts, in the server's words. A professional-only
 * product's line reads as its product page shows it: the label, and the way to apply as a link.
 */
export function FillNoticeText({ notice, applyPath }: { notice: CartFillNotice; applyPath: string }) {
  if (notice.kind !== 'professional-only') return <>{notice.message}</>
  return <ProfessionalApplyWords text={notice.message} applyPath={applyPath} />
}
