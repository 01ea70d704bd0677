import { PROFESSIONAL_APPLY_TEXT } from '@shop/shared/professional'
import { Link } from 'react-router'

/**
 * Words the server wrote about a professional-only product (its label and the way to apply), with
 * the way to apply as a link to `applyPath`, as the product page shows it. Other words stay as they are.
 */
export function ProfessionalApplyWords({ text, applyPath }: { text: string; applyPath: string }) {
  const at = text.indexOf(PROFESSIONAL_APPLY_TEXT)
  if (at < 0) return <>{text}</>
  return (
    <>
      {text.slice(0, at)}
      <Link to={applyPath}>{PROFESSIONAL_APPLY_TEXT}</Link>
      {text.slice(at + PROFESSIONAL_APPLY_TEXT.length)}
    </>
  )
}
